import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayProposal, PlayProposalList } from '@common/schemas/play-proposals';
import { characters } from '../../../db/schema/characters';
import { worlds } from '../../../db/schema/worlds';
import { buildCharacter } from '../../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as } from '../play.test-support';
import { playedTable, proposalsUrl, whenFound } from './play-proposals.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const named = (list: PlayProposalList, name: string) => list.items.find((p) => p.name === name);
const end = (t2: TestApp, table: Awaited<ReturnType<typeof playedTable>>) =>
  as(t2, table.gm, 'PATCH', `/api/v1/play-sessions/${table.sessionId}`, { status: 'Ended' });

describe('names proposed from a play log', () => {
  it('after the session ends, proposes its people, places, factions and items with evidence and a kind', async () => {
    const table = await playedTable(t);
    const before = (await as(t, table.gm, 'GET', proposalsUrl(table.sessionId))).json() as PlayProposalList;
    expect(before).toMatchObject({ run: { state: 'Idle' }, items: [], canManage: true, hasWorld: true });
    // Ending the session queues the job and wakes it.
    expect((await end(t, table)).statusCode).toBe(200);
    const list = await whenFound(t, table.gm, table.sessionId);
    expect(list.run).toMatchObject({ state: 'Done', progress: 100 });
    expect(named(list, 'Greyhold Keep')).toMatchObject({ kind: 'Place', status: 'Pending', mentions: 3 });
    expect(named(list, 'Silver Hand')?.kind).toBe('Faction');
    expect(named(list, 'Moonstone Key')?.kind).toBe('Item');
    expect(named(list, 'Isolde')?.kind).toBe('Person');
    const keep = named(list, 'Greyhold Keep')!;
    expect(keep.evidence.map((e) => e.text)).toEqual([
      'Rain falls on Greyhold Keep as the riders who serve the Silver Hand arrive.',
      'We rode from Greyhold Keep all night, Isolde.',
      'The Silver Hand lowers its banners before Greyhold Keep.',
    ]);
    // Out-of-character chatter is not the story's: no 'Dave'.
    expect(named(list, 'Dave')).toBeUndefined();
  });

  it('an imported log is read for names as soon as the import is stored', async () => {
    const table = await playedTable(t);
    const content =
      'Morgan: The barge docks at Vellmarch under the Saltgate.\nMorgan: Old Mag waves from the Crooked Lantern.\nMorgan: Night falls.\n';
    const res = await as(t, table.gm, 'POST', `/api/v1/play-sessions/${table.sessionId}/imports`, {
      fileName: 'log.txt',
      content,
      speakers: [{ name: 'Morgan', role: 'narrator', userId: table.gm.user.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await whenFound(t, table.gm, table.sessionId);
    expect(named(list, 'Vellmarch')?.kind).toBe('Place');
    expect(named(list, 'Crooked Lantern')?.evidence[0]?.text).toBe('Old Mag waves from the Crooked Lantern.');
  });

  it('never proposes a name that appears only in a whisper, to anyone', async () => {
    const table = await playedTable(t);
    await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/find`);
    for (const who of [table.gm, table.anna, table.ben]) {
      const list = await whenFound(t, who, table.sessionId);
      expect(JSON.stringify(list)).not.toContain('Zephyrine');
      expect(JSON.stringify(list)).not.toContain('Only you see it');
    }
  });

  it("matches 'Isolde' to the existing 'Lady Isolde Maren' and links it without creating anything", async () => {
    const table = await playedTable(t);
    const lady = await buildCharacter(t.database.db, table.gm.user.id, {
      name: 'Lady Isolde Maren',
      worldId: table.world.id,
    });
    await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/find`);
    const isolde = named(await whenFound(t, table.gm, table.sessionId), 'Isolde')!;
    expect(isolde.match).toEqual({ type: 'character', id: lady.id, name: 'Lady Isolde Maren' });
    const linked = await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/${isolde.id}/link`);
    expect(named(linked.json(), 'Isolde')).toMatchObject({ status: 'Linked', result: { id: lady.id } });
    const owned = await t.database.db.select().from(characters).where(eq(characters.owner, table.gm.user.id));
    expect(owned.map((c) => c.name)).toEqual(['Lady Isolde Maren']);
  });

  it('accepting a place writes it into the story’s world; accepting a person creates one private character', async () => {
    const table = await playedTable(t);
    await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/find`);
    const list = await whenFound(t, table.gm, table.sessionId);
    const keep = named(list, 'Greyhold Keep')!;
    const accepted = await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/${keep.id}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    expect(named(accepted.json(), 'Greyhold Keep')).toMatchObject({
      status: 'Accepted',
      result: { type: 'world', id: table.world.id, name: 'Greyhold Keep' },
    });
    const world = (await as(t, table.gm, 'GET', `/api/v1/worlds/${table.world.id}`)).json();
    expect(world.geography).toBe(
      '- Greyhold Keep: Rain falls on Greyhold Keep as the riders who serve the Silver Hand arrive.',
    );

    // Two identical accepts at once: exactly one character, both answered with it accepted.
    const isolde = named(list, 'Isolde')!;
    const url = `${proposalsUrl(table.sessionId)}/${isolde.id}/accept`;
    const both = await Promise.all([as(t, table.gm, 'POST', url, {}), as(t, table.gm, 'POST', url, {})]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const made = await t.database.db.select().from(characters).where(eq(characters.owner, table.gm.user.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ name: 'Isolde', privacyLevel: 'Private', worldId: table.world.id });
    expect(made[0]!.description).toContain('From the play session “Night one”.');
    expect(made[0]!.description).toContain('At the gate, Isolde waits with the Moonstone Key in her hand.');
    for (const r of both)
      expect(named(r.json(), 'Isolde')).toMatchObject({ status: 'Accepted', result: { id: made[0]!.id } });
  });

  it('a speaking character’s starting note is the lines it said in character', async () => {
    const table = await playedTable(t);
    const anna = await buildCharacter(t.database.db, table.anna.user.id, { name: 'Brannoc' });
    const url = `/api/v1/play-sessions/${table.sessionId}/entries`;
    await as(t, table.anna, 'POST', url, {
      kind: 'InCharacter',
      text: 'Hold the gate!',
      characterId: anna.id,
    });
    await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/find`);
    const brannoc = named(await whenFound(t, table.gm, table.sessionId), 'Brannoc')!;
    await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/${brannoc.id}/accept`, {});
    const [made] = await t.database.db
      .select()
      .from(characters)
      .where(eq(characters.owner, table.gm.user.id));
    expect(made!.description).toContain('“Hold the gate!”');
  });

  it('dismissing hides a proposal, and a later run does not bring it back', async () => {
    const table = await playedTable(t);
    await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/find`);
    const hand = named(await whenFound(t, table.gm, table.sessionId), 'Silver Hand')!;
    const after = await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/${hand.id}/dismiss`);
    expect(named(after.json(), 'Silver Hand')).toBeUndefined();
    await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/find`);
    expect(named(await whenFound(t, table.gm, table.sessionId), 'Silver Hand')).toBeUndefined();
    const again = await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/${hand.id}/accept`, {});
    expect(again.statusCode).toBe(404);
  });

  it('players see proposals but cannot decide them; outsiders get 404; bad input gets a clear 400', async () => {
    const table = await playedTable(t);
    await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/find`);
    const list = await whenFound(t, table.anna, table.sessionId);
    expect(list.canManage).toBe(false);
    const keep = named(list, 'Greyhold Keep') as PlayProposal;
    const accept = `${proposalsUrl(table.sessionId)}/${keep.id}/accept`;
    expect((await as(t, table.anna, 'POST', accept, {})).statusCode).toBe(403);
    expect((await as(t, table.anna, 'POST', `${proposalsUrl(table.sessionId)}/find`)).statusCode).toBe(403);
    expect((await as(t, table.outsider, 'GET', proposalsUrl(table.sessionId))).statusCode).toBe(404);
    expect((await as(t, table.outsider, 'POST', accept, {})).statusCode).toBe(404);
    const bad = await as(t, table.gm, 'POST', accept, { kind: 'Dragon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Choose Person, Place, Faction or Item');
    expect(
      (await as(t, table.gm, 'POST', `${proposalsUrl(table.sessionId)}/nope/accept`, {})).statusCode,
    ).toBe(404);
    const [w] = await t.database.db.select().from(worlds).where(eq(worlds.id, table.world.id));
    expect(w!.geography).toBeNull();
  });
});
