import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  aiAccountSettings,
  aiGenerations,
  authorBrands,
  apiTokens,
  authorDailyStats,
  filterPresets,
  authorMutes,
  commissionEvents,
  commissionLedger,
  commissionSettings,
  commissions,
  betaAnswers,
  betaComments,
  betaReaders,
  betaReads,
  chapters,
  followEvents,
  storyDailyStats,
  supportMessages,
  supportRequests,
  monthlyReadingMinutes,
  tipAllocationMonths,
  tipAllocationShares,
  tipAllocations,
  tips,
} from '../../db/schema/index';

const hex = () => randomBytes(4).toString('hex');

/**
 * The rows of the paid half that an account's export and deletion must handle: tips both ways,
 * a monthly tip allocation (its split, a closed month, reading minutes per author),
 * a personal API token, a writing-assistant generation and AI switch, and a support request with
 * an internal note written by support (someone else's words, never exported as mine), and a
 * saved filter preset.
 */
export async function seedPaidFeatureRows(
  db: Db,
  {
    me,
    other,
    story,
    theirs,
  }: { me: { id: string }; other: { id: string }; story: { id: string }; theirs: { id: string } },
) {
  // A tip I sent them for their story, and one they sent me.
  await db.insert(tips).values([
    {
      tipperId: me.id,
      creatorId: other.id,
      storyId: theirs.id,
      amountCents: 300,
      currency: 'usd',
      source: 'one-off',
      status: 'paid',
      paidAt: new Date(),
    },
    {
      tipperId: other.id,
      creatorId: me.id,
      amountCents: 200,
      currency: 'usd',
      source: 'one-off',
      status: 'paid',
      paidAt: new Date(),
    },
  ]);
  // My commission settings, and a commission I asked them for, paid and held, with its step.
  await db
    .insert(commissionSettings)
    .values({ creatorId: me.id, minPriceCents: 1_000, maxPriceCents: 5_000, turnaroundDays: 7, maxOpen: 2 });
  const [commission] = await db
    .insert(commissions)
    .values({
      patronId: me.id,
      creatorId: other.id,
      state: 'in_progress',
      brief: 'A story about a lighthouse keeper.',
      lengthWords: 2000,
      deadline: '2026-12-31',
      priceCents: 2_000,
      idempotencyKey: `export-${hex()}`,
    })
    .returning();
  await db
    .insert(commissionEvents)
    .values({ commissionId: commission!.id, toState: 'requested', actorId: me.id });
  await db.insert(commissionLedger).values({
    commissionId: commission!.id,
    kind: 'hold',
    patronId: me.id,
    creatorId: other.id,
    amountCents: 2_000,
    currency: 'usd',
  });
  // A beta read I opened on my story, and one of theirs I read, with my comment and answer.
  await db.insert(betaReads).values({ storyId: story.id, openedBy: me.id });
  const [read] = await db.insert(betaReads).values({ storyId: theirs.id, openedBy: other.id }).returning();
  const [draft] = await db
    .insert(chapters)
    .values({ storyId: theirs.id, position: 90, title: 'Draft' })
    .returning();
  await db.insert(betaReaders).values({ betaReadId: read!.id, userId: me.id, status: 'active' });
  const anchor = { anchorStart: 'AA==', anchorEnd: 'AA==' };
  await db.insert(betaComments).values({
    betaReadId: read!.id,
    chapterId: draft!.id,
    readerId: me.id,
    body: 'Lovely.',
    quote: 'the sea',
    ...anchor,
  });
  await db
    .insert(betaAnswers)
    .values({ betaReadId: read!.id, chapterId: draft!.id, readerId: me.id, answer: 'Yes.' });
  // My monthly allocation: split by hand to them, a month closed, and what I read of them.
  await db.insert(tipAllocations).values({ userId: me.id, mode: 'percent' });
  await db.insert(tipAllocationShares).values({ userId: me.id, creatorId: other.id, percent: 100 });
  await db
    .insert(tipAllocationMonths)
    .values({ patronId: me.id, month: '2026-01-01', allocationCents: 500, tips: 1 });
  await db
    .insert(monthlyReadingMinutes)
    .values({ userId: me.id, authorId: other.id, month: '2026-01-01', minutes: 42 });
  await db.insert(apiTokens).values({
    userId: me.id,
    name: 'export script',
    scope: 'read',
    tokenHash: hex().padEnd(64, '0'),
    hint: 'ink_abcd',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  // A completed generation of the writing assistant, and AI turned off for my stories.
  await db.insert(aiGenerations).values({
    userId: me.id,
    storyId: story.id,
    kind: 'continue',
    status: 'completed',
    finishedAt: new Date(),
  });
  await db.insert(aiAccountSettings).values({ userId: me.id, enabled: false });
  // A support request of theirs, assigned to someone, with an internal note by support (not theirs).
  const [help] = await db
    .insert(supportRequests)
    .values({
      userId: me.id,
      subject: 'Help',
      priorityRank: 2,
      assigneeId: other.id,
      firstResponseDueAt: new Date(),
    })
    .returning();
  await db.insert(supportMessages).values([
    { requestId: help!.id, authorId: me.id, body: 'My question' },
    { requestId: help!.id, authorId: other.id, fromSupport: true, internal: true, body: 'Internal note' },
  ]);
  // A day of my story's analytics rollups, and a follow of me (the raw event names no follower).
  await db
    .insert(storyDailyStats)
    .values({ storyId: story.id, authorId: me.id, day: '2026-01-05', views: 3, readers: 2 });
  await db.insert(authorDailyStats).values({ authorId: me.id, day: '2026-01-05', followersGained: 1 });
  await db.insert(followEvents).values({ authorId: me.id, change: 1 });
  await db.insert(authorBrands).values({ userId: me.id, accentColor: '#7a1f5c', footerLine: 'My line' });
  // A saved library filter preset (Story Connoisseur's advanced filters).
  await db
    .insert(filterPresets)
    .values({ userId: me.id, name: 'Long and done', filters: { progress: 'complete' } });
  // A muted author (issue 25): mine to export, gone with either account.
  await db.insert(authorMutes).values({ userId: me.id, authorId: other.id });
}
