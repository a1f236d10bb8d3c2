CREATE TABLE "story_views" (
	"story_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewer_key" text NOT NULL,
	CONSTRAINT "story_views_pkey" PRIMARY KEY("story_id","day","viewer_key"),
	CONSTRAINT "story_views_viewer_key_check" CHECK ("story_views"."viewer_key" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD COLUMN "current_chapter_id" uuid;--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD COLUMN "position_in_chapter" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD COLUMN "reading_seconds_carry" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_views_day_idx" ON "story_views" USING btree ("day");--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD CONSTRAINT "user_reading_progress_current_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("current_chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_reading_progress_chapter_idx" ON "user_reading_progress" USING btree ("current_chapter_id");--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD CONSTRAINT "user_reading_progress_position_check" CHECK ("user_reading_progress"."position_in_chapter" between 0 and 1);--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD CONSTRAINT "user_reading_progress_carry_check" CHECK ("user_reading_progress"."reading_seconds_carry" between 0 and 59);