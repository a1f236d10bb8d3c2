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
CREATE INDEX "story_daily_stats_author_day_idx" ON "story_daily_stats" USING btree ("author_id","day","story_id","views","readers");--> statement-breakpoint
-- Backfill: every author-day already rolled up gets its stories' numbers summed (the rollup job
-- writes them from now on), and an author-day with story rows but no author row gets one.
INSERT INTO "author_daily_stats" ("author_id", "day", "views", "readers", "from_internal", "from_feed", "from_external", "from_direct", "bookmarks", "comments", "ratings", "rating_total", "reviews", "review_total", "progress_readers", "progress_total")
SELECT "author_id", "day", sum("views")::int, sum("readers")::int, sum("from_internal")::int, sum("from_feed")::int, sum("from_external")::int, sum("from_direct")::int, sum("bookmarks")::int, sum("comments")::int, sum("ratings")::int, sum("rating_total")::int, sum("reviews")::int, sum("review_total")::int, sum("progress_readers")::int, sum("progress_total")::int
FROM "story_daily_stats" GROUP BY "author_id", "day"
ON CONFLICT ("author_id", "day") DO UPDATE SET "views" = excluded."views", "readers" = excluded."readers", "from_internal" = excluded."from_internal", "from_feed" = excluded."from_feed", "from_external" = excluded."from_external", "from_direct" = excluded."from_direct", "bookmarks" = excluded."bookmarks", "comments" = excluded."comments", "ratings" = excluded."ratings", "rating_total" = excluded."rating_total", "reviews" = excluded."reviews", "review_total" = excluded."review_total", "progress_readers" = excluded."progress_readers", "progress_total" = excluded."progress_total";
