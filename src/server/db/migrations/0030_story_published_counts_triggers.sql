-- Custom SQL migration file, put your code below! --
-- stories.published_chapter_count / published_word_count follow the story's published chapters,
-- and stories.rating_count its rows in user_story_ratings, whichever path writes them (the
-- chapter service, live-session saves, seeders, cascades). Statement-level triggers with
-- transition tables: one UPDATE per statement and story, however many rows it touched.
CREATE OR REPLACE FUNCTION count_published_chapters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE stories s SET published_chapter_count = s.published_chapter_count + d.n,
                         published_word_count = s.published_word_count + d.w
    FROM (SELECT story_id, count(*)::int AS n, sum(word_count)::int AS w FROM new_rows
          WHERE status = 'published' GROUP BY story_id) d
    WHERE s.story_id = d.story_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE stories s SET published_chapter_count = s.published_chapter_count - d.n,
                         published_word_count = s.published_word_count - d.w
    FROM (SELECT story_id, count(*)::int AS n, sum(word_count)::int AS w FROM old_rows
          WHERE status = 'published' GROUP BY story_id) d
    WHERE s.story_id = d.story_id;
  ELSE
    UPDATE stories s SET published_chapter_count = s.published_chapter_count + d.n,
                         published_word_count = s.published_word_count + d.w
    FROM (SELECT story_id, sum(n)::int AS n, sum(w)::int AS w
          FROM (SELECT story_id, 1 AS n, word_count AS w FROM new_rows WHERE status = 'published'
                UNION ALL
                SELECT story_id, -1, -word_count FROM old_rows WHERE status = 'published') x
          GROUP BY story_id) d
    WHERE s.story_id = d.story_id AND (d.n <> 0 OR d.w <> 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER chapters_published_count_insert AFTER INSERT ON chapters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_published_chapters();
--> statement-breakpoint
CREATE TRIGGER chapters_published_count_update AFTER UPDATE ON chapters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_published_chapters();
--> statement-breakpoint
CREATE TRIGGER chapters_published_count_delete AFTER DELETE ON chapters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_published_chapters();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_story_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE stories s SET rating_count = s.rating_count + d.n
    FROM (SELECT story_id, count(*)::int AS n FROM new_rows GROUP BY story_id) d
    WHERE s.story_id = d.story_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE stories s SET rating_count = s.rating_count - d.n
    FROM (SELECT story_id, count(*)::int AS n FROM old_rows GROUP BY story_id) d
    WHERE s.story_id = d.story_id;
  ELSE
    UPDATE stories s SET rating_count = s.rating_count + d.n
    FROM (SELECT story_id, sum(n)::int AS n
          FROM (SELECT story_id, 1 AS n FROM new_rows UNION ALL SELECT story_id, -1 FROM old_rows) x
          GROUP BY story_id) d
    WHERE s.story_id = d.story_id AND d.n <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_story_ratings_count_insert AFTER INSERT ON user_story_ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_story_ratings();
--> statement-breakpoint
CREATE TRIGGER user_story_ratings_count_update AFTER UPDATE ON user_story_ratings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_story_ratings();
--> statement-breakpoint
CREATE TRIGGER user_story_ratings_count_delete AFTER DELETE ON user_story_ratings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_story_ratings();
--> statement-breakpoint
-- Backfill (the triggers above already count any row written from here on in this transaction).
UPDATE stories s SET published_chapter_count = c.n, published_word_count = c.w
FROM (SELECT story_id, count(*)::int AS n, sum(word_count)::int AS w FROM chapters
      WHERE status = 'published' GROUP BY story_id) c
WHERE s.story_id = c.story_id;
--> statement-breakpoint
UPDATE stories s SET rating_count = r.n
FROM (SELECT story_id, count(*)::int AS n FROM user_story_ratings GROUP BY story_id) r
WHERE s.story_id = r.story_id;
