DROP INDEX "story_daily_stats_author_day_idx";--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "readers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "from_internal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "from_feed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "from_external" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "from_direct" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "bookmarks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "comments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "ratings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "review_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "progress_readers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD COLUMN "progress_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "story_daily_stats_author_day_idx" ON "story_daily_stats" USING btree ("author_id","day","story_id","views","readers");