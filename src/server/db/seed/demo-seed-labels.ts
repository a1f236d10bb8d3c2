import { sql } from 'drizzle-orm';
import type { ContentRating, ContentWarning } from '@common/story-labels';
import { createTagsRepository } from '../../modules/tags/tags.repository';
import type { DemoStory, SeedContext } from './demo-seed-context';
import { createRandom } from './prng';

/** Its own sequence, so labelling the stories changes no other demo data. */
const LABELS_SEED = 2025_11;

type GenreLabels = { tags: string[]; ratings: ContentRating[]; warnings: ContentWarning[] };

/** Tags shared across genres, so a tag page lists stories of several kinds. */
const SHARED = [
  'Found Family',
  'Slow Burn',
  'Hurt/Comfort',
  'Enemies to Lovers',
  'Unreliable Narrator',
  'Mentor',
];

const BY_GENRE: Record<string, GenreLabels> = {
  Fantasy: {
    tags: ['Dragons', 'Magic Academy', 'Quest', 'Forgotten Gods', 'Smithcraft', 'Prophecy'],
    ratings: ['Teen', 'General', 'Mature'],
    warnings: ['Violence', 'Death of a major character'],
  },
  'Sci-Fi': {
    tags: ['Space Opera', 'Artificial Intelligence', 'First Contact', 'Generation Ship', 'Cyberpunk'],
    ratings: ['Teen', 'General'],
    warnings: ['Violence', 'Strong language'],
  },
  Modern: {
    tags: ['Small Town', 'Coming of Age', 'Workplace', 'Second Chances', 'Slice of Life'],
    ratings: ['General', 'Teen'],
    warnings: ['Substance use', 'Strong language'],
  },
  Historical: {
    tags: ['Regency', 'War', 'Court Intrigue', 'Age of Sail', 'Letters'],
    ratings: ['Teen', 'Mature'],
    warnings: ['Violence', 'Death of a major character'],
  },
  Horror: {
    tags: ['Haunted House', 'Cosmic Horror', 'Folk Horror', 'Body Horror', 'Survival'],
    ratings: ['Mature', 'Mature', 'Explicit'],
    warnings: ['Graphic violence', 'Self-harm', 'Death of a major character'],
  },
  Romance: {
    tags: ['Fake Dating', 'Second Chances', 'Friends to Lovers', 'Royalty', 'Letters'],
    ratings: ['Teen', 'Mature'],
    warnings: ['Sexual content', 'Abuse'],
  },
  Mystery: {
    tags: ['Detective', 'Locked Room', 'Cold Case', 'Small Town', 'Heist'],
    ratings: ['Teen'],
    warnings: ['Violence', 'Substance use'],
  },
  Adventure: {
    tags: ['Treasure Hunt', 'Age of Sail', 'Survival', 'Quest', 'Lost City'],
    ratings: ['General', 'Teen'],
    warnings: ['Violence', 'Strong language'],
  },
};

/**
 * Tags (2 to 6, some shared across genres), a content rating and one or two content warnings on
 * every demo story (issue 25), through the tags repository, so spellings and use counts are the
 * app's own. The stories' updated_at stays as seeded.
 */
export async function seedDemoLabels(ctx: SeedContext, storyList: DemoStory[]): Promise<void> {
  const random = createRandom(LABELS_SEED);
  const tags = createTagsRepository(ctx.tx);
  for (const story of storyList) {
    const labels = BY_GENRE[story.genre] ?? BY_GENRE.Fantasy!;
    const names = [
      ...random.sample(labels.tags, random.int(2, 4)),
      ...random.sample(SHARED, random.int(0, 2)),
    ];
    const rows = await tags.resolve(names);
    await tags.setStoryTags(
      story.id,
      rows.map((row) => row.id),
    );
    const warnings = random.sample(labels.warnings, random.int(1, 2));
    await ctx.tx.execute(
      sql`update stories set content_rating = ${random.pick(labels.ratings)},
        content_warnings = ${`{${warnings.map((w) => `"${w}"`).join(',')}}`}::text[]
        where story_id = ${story.id}`,
    );
  }
}
