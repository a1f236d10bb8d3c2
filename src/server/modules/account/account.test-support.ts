import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readerReadingHours } from '../../db/schema/reader-reading-hours';
import { seedBillingRows } from '../billing/billing.test-support';
import {
  buildCharacter,
  buildEvent,
  buildGroup,
  buildStory,
  buildTemplate,
  buildUser,
  buildWorld,
} from '../../db/factories.test-support';
import {
  authVerifications,
  chapters,
  chapterVersions,
  eventEntries,
  eventParticipants,
  events,
  groupInvitations,
  groupJoinRequests,
  groupMembers,
  groupPosts,
  groupReadingList,
  groupThreads,
  notificationPreferences,
  notifications,
  playCreditOffers,
  playDrafts,
  playProposals,
  playEntries,
  playSessionPlayers,
  playSessions,
  reviews,
  sessionParticipants,
  sessions,
  stories,
  storyCollaborators,
  templateAcquisitions,
  userAliases,
  userBookmarks,
  userComments,
  userDailyActivity,
  userFollows,
  userPrivacySettings,
  userReadingProgress,
  userStoryRatings,
  writingLog,
  xpLedger,
} from '../../db/schema/index';
import type { Storage } from '../../storage/storage';
import { seedPaidFeatureRows } from './account-paid-features.test-support';

const hex = () => randomBytes(4).toString('hex');
const published = {
  privacyLevel: 'Public',
  publicationStatus: 'Published',
  publishedAt: new Date(),
} as const;

/** A chapter document with a heading, emphasis and a list, so the Markdown has something to show. */
export const chapterDoc = (sentence: string) => ({
  type: 'doc' as const,
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Arrival' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: sentence },
        { type: 'text', text: ' Really.', marks: [{ type: 'bold' }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ash' }] }] },
      ],
    },
  ],
});

/**
 * One of everything for `me`, plus `other` (another user) with content `me` touches: me rates,
 * reviews, comments on, bookmarks, reads, collaborates on and joins a session of other's story;
 * joins other's group and event; follows and is followed; gets and causes notifications; has a
 * reset token and an uploaded file. `other` also has private things `me` must never see.
 * Returns the ids tests talk about.
 */
