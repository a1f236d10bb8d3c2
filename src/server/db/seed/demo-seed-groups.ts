import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  groupMembers,
  groupPosts,
  groupReadingList,
  groupThreads,
  groups,
  stories,
  users,
  worlds,
} from '../schema/index';
import { timeAfter, type SeedContext } from './demo-seed-context';

/** Hand-written board threads: title, opening post, replies. */
const DEMO_THREADS: readonly (readonly [string, string, readonly string[]])[] = [
  [
    'Welcome! Introduce yourself',
    'Tell us what you write, what you read, and one book that changed your mind about something.',
    [
      'Hello all. Mostly slow-burn fantasy, reading a lot of Le Guin lately.',
      'Long-time lurker, first post. I write cozy mysteries set in mountain towns.',
      'Sci-fi here. The book: The Dispossessed, no contest.',
      'Welcome, everyone. Glad to have you.',
    ],
  ],
  [
    'Weekly prompt: the door that should not open',
    'Three hundred words, any genre. A door, a rule about it, and someone who breaks the rule.',
    [
      'Mine is a cellar door in a bakery. The bread knows.',
      'I went with an airlock. Of course I did.',
      'Posting tomorrow, this one fought back.',
    ],
  ],
  [
    'How do you outline (or do you)?',
    'Index cards, spreadsheets, vibes? Share what works for a long project.',
    [
      'Beat sheet first, then I ignore half of it.',
      'Pure discovery draft, then a reverse outline to fix the middle.',
      'Scrivener corkboard, colour-coded by point of view.',
    ],
  ],
  [
    'Session recap: the bridge at Harrowmere',
    'Last night the party argued with a toll troll for forty minutes. Turning it into a chapter, notes welcome.',
    ['The troll deserves his own spin-off.', 'Keep the bit about the riddle in verse, it was the highlight.'],
  ],
  [
    'Critique swap: first chapters',
    'Post a link to a published first chapter and critique the one above yours. Be kind, be specific.',
    [
      'Mine is up on my profile. Open to brutal notes on pacing.',
      'Read yours: the opening image is great, the second scene drags a little.',
    ],
  ],
];

/**
 * Brings the 10 demo groups to life (issue 12): two or three board threads each with replies by
 * members (the first pinned in some groups, one locked), a reading list of published stories, and
 * a 'Group Only' world shared with the first three groups by a member who created it. Runs after
 * every other step and draws from the seeded source in a fixed order (groups by name, members by
 * username), so two databases get the same community.
 */
export async function seedDemoGroupContent(ctx: SeedContext): Promise<void> {
  const { tx, random } = ctx;
  const groupList = await tx
    .select({ id: groups.id, createdAt: groups.createdAt })
    .from(groups)
    .orderBy(asc(groups.name));
  const published = await tx
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.privacyLevel, 'Public'), isNotNull(stories.publicationStatus)))
    .orderBy(asc(stories.title));
  for (const [index, group] of groupList.entries()) {
    const members = await tx
      .select({ id: groupMembers.userId, role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, group.id))
      .orderBy(asc(users.username));
    const threads = random.sample(DEMO_THREADS, random.int(2, 3));
    for (const [n, [title, body, replies]] of threads.entries()) {
      const startedAt = timeAfter(ctx, group.createdAt);
      const [thread] = await tx
        .insert(groupThreads)
        .values({
          groupId: group.id,
          authorId: random.pick(members).id,
          title,
          body,
          pinned: n === 0 && index % 2 === 0,
          locked: n === 2,
          createdAt: startedAt,
          lastPostAt: startedAt,
        })
        .returning({ id: groupThreads.id });
      let at = startedAt;
      const chosen = replies.slice(0, random.int(1, replies.length));
      for (const reply of chosen) {
        at = timeAfter(ctx, at);
        await tx
          .insert(groupPosts)
          .values({ threadId: thread!.id, authorId: random.pick(members).id, body: reply, createdAt: at });
      }
      await tx
        .update(groupThreads)
        .set({ replyCount: chosen.length, lastPostAt: at })
        .where(eq(groupThreads.id, thread!.id));
    }
    if (published.length > 0) {
      await tx.insert(groupReadingList).values(
        random.sample(published, Math.min(published.length, random.int(2, 4))).map((s) => ({
          groupId: group.id,
          storyId: s.id,
          addedBy: random.pick(members).id,
          addedAt: timeAfter(ctx, group.createdAt),
        })),
      );
    }
    if (index < 3)
      await shareAWorld(
        ctx,
        group.id,
        members.map((m) => m.id),
      );
  }
}

/** Makes one world of a member (not already shared) 'Group Only' and shares it with the group. */
async function shareAWorld(ctx: SeedContext, groupId: string, memberIds: string[]): Promise<void> {
  const [world] = await ctx.tx
    .select({ id: worlds.id })
    .from(worlds)
    .where(and(inArray(worlds.creator, memberIds), sql`${worlds.sharedGroupId} is null`))
    .orderBy(asc(worlds.name))
    .limit(1);
  if (world)
    await ctx.tx
      .update(worlds)
      .set({ privacyLevel: 'Group Only', sharedGroupId: groupId })
      .where(eq(worlds.id, world.id));
}
