import { templates, templateVersions } from '../schema/index';
import type { DemoUser, SeedContext } from './demo-seed-context';
import { daysBefore } from './demo-seed-context';

const NAME = 'The Weaver’s Crown: a Five-Act Epic';
const DESCRIPTION =
  'A five-act structure for a long fantasy epic about a crown that chooses its bearer: the call, the gathering, the betrayal, the fall and the reckoning, with the beats a serial writer can publish a chapter at a time.';
const beat = (title: string, notes: string) => ({ title, notes });
const CONTENT = {
  acts: [
    {
      title: 'Act I: The Crown Chooses',
      notes: 'An ordinary life, and the crown that will not stay on its cushion.',
      beats: [
        beat('The coronation that fails', 'The heir is refused by the crown in front of the court.'),
        beat('The wrong hands', 'It answers a stablehand instead, and everyone saw.'),
      ],
    },
    {
      title: 'Act II: The Gathering',
      notes: 'Allies with their own reasons.',
      beats: [
        beat('The exile’s bargain', 'The refused heir offers help at a price.'),
        beat('The road north', 'A map, a thief and a promise that cannot be kept.'),
      ],
    },
    {
      title: 'Act III: The Betrayal',
      notes: 'The midpoint turns the crown into a weapon.',
      beats: [beat('The price named', 'The bargain was for the crown, not the bearer.')],
    },
    {
      title: 'Act IV: The Fall',
      notes: 'Everything the bearer built is taken.',
      beats: [beat('The empty hall', 'The crown goes quiet; the court forgets the bearer’s name.')],
    },
    {
      title: 'Act V: The Reckoning',
      notes: 'A choice the crown cannot make for them.',
      beats: [beat('The last refusal', 'The bearer gives the crown back, and it finally listens.')],
    },
  ],
};

/**
 * aria (Master Weaver) has one exclusive template (issue 27): not for sale, used at no charge by
 * Master Weaver creators, shown to everyone else with the plan's name. Seeded after the demo's
 * acquisitions and reviews, and with no draw from its random source, so the rest of the demo is
 * what it was; nobody holds it.
 */
export async function seedDemoExclusiveTemplate(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const aria = people.find((p) => p.username === 'aria');
  if (!aria) return;
  const createdAt = daysBefore(ctx, 12);
  const [row] = await ctx.tx
    .insert(templates)
    .values({
      name: NAME,
      type: 'Story Structure',
      description: DESCRIPTION,
      content: CONTENT,
      creator: aria.id,
      price: 9.99,
      category: 'Fantasy',
      downloads: 0,
      coverImage: '/template-covers/story-structure-2.svg',
      licence: 'personal',
      status: 'published',
      exclusive: true,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: templates.id });
  await ctx.tx.insert(templateVersions).values({
    templateId: row!.id,
    version: 1,
    content: CONTENT,
    changelog: 'Initial version',
    createdAt,
  });
}