export async function seedEverything(db: Db, storage: Storage, me: { id: string }) {
  const other = await buildUser(db, { email: `secret_${hex()}@example.test` });
  const rater = await buildUser(db);

  // Mine.
  await db.insert(userAliases).values({ userId: me.id, alias: `pen_${hex()}` });
  const world = await buildWorld(db, me.id);
  const story = await buildStory(db, me.id, { title: 'The Ember Gate', worldId: world.id, ...published });
  const privateStory = await buildStory(db, me.id, { title: 'Notes Nobody Reads' });
  const [firstChapter] = await db
    .insert(chapters)
    .values([
      {
        storyId: story.id,
        position: 1,
        title: 'First Light',
        content: chapterDoc('The gate opened at dawn.'),
        status: 'published',
      },
      {
        storyId: story.id,
        position: 2,
        title: '',
        content: chapterDoc('Smoke rose over the hills.'),
        status: 'draft',
      },
    ])
    .returning();
  await db.insert(chapterVersions).values({
    chapterId: firstChapter!.id,
    storyId: story.id,
    createdBy: me.id,
    reason: 'manual',
    content: chapterDoc('The gate opened.'),
    wordCount: 3,
  });
  const [mySession] = await db.insert(sessions).values({ storyId: story.id }).returning();
  await db.insert(sessionParticipants).values({ sessionId: mySession!.id, userId: me.id });
  await buildCharacter(db, me.id);
  await buildTemplate(db, me.id);
  const myGroup = await buildGroup(db, me.id);
  await db.insert(groupMembers).values({ groupId: myGroup.id, userId: me.id, role: 'Admin' });
  const myEvent = await buildEvent(db, me.id);
  await db
    .insert(userDailyActivity)
    .values({ userId: me.id, activityDate: '2026-01-05', readingMinutes: 42 });
  await db
    .insert(readerReadingHours)
    .values({ userId: me.id, storyId: story.id, day: '2026-01-05', hour: 21, seconds: 2520, words: 9000 });
  await db.insert(xpLedger).values({ userId: me.id, rule: 'CHAPTER_PUBLISHED', amount: 10, refId: hex() });
  await db.insert(notificationPreferences).values({ userId: me.id, kind: 'follower', enabled: false });
  await db
    .insert(userPrivacySettings)
    .values({ userId: me.id, whoCanFollow: 'nobody' })
    .onConflictDoNothing();
  await db.insert(authVerifications).values({
    identifier: `reset-password:${hex()}`,
    value: me.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await storage.put(
    `profile-images/${me.id}/1-${hex()}.jpg`,
    new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
    'image/jpeg',
  );

  // Other's, touched by me.
  const theirs = await buildStory(db, other.id, { title: 'Their Public Tale', ...published });
  const theirPrivate = await buildStory(db, other.id, { title: `Their Private ${hex()}` });
  await db
    .insert(chapters)
    .values({ storyId: theirPrivate.id, position: 1, content: chapterDoc('A secret sentence.') });
  await db.insert(storyCollaborators).values({ storyId: theirs.id, userId: me.id });
  const [theirSession] = await db.insert(sessions).values({ storyId: theirs.id }).returning();
  await db.insert(sessionParticipants).values({ sessionId: theirSession!.id, userId: me.id });
  await db.insert(userStoryRatings).values([
    { userId: me.id, storyId: theirs.id, rating: 5 },
    { userId: rater.id, storyId: theirs.id, rating: 3 },
  ]);
  await db.update(stories).set({ rating: 4 }).where(eq(stories.id, theirs.id));
  await db.insert(userBookmarks).values({ userId: me.id, storyId: theirs.id });
  await db.insert(userReadingProgress).values({ userId: me.id, storyId: theirs.id, progressPercentage: 40 });
  await db.insert(reviews).values([
    { reviewer: me.id, targetType: 'Story', targetId: theirs.id, overallRating: 5, reviewText: 'Loved it.' },
    { reviewer: me.id, targetType: 'User', targetId: other.id, overallRating: 4 },
    { reviewer: other.id, targetType: 'User', targetId: me.id, overallRating: 2 },
    { reviewer: other.id, targetType: 'Story', targetId: story.id, overallRating: 3 },
  ]);
  const [comment] = await db
    .insert(userComments)
    .values({ userId: me.id, storyId: theirs.id, commentText: 'What a twist.' })
    .returning();
  await db
    .insert(userComments)
    .values({ userId: other.id, storyId: story.id, commentText: 'On your story.' });
  const theirGroup = await buildGroup(db, other.id, { memberCount: 2 });
  await db.insert(groupMembers).values([
    { groupId: theirGroup.id, userId: other.id, role: 'Admin' },
    { groupId: theirGroup.id, userId: me.id },
  ]);
  const [myThread] = await db
    .insert(groupThreads)
    .values({ groupId: theirGroup.id, authorId: me.id, title: 'Prompts', body: 'Share one.', replyCount: 1 })
    .returning();
  await db.insert(groupPosts).values({ threadId: myThread!.id, authorId: me.id, body: 'Mine first.' });
  await db.insert(groupReadingList).values({ groupId: theirGroup.id, storyId: theirs.id, addedBy: me.id });
  const theirPrivateGroup = await buildGroup(db, other.id, { privacyLevel: 'Private' });
  await db.insert(groupJoinRequests).values({ groupId: theirPrivateGroup.id, userId: me.id });
  await db.insert(groupInvitations).values([
    { groupId: myGroup.id, userId: other.id, invitedBy: me.id },
    { groupId: theirPrivateGroup.id, userId: rater.id, invitedBy: other.id },
  ]);
  const theirEvent = await buildEvent(db, other.id, { currentParticipants: 1 });
  await db.insert(eventParticipants).values({ eventId: theirEvent.id, userId: me.id });
  await db.insert(eventEntries).values({ eventId: theirEvent.id, userId: me.id, storyId: story.id });
  await db.insert(writingLog).values({ userId: me.id, minute: new Date('2026-11-01T10:00:00Z'), words: 300 });
  await db.insert(eventParticipants).values({ eventId: myEvent.id, userId: other.id });
  await db.update(events).set({ currentParticipants: 1 }).where(eq(events.id, myEvent.id));
  await db.insert(userFollows).values([
    { followerId: me.id, followingId: other.id },
    { followerId: other.id, followingId: me.id },
  ]);
  await db.insert(notifications).values([
    { recipientId: me.id, kind: 'follower', actorId: other.id },
    { recipientId: other.id, kind: 'follower', actorId: me.id },
  ]);
  // XP other earned from me: the ledger references name me.
  await db.insert(xpLedger).values([
    { userId: other.id, rule: 'FOLLOWER_GAINED', amount: 10, refId: me.id },
    { userId: other.id, rule: 'RATING_RECEIVED', amount: 10, refId: `${theirs.id}:${me.id}` },
    { userId: other.id, rule: 'REVIEW_WRITTEN', amount: 25, refId: `User:${me.id}` },
  ]);
  // Other's private life, unrelated to me.
  await db.insert(userBookmarks).values({ userId: other.id, storyId: theirs.id });
  await db
    .insert(userDailyActivity)
    .values({ userId: other.id, activityDate: '2026-01-05', readingMinutes: 7 });
  await seedBillingRows(db, me.id);
  // A table I run on my story, with other as a player, and my post in its log.
  const [table] = await db
    .insert(playSessions)
    .values({ storyId: story.id, gameMasterId: me.id, title: 'Game night', lastSeq: 1 })
    .returning();
  const [theirTable] = await db
    .insert(playSessions)
    .values({ storyId: theirs.id, gameMasterId: other.id, title: 'Their game' })
    .returning();
  await db.insert(playSessionPlayers).values([
    { sessionId: table!.id, userId: other.id },
    { sessionId: theirTable!.id, userId: me.id },
  ]);
  await db
    .insert(playEntries)
    .values({ sessionId: table!.id, seq: 1, authorId: me.id, kind: 'Narration', text: 'Rain.' });
  // A chapter I drafted from that table, and the credit I offered the other player for it.
  await db.insert(playDrafts).values({ sessionId: table!.id, chapterId: firstChapter!.id, createdBy: me.id });
  await db
    .insert(playCreditOffers)
    .values({ sessionId: table!.id, userId: other.id, storyId: story.id, offeredBy: me.id });
  // A name proposed from that log, which I dismissed.
  await db.insert(playProposals).values({
    sessionId: table!.id,
    nameKey: 'rain',
    name: 'Rain',
    kind: 'Person',
    status: 'Dismissed',
    evidence: [],
    decidedBy: me.id,
  });
  // A template of theirs I downloaded, and a personal API token of mine.
  const theirTemplate = await buildTemplate(db, other.id);
  await db
    .insert(templateAcquisitions)
    .values({ templateId: theirTemplate.id, userId: me.id, kind: 'download' });
  await seedPaidFeatureRows(db, { me, other, story, theirs });

  return {
    other,
    rater,
    story,
    privateStory,
    theirs,
    theirPrivate,
    theirGroup,
    theirEvent,
    myGroup,
    comment: comment!,
  };
}
