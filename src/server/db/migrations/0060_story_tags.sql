CREATE TABLE "story_tags" (
	"story_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "story_tags_story_id_tag_id_pk" PRIMARY KEY("story_id","tag_id"),
	CONSTRAINT "story_tags_position_check" CHECK ("story_tags"."position" between 0 and 19)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"slug" text NOT NULL,
	"canonical_id" uuid,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_length_check" CHECK (char_length("tags"."name") between 1 and 50),
	CONSTRAINT "tags_not_own_synonym_check" CHECK ("tags"."canonical_id" is null or "tags"."canonical_id" <> "tags"."tag_id"),
	CONSTRAINT "tags_use_count_check" CHECK ("tags"."use_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "content_rating" text DEFAULT 'General' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "content_warnings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_canonical_id_tags_tag_id_fk" FOREIGN KEY ("canonical_id") REFERENCES "public"."tags"("tag_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_tags_tag_story_idx" ON "story_tags" USING btree ("tag_id","story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key_unique" ON "tags" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_unique" ON "tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tags_suggest_idx" ON "tags" USING btree ("name_key" text_pattern_ops) WHERE "tags"."canonical_id" is null;--> statement-breakpoint
CREATE INDEX "tags_canonical_idx" ON "tags" USING btree ("canonical_id");--> statement-breakpoint
CREATE INDEX "stories_published_warnings_idx" ON "stories" USING gin ("content_warnings") WHERE "privacy_level" = 'Public' and "publication_status" is not null;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_content_rating_check" CHECK ("stories"."content_rating" in ('General', 'Teen', 'Mature', 'Explicit'));--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_content_warnings_check" CHECK ("stories"."content_warnings" <@ array['Violence', 'Graphic violence', 'Sexual content', 'Self-harm', 'Suicide', 'Substance use', 'Abuse', 'Death of a major character', 'Strong language']::text[]);
--> statement-breakpoint
-- tags.use_count follows the rows of story_tags, whichever path writes them (the tags service,
-- merges, seeders, a story's or an account's deletion cascading). Statement-level triggers with
-- transition tables: one UPDATE per statement and tag.
CREATE OR REPLACE FUNCTION count_tag_uses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tags t SET use_count = t.use_count + d.n
    FROM (SELECT tag_id, count(*)::int AS n FROM new_rows GROUP BY tag_id) d
    WHERE t.tag_id = d.tag_id;
  ELSE
    UPDATE tags t SET use_count = greatest(t.use_count - d.n, 0)
    FROM (SELECT tag_id, count(*)::int AS n FROM old_rows GROUP BY tag_id) d
    WHERE t.tag_id = d.tag_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER story_tags_use_count_insert AFTER INSERT ON story_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_tag_uses();
--> statement-breakpoint
CREATE TRIGGER story_tags_use_count_delete AFTER DELETE ON story_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_tag_uses();
