-- Custom SQL migration file, put your code below! --
-- stories.word_count and chapter_count are the sums over the story's chapters (all of them,
-- drafts too), whichever path writes the chapters: the chapter API, live-room saves, 'Use this
-- template', seeders, scripts, cascades. A statement-level trigger sets the touched stories'
-- counts to the absolute sums (never an increment), so code that sets them too, or a seeder
-- that presets them, agrees with it and nothing is counted twice. Safe to run again.
CREATE OR REPLACE FUNCTION set_story_chapter_sums(story_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF story_ids IS NULL OR cardinality(story_ids) = 0 THEN
    RETURN;
  END IF;
  -- Lock the stories first (the chapter code holds these locks already), then sum in a new
  -- statement: under READ COMMITTED it sees every chapter committed by a writer that held the
  -- lock before, so two transactions writing chapters of one story never leave a stale sum.
  PERFORM 1 FROM stories WHERE story_id = ANY (story_ids) ORDER BY story_id FOR NO KEY UPDATE;
  UPDATE stories s SET word_count = c.w, chapter_count = c.n
  FROM (SELECT a.story_id, coalesce(sum(ch.word_count), 0)::int AS w, count(ch.chapter_id)::int AS n
        FROM unnest(story_ids) AS a(story_id) LEFT JOIN chapters ch ON ch.story_id = a.story_id
        GROUP BY a.story_id) c
  WHERE s.story_id = c.story_id AND (s.word_count <> c.w OR s.chapter_count <> c.n);
END;
$$;
--> statement-breakpoint
-- An UPDATE trigger with transition tables cannot name columns, so the function picks the rows
-- whose story or word count changed (a title, status or position change sums nothing).
CREATE OR REPLACE FUNCTION sum_story_chapters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM set_story_chapter_sums(ARRAY(SELECT DISTINCT story_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM set_story_chapter_sums(ARRAY(SELECT DISTINCT story_id FROM old_rows));
  ELSE
    PERFORM set_story_chapter_sums(ARRAY(
      SELECT n.story_id FROM new_rows n LEFT JOIN old_rows o ON o.chapter_id = n.chapter_id
      WHERE o.chapter_id IS NULL OR o.story_id <> n.story_id OR o.word_count <> n.word_count
      UNION
      SELECT o.story_id FROM old_rows o LEFT JOIN new_rows n ON n.chapter_id = o.chapter_id
      WHERE n.chapter_id IS NULL OR o.story_id <> n.story_id OR o.word_count <> n.word_count));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS chapters_story_sums_insert ON chapters;
--> statement-breakpoint
CREATE TRIGGER chapters_story_sums_insert AFTER INSERT ON chapters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_story_chapters();
--> statement-breakpoint
DROP TRIGGER IF EXISTS chapters_story_sums_update ON chapters;
--> statement-breakpoint
CREATE TRIGGER chapters_story_sums_update AFTER UPDATE ON chapters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_story_chapters();
--> statement-breakpoint
DROP TRIGGER IF EXISTS chapters_story_sums_delete ON chapters;
--> statement-breakpoint
CREATE TRIGGER chapters_story_sums_delete AFTER DELETE ON chapters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sum_story_chapters();
--> statement-breakpoint
-- Repair: stories written before this (a template's story showed 0 chapters and 0 words) get
-- their sums; stories already right are not written.
UPDATE stories s SET word_count = c.w, chapter_count = c.n
FROM (SELECT st.story_id, coalesce(sum(ch.word_count), 0)::int AS w, count(ch.chapter_id)::int AS n
      FROM stories st LEFT JOIN chapters ch ON ch.story_id = st.story_id
      GROUP BY st.story_id) c
WHERE s.story_id = c.story_id AND (s.word_count <> c.w OR s.chapter_count <> c.n);
