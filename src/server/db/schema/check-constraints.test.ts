import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { openTestDatabase } from '../../test/test-database';
import {
  buildCharacter,
  buildEvent,
  buildGroup,
  buildStory,
  buildTemplate,
  buildUser,
  buildWorld,
  expectViolation,
} from '../factories.test-support';
import {
  chapters,
  eventParticipants,
  groupMembers,
  reviews,
  storyCollaborators,
  userAliases,
  userComments,
  userDailyActivity,
  userReadingProgress,
  userStoryRatings,
} from './index';

/** Every CHECK constraint refuses a bad row, and the spec's defaults fill an omitted column. */
describe('CHECK constraints and defaults', () => {
  let database: Database;
  let userId: string;
  let storyId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    userId = (await buildUser(database.db)).id;
    storyId = (await buildStory(database.db, userId)).id;
  });
  afterAll(() => database.close());

  it('fills the defaults of SPEC section 5', async () => {
    const db = database.db;
    const character = await buildCharacter(db, userId);
    const world = await buildWorld(db, userId);
    const template = await buildTemplate(db, userId);
    const group = await buildGroup(db, userId);
    const event = await buildEvent(db, userId);
    const story = await buildStory(db, userId);
    const [collaborator] = await db.insert(storyCollaborators).values({ storyId, userId }).returning();
    const [alias] = await db.insert(userAliases).values({ userId, alias: 'default_alias' }).returning();
    expect(character.privacyLevel).toBe('Public');
    expect(world.privacyLevel).toBe('Private');
    expect([template.price, template.downloads]).toEqual([0, 0]);
    expect([group.privacyLevel, group.memberCount]).toEqual(['Public', 1]);
    expect(event.status).toBe('Upcoming');
    expect(story.privacyLevel).toBe('Private');
    expect(collaborator!.role).toBe('Collaborator');
    expect([alias!.visibility, alias!.isPrimary]).toEqual(['public', false]);
  });

  const cases: Array<[string, () => Promise<unknown>]> = [
    ['stories_genre_check', () => buildStory(database.db, userId, { genre: 'Cooking' })],
    ['stories_status_check', () => buildStory(database.db, userId, { status: 'Done' })],
    ['stories_privacy_check', () => buildStory(database.db, userId, { privacyLevel: 'Friends' })],
    ['stories_title_length_check', () => buildStory(database.db, userId, { title: '' })],
    [
      'stories_description_length_check',
      () => buildStory(database.db, userId, { description: 'x'.repeat(5001) }),
    ],
    [
      'stories_publication_status_check',
      () =>
        buildStory(database.db, userId, {
          privacyLevel: 'Public',
          publicationStatus: 'Draft',
          publishedAt: new Date(),
        }),
    ],
    // Half-published rows: a status without a date, or published while Private.
    [
      'stories_publication_consistent_check',
      () => buildStory(database.db, userId, { privacyLevel: 'Public', publicationStatus: 'Published' }),
    ],
    [
      'stories_publication_consistent_check',
      () => buildStory(database.db, userId, { publicationStatus: 'Published', publishedAt: new Date() }),
    ],
    ['stories_counts_check', () => buildStory(database.db, userId, { viewCount: -1 })],
    ['stories_counts_check', () => buildStory(database.db, userId, { wordCount: -5 })],
    ['stories_rating_check', () => buildStory(database.db, userId, { rating: 5.5 })],
    ['stories_early_access_days_check', () => buildStory(database.db, userId, { earlyAccessDays: 31 })],
    ['stories_early_access_days_check', () => buildStory(database.db, userId, { earlyAccessDays: 0 })],
    // Only a draft waits for a public date.
    [
      'chapters_scheduled_draft_check',
      () =>
        database.db
          .insert(chapters)
          .values({ storyId, position: 1, status: 'published', scheduledAt: new Date() }),
    ],
    ['chapters_position_check', () => database.db.insert(chapters).values({ storyId, position: 0 })],
    [
      'chapters_status_check',
      () => database.db.insert(chapters).values({ storyId, position: 1, status: 'live' }),
    ],
    [
      'chapters_content_is_doc_check',
      () =>
        database.db
          .insert(chapters)
          .values({ storyId, position: 1, content: { type: 'paragraph' } as never }),
    ],
    [
      'chapters_word_count_check',
      () => database.db.insert(chapters).values({ storyId, position: 1, wordCount: -1 }),
    ],
    ['characters_privacy_check', () => buildCharacter(database.db, userId, { privacyLevel: 'Hidden' })],
    ['characters_name_length_check', () => buildCharacter(database.db, userId, { name: '' })],
    ['worlds_genre_check', () => buildWorld(database.db, userId, { genre: 'Romance' })],
    ['worlds_privacy_check', () => buildWorld(database.db, userId, { privacyLevel: 'Secret' })],
    ['worlds_technology_level_check', () => buildWorld(database.db, userId, { technologyLevel: 'Steam' })],
    ['templates_type_check', () => buildTemplate(database.db, userId, { type: 'Poem' })],
    ['templates_category_check', () => buildTemplate(database.db, userId, { category: 'Cooking' })],
    ['templates_price_check', () => buildTemplate(database.db, userId, { price: -0.01 })],
    ['templates_downloads_check', () => buildTemplate(database.db, userId, { downloads: -1 })],
    ['templates_rating_check', () => buildTemplate(database.db, userId, { rating: 0 })],
    ['groups_privacy_check', () => buildGroup(database.db, userId, { privacyLevel: 'Secret' })],
    ['groups_category_check', () => buildGroup(database.db, userId, { category: 'Cooking' })],
    ['groups_member_count_check', () => buildGroup(database.db, userId, { memberCount: -1 })],
    ['events_type_check', () => buildEvent(database.db, userId, { type: 'Party' })],
    ['events_status_check', () => buildEvent(database.db, userId, { status: 'Postponed' })],
    [
      'events_dates_check',
      () =>
        buildEvent(database.db, userId, {
          startDate: new Date('2030-01-02'),
          endDate: new Date('2030-01-01'),
        }),
    ],
    [
      'events_participants_check',
      () => buildEvent(database.db, userId, { maxParticipants: 2, currentParticipants: 3 }),
    ],
    ['events_participants_check', () => buildEvent(database.db, userId, { maxParticipants: 0 })],
    [
      'user_reading_progress_percentage_check',
      () => database.db.insert(userReadingProgress).values({ userId, storyId, progressPercentage: 100.5 }),
    ],
    [
      'user_reading_progress_minutes_check',
      () => database.db.insert(userReadingProgress).values({ userId, storyId, readingTimeMinutes: -1 }),
    ],
    [
      'user_daily_activity_counts_check',
      () =>
        database.db
          .insert(userDailyActivity)
          .values({ userId, activityDate: '2030-01-01', readingMinutes: -1 }),
    ],
    [
      'user_story_ratings_rating_check',
      () => database.db.insert(userStoryRatings).values({ userId, storyId, rating: 0 }),
    ],
    [
      'user_story_ratings_rating_check',
      () => database.db.insert(userStoryRatings).values({ userId, storyId, rating: 6 }),
    ],
    [
      'user_comments_text_length_check',
      () => database.db.insert(userComments).values({ userId, storyId, commentText: '' }),
    ],
    [
      'reviews_target_type_check',
      () =>
        database.db
          .insert(reviews)
          .values({ reviewer: userId, targetType: 'Group', targetId: storyId, overallRating: 4 }),
    ],
    [
      'reviews_scores_check',
      () =>
        database.db
          .insert(reviews)
          .values({ reviewer: userId, targetType: 'Story', targetId: storyId, overallRating: 6 }),
    ],
    [
      'reviews_scores_check',
      () =>
        database.db.insert(reviews).values({
          reviewer: userId,
          targetType: 'Story',
          targetId: storyId,
          overallRating: 4,
          creativity: 0,
        }),
    ],
    [
      'reviews_not_self_check',
      () =>
        database.db
          .insert(reviews)
          .values({ reviewer: userId, targetType: 'User', targetId: userId, overallRating: 5 }),
    ],
    [
      'story_collaborators_role_check',
      () => database.db.insert(storyCollaborators).values({ storyId, userId, role: 'Owner' }),
    ],
    [
      'group_members_role_check',
      async () => {
        const group = await buildGroup(database.db, userId);
        await database.db.insert(groupMembers).values({ groupId: group.id, userId, role: 'Owner' });
      },
    ],
    [
      'event_participants_status_check',
      async () => {
        const event = await buildEvent(database.db, userId);
        await database.db.insert(eventParticipants).values({ eventId: event.id, userId, status: 'Maybe' });
      },
    ],
    ['user_aliases_length_check', () => database.db.insert(userAliases).values({ userId, alias: 'ab' })],
    [
      'user_aliases_length_check',
      () => database.db.insert(userAliases).values({ userId, alias: 'a'.repeat(31) }),
    ],
    [
      'user_aliases_lowercase_check',
      () => database.db.insert(userAliases).values({ userId, alias: 'MixedCase' }),
    ],
    [
      'user_aliases_visibility_check',
      () => database.db.insert(userAliases).values({ userId, alias: 'seen_by_all', visibility: 'everyone' }),
    ],
  ];

  it.each(cases)('%s refuses a bad row', async (constraint, action) => {
    await expectViolation(action, constraint);
  });

  it('accepts the boundary values the ranges allow', async () => {
    const db = database.db;
    await buildTemplate(db, userId, { price: 0, rating: 1 });
    await buildStory(db, userId, {
      rating: 5,
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: new Date(),
    });
    await db.insert(userReadingProgress).values({ userId, storyId, progressPercentage: 100 });
    await db.insert(userAliases).values({ userId, alias: 'abc' });
    await db.insert(userAliases).values({ userId, alias: 'a'.repeat(30) });
    await buildEvent(db, userId, { maxParticipants: 1, currentParticipants: 1 });
  });
});
