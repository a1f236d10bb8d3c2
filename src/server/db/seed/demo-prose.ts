import type { GenreProse, StoryGenre } from './demo-prose-types';
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
