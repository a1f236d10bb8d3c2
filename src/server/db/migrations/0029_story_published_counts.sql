ALTER TABLE "stories" ADD COLUMN "published_word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "published_chapter_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_published_counts_check" CHECK ("stories"."published_word_count" >= 0 and "stories"."published_chapter_count" >= 0 and "stories"."rating_count" >= 0);