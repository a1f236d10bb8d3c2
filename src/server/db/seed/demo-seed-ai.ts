import { aiGenerations } from '../schema/index';
import type { DemoStory, DemoUser, SeedContext } from './demo-seed-context';

/**
 * Writing-assistant generations this period, so the usage bars on /settings/billing mean
 * something: [writer, completed, cancelled or failed]. dorian (Free) has used 9 of his 10, so
 * his next generation is his last; the others sit partway. Fixed, so no draw from the random source.
 */
const DEMO_AI_USE: ReadonlyArray<[string, number, number]> = [
  ['dorian', 9, 2],
  ['greta', 4, 1],
  ['celeste', 37, 3],
  ['bram', 212, 5],
  ['aria', 140, 4],
];

/** Completed (and a few cancelled or failed, which count nothing) generations in the last minutes. */
export async function seedDemoAiUsage(ctx: SeedContext, people: DemoUser[], storyList: DemoStory[]) {
  const byName = new Map(people.map((p) => [p.username, p]));
  const monthStart = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), 1);
  // Spread over the last minutes, never before the month (or a renewed plan's period) began.
  const at = (i: number) => new Date(Math.max(monthStart + 1000 + i, ctx.now.getTime() - (i + 1) * 1000));
  const rows = DEMO_AI_USE.flatMap(([name, completed, unfinished]) => {
    const writer = byName.get(name);
    if (!writer) return [];
    const storyId = storyList.find((s) => s.createdBy === writer.id)?.id ?? null;
    return Array.from({ length: completed + unfinished }, (_, i) => {
      const done = i < completed;
      return {
        userId: writer.id,
        storyId,
        kind: i % 3 === 2 ? 'rewrite' : 'continue',
        status: done ? 'completed' : i % 2 === 0 ? 'cancelled' : 'failed',
        outputChars: done ? 600 + ((i * 37) % 400) : 0,
        createdAt: at(i),
        finishedAt: at(i),
      };
    });
  });
  if (rows.length > 0) await ctx.tx.insert(aiGenerations).values(rows);
}
