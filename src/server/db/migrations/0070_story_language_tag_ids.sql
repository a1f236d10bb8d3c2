ALTER TABLE "stories" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "stories_published_tag_ids_idx" ON "stories" USING gin ("tag_ids") WHERE "privacy_level" = 'Public' and "publication_status" is not null;--> statement-breakpoint
CREATE INDEX "stories_published_language_views_idx" ON "stories" USING btree ("language","view_count" DESC NULLS FIRST,"story_id") WHERE "privacy_level" = 'Public' and "publication_status" is not null;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_language_check" CHECK ("stories"."language" in ('en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'sv', 'tr', 'ru', 'uk', 'ar', 'hi', 'id', 'vi', 'ja', 'ko', 'zh'));--> statement-breakpoint
-- stories.tag_ids follows the story's rows in story_tags, whichever path writes them (the tags
-- service, merges, seeders, cascades): statement-level triggers recompute the array of every
-- story the statement touched. The stories rows are locked first, in id order, and the array is
-- read by the next statement, which in READ COMMITTED sees what a concurrent writer committed
-- before it released the row: two transactions tagging one story at once cannot lose a tag.
CREATE OR REPLACE FUNCTION sync_story_tag_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT story_id) INTO touched FROM new_rows;
  ELSE
    SELECT array_agg(DISTINCT story_id) INTO touched FROM old_rows;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM stories WHERE story_id = ANY (touched) ORDER BY story_id FOR UPDATE;
  UPDATE stories s SET tag_ids = coalesce(
    (SELECT array_agg(st.tag_id ORDER BY st.tag_id) FROM story_tags st WHERE st.story_id = s.story_id),
    '{}'::uuid[])
  WHERE s.story_id = ANY (touched);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER story_tags_sync_tag_ids_insert AFTER INSERT ON story_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_story_tag_ids();
--> statement-breakpoint
CREATE TRIGGER story_tags_sync_tag_ids_delete AFTER DELETE ON story_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_story_tag_ids();
--> statement-breakpoint
UPDATE stories s SET tag_ids = t.ids
FROM (SELECT story_id, array_agg(tag_id ORDER BY tag_id) AS ids FROM story_tags GROUP BY story_id) t
WHERE t.story_id = s.story_id;
