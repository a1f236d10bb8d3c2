import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildTemplate } from '../../db/factories.test-support';
import { buildChapterOf, buildPublishedStory } from '../library/library.test-support';

const key = (i: number) => i.toString(16).padStart(64, '0');

/**
 * A published story of `authorId` with three chapters and one UTC day's raw events: 3 readers
 * (5 page opens; from a feed, an outside site and an Inkforge page), chapter readers 3, 2, 1,
 * a bookmark, a comment, a 4-star rating and a 5-star review from `readerId`, and that reader's
 * progress at 60 percent, all at noon of `day`; plus two follows and an unfollow of the author
 * and one template sale of theirs for 499 cents.
 */
export async function storyWithOneDay(db: Db, authorId: string, readerId: string, day: string) {
  const story = await buildPublishedStory(db, authorId, { title: 'Analytics tale' });
  const chapters = await Promise.all([1, 2, 3].map((p) => buildChapterOf(db, story.id, p)));
  const noon = `${day}T12:00:00Z`;
  const sources = ['feed', 'external', 'internal'];
  for (let i = 0; i < 3; i++)
    await db.execute(sql`insert into story_views (story_id, day, viewer_key, hits, source)
      values (${story.id}, ${day}, ${key(i)}, ${i === 0 ? 3 : 1}, ${sources[i]})`);
  for (const [index, readers] of [3, 2, 1].entries())
    for (let i = 0; i < readers; i++)
      await db.execute(sql`insert into chapter_views (chapter_id, day, viewer_key, story_id)
        values (${chapters[index]!.id}, ${day}, ${key(i)}, ${story.id})`);
  await db.execute(
    sql`insert into user_bookmarks (user_id, story_id, bookmarked_at) values (${readerId}, ${story.id}, ${noon})`,
  );
  await db.execute(sql`insert into user_comments (user_id, story_id, comment_text, created_at)
    values (${readerId}, ${story.id}, 'Lovely', ${noon})`);
  await db.execute(
    sql`insert into user_story_ratings (user_id, story_id, rating, rated_at) values (${readerId}, ${story.id}, 4, ${noon})`,
  );
  await db.execute(sql`insert into reviews (reviewer, target_type, target_id, overall_rating, writing_quality, creativity, collaboration, review_text, created_at)
    values (${readerId}, 'Story', ${story.id}, 5, 5, 5, 5, 'Great', ${noon})`);
  await db.execute(sql`insert into user_reading_progress (user_id, story_id, progress_percentage, last_read_at)
    values (${readerId}, ${story.id}, 60, ${noon})`);
  await db.execute(sql`insert into follow_events (author_id, at, change) values
    (${authorId}, ${noon}, 1), (${authorId}, ${noon}, 1), (${authorId}, ${noon}, -1)`);
  const template = await buildTemplate(db, authorId, { price: 4.99 });
  await db.execute(sql`insert into template_acquisitions (template_id, user_id, kind, amount_cents, acquired_at)
    values (${template.id}, ${readerId}, 'purchase', 499, ${noon})`);
  return { story, chapters };
}
