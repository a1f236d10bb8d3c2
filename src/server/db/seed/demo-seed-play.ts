import fs from 'node:fs';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PlayRoll } from '@common/schemas/play-sessions';
import { playEntries, playSessionPlayers, playSessions, stories } from '../schema/index';
import type { DemoUser, SeedContext } from './demo-seed-context';
import { daysBefore } from './demo-seed-context';
import { seedDemoPlayDraft } from './demo-seed-play-draft';
import { createPlayProposalsRepository } from '../../modules/play-sessions/proposals/play-proposals.repository';
import { runProposalJobs } from '../../modules/play-sessions/proposals/play-proposals.job';

/**
 * The hand-labelled evening the log-import fixtures are drawn from (kind|speaker|text lines),
 * read as a file: the demo table plays the same game, so a newcomer sees a whole session.
 */
const SCRIPT = new URL('../../modules/play-sessions/imports/fixtures/session-script.txt', import.meta.url);

/** Who is who at the demo table: the script's names to demo accounts. */
const CAST: Record<string, string> = { Morgan: 'bram', Sam: 'elowen', Riley: 'kira', Jo: 'finn' };
const PLAYER_OF: Record<string, string> = { Aldric: 'Sam', Mira: 'Riley', Tobin: 'Jo' };

/** Dice that make a scripted total: the modifier off, the rest spread over the dice. */
function scriptedRoll(formula: string, total: number): PlayRoll {
  const m = /^(\d+)d(\d+)([+-]\d+)?$/.exec(formula)!;
  const sides = Number(m[2]);
  let left = total - Number(m[3] ?? 0);
  const dice: PlayRoll['dice'] = [];
  for (let i = Number(m[1]); i > 0; i--) {
    const value = Math.max(1, Math.min(sides, left - (i - 1), Math.ceil(left / i)));
    dice.push({ sides, value, dropped: false });
    left -= value;
  }
  return { formula, total, dice };
}

/**
 * One ended play session at bram's table (issue 23): 'The Drowned Chapel', played six days ago
 * by elowen, kira and finn, its whole log with narration, characters, chatter, whispers, rolls
 * and scenes, on bram's first story set in a world, so the proposals and drafts have lore to
 * meet, and the draft chapter bram made from its first three scenes (demo-seed-play-draft.ts).
 * Fixed text and times: no draw from the seeded random source.
 */
export async function seedDemoPlay(ctx: SeedContext, people: DemoUser[]) {
  const byName = new Map(people.map((p) => [p.username, p]));
  const user = (scriptName: string) => byName.get(CAST[scriptName] ?? CAST[PLAYER_OF[scriptName]!]!)!;
  const gm = user('Morgan');
  if (!gm) return;
  const [story] = await ctx.tx
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.createdBy, gm.id), isNotNull(stories.worldId)))
    .orderBy(asc(stories.createdAt))
    .limit(1);
  if (!story) return;
  const lines = fs
    .readFileSync(SCRIPT, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const start = daysBefore(ctx, 6);
  const [session] = await ctx.tx
    .insert(playSessions)
    .values({
      storyId: story.id,
      gameMasterId: gm.id,
      title: 'The Drowned Chapel',
      status: 'Ended',
      scheduledAt: start,
      lastSeq: lines.length,
      createdAt: daysBefore(ctx, 9),
    })
    .returning({ id: playSessions.id });
  await ctx.tx.insert(playSessionPlayers).values(
    ['Sam', 'Riley', 'Jo'].map((p) => ({
      sessionId: session!.id,
      userId: user(p).id,
      addedAt: daysBefore(ctx, 8),
    })),
  );
  const entries = lines.map((line, i) => {
    const [kind, who = '', ...rest] = line.split('|');
    const text = rest.join('|');
    const base = { sessionId: session!.id, seq: i + 1, createdAt: new Date(start.getTime() + i * 45_000) };
    switch (kind) {
      case 'N':
        return { ...base, authorId: gm.id, kind: 'Narration' as const, text };
      case 'S':
        return { ...base, authorId: gm.id, kind: 'SceneBreak' as const, title: text };
      case 'I':
        return { ...base, authorId: user(who).id, kind: 'InCharacter' as const, text, characterName: who };
      case 'W': {
        const [from, to] = who.split('>');
        return {
          ...base,
          authorId: user(from!).id,
          kind: 'Whisper' as const,
          text,
          whisperTo: [user(to!).id],
        };
      }
      case 'R': {
        const [formula, total, label] = rest;
        const character = PLAYER_OF[who] ? who : null;
        return {
          ...base,
          authorId: user(who).id,
          kind: 'Roll' as const,
          text: label || null,
          characterName: character,
          roll: scriptedRoll(formula!, Number(total)),
        };
      }
      default:
        return { ...base, authorId: user(who).id, kind: 'OutOfCharacter' as const, text };
    }
  });
  const ids = await ctx.tx.insert(playEntries).values(entries).returning({ id: playEntries.id });
  const names = new Map(people.map((p) => [p.id, p.username]));
  await seedDemoPlayDraft(ctx, {
    sessionId: session!.id,
    storyId: story.id,
    gameMasterId: gm.id,
    entries: entries.map((e, i) => ({ ...e, id: ids[i]!.id })),
    nameOf: (id) => names.get(id) ?? 'someone',
  });
  // The names the evening brought up, found by the proposals job itself (which would otherwise
  // only reach the session on its first pass after start), left pending for bram to decide.
  const proposals = createPlayProposalsRepository(ctx.tx);
  await proposals.queue(session!.id);
  await runProposalJobs(proposals);
}
