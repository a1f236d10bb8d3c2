import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { signInAs } from './sign-in-as';

/**
 * What the framework-tax routes open, chosen from the seeded database the same way every run:
 * a published story with a few chapters and comments (like most of the library), an author with
 * a typical number of stories for My Stories, and a sitemap page of stories (the range of the
 * second hundredth of the story ids, 10,000 at a million stories: not the first page, which also lists the static pages).
 */
export async function benchFixtures(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async (text: string) => {
    const { rows } = await client.query<{ v: string }>(text);
    if (!rows[0]) throw new Error(`no fixture for ${text}: seed the database first`);
    return rows[0].v;
  };
  try {
    const storyId = await one(`select s.story_id as v from stories s
      where s.privacy_level = 'Public' and s.publication_status is not null and s.chapter_count between 2 and 5
        and exists (select 1 from user_comments c where c.story_id = s.story_id)
      order by s.story_id limit 1`);
    const ownerId = await one(`select created_by as v from stories where created_by in
        (select user_id from users order by user_id limit 100)
      group by created_by order by count(*) desc, created_by limit 1`);
    const from = await one(
      `select story_id::text as v from stories order by story_id offset (select count(*) / 100 from stories) limit 1`,
    );
    const to = await one(
      `select story_id::text as v from stories order by story_id offset (select count(*) / 50 from stories) limit 1`,
    );
    return { storyId, ownerId, sitemap: { from, to } };
  } finally {
    await client.end();
  }
}

/** The Cookie header of `userId` signed in through the app's sign-in API. */
export async function signedInHeaders(url: string, appUrl: string, userId: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    return await signInAs(database, appUrl, userId);
  } finally {
    await database.close();
  }
}
