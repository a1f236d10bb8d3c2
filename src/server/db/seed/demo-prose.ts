import type { Random } from './prng';
import type { GenreProse, StoryGenre } from './demo-prose-types';
import { BRIDGING_PARAGRAPHS } from './demo-prose-shared';
import { fantasyProse, sciFiProse } from './demo-prose-fantasy-scifi';
import { historicalProse, modernProse } from './demo-prose-modern-historical';
import { horrorProse, romanceProse } from './demo-prose-horror-romance';
import { adventureProse, mysteryProse } from './demo-prose-mystery-adventure';

export { fillIn, type GenreProse, type StoryGenre } from './demo-prose-types';

/** Hand-written demo prose for every story genre. */
export const PROSE_BY_GENRE: Record<StoryGenre, GenreProse> = {
  Fantasy: fantasyProse,
  'Sci-Fi': sciFiProse,
  Modern: modernProse,
  Historical: historicalProse,
  Horror: horrorProse,
  Romance: romanceProse,
  Mystery: mysteryProse,
  Adventure: adventureProse,
};

/**
 * `count` paragraph templates for one story, none repeated: the genre's paragraphs in their
 * order (they tell an arc), with bridging paragraphs shuffled in after the opening when the story
 * needs more than its genre has.
 */
export function storyParagraphs(random: Random, genreParagraphs: readonly string[], count: number): string[] {
  if (count <= genreParagraphs.length) return genreParagraphs.slice(0, count);
  const bridges = random.sample(BRIDGING_PARAGRAPHS, count - genreParagraphs.length);
  if (bridges.length < count - genreParagraphs.length)
    throw new Error(`no story has ${count} distinct paragraphs`);
  const rest = genreParagraphs.slice(1);
  const result = genreParagraphs.slice(0, 1);
  while (rest.length > 0 || bridges.length > 0) {
    const takeBridge = random.next() < bridges.length / (bridges.length + rest.length);
    result.push((takeBridge ? bridges : rest).shift()!);
  }
  return result;
}
