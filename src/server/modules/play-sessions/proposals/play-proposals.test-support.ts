import { eq } from 'drizzle-orm';
import type { PlayProposalList } from '@common/schemas/play-proposals';
import { stories } from '../../../db/schema/stories';
import { buildCharacter, buildWorld } from '../../../db/factories.test-support';
import type { TestApp } from '../../../test/test-app';
import { as, entriesUrl, liveTable, type Person } from '../play.test-support';

export const proposalsUrl = (sessionId: string) => `/api/v1/play-sessions/${sessionId}/proposals`;

/** Asks for the list until the run is done (the job runs in the background of the test app). */
export async function whenFound(
  t: TestApp,
  who: Person,
  sessionId: string,
  ms = 20_000,
): Promise<PlayProposalList> {
  const end = Date.now() + ms;
  for (;;) {
    const list = (await as(t, who, 'GET', proposalsUrl(sessionId))).json() as PlayProposalList;
    if (list.run.state === 'Done' || list.run.state === 'Failed') return list;
    if (Date.now() > end) throw new Error(`the run did not finish: ${JSON.stringify(list.run)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A played scene in a story set in the game master's world: narration naming a person, a place,
 * a faction and an item, an in-character line, and a whisper naming someone only its recipient
 * may know of. Then the game master ends the session.
 */
export async function playedTable(t: TestApp) {
  const table = await liveTable(t);
  const { gm, anna, ben, sessionId } = table;
  const world = await buildWorld(t.database.db, gm.user.id, { name: 'The Vell' });
  await t.database.db.update(stories).set({ worldId: world.id }).where(eq(stories.id, table.storyId));
  const corwin = await buildCharacter(t.database.db, anna.user.id, { name: 'Corwin' });
  const posts: Array<[Person, object]> = [
    [
      gm,
      {
        kind: 'Narration',
        text: 'Rain falls on Greyhold Keep as the riders who serve the Silver Hand arrive.',
      },
    ],
    [gm, { kind: 'Narration', text: 'At the gate, Isolde waits with the Moonstone Key in her hand.' }],
    [
      anna,
      { kind: 'InCharacter', text: 'We rode from Greyhold Keep all night, Isolde.', characterId: corwin.id },
    ],
    [
      gm,
      {
        kind: 'Whisper',
        text: 'Only you see it: Zephyrine Oakhart watches from the tower.',
        to: [anna.user.id],
      },
    ],
    [ben, { kind: 'OutOfCharacter', text: 'Sorry, Dave is calling me, back soon' }],
    [gm, { kind: 'Narration', text: 'The Silver Hand lowers its banners before Greyhold Keep.' }],
  ];
  for (const [who, body] of posts) {
    const res = await as(t, who, 'POST', entriesUrl(sessionId), body);
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  return { ...table, world };
}
