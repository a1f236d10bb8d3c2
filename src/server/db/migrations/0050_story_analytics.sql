CREATE TABLE "chapter_views" (
	"chapter_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewer_key" text NOT NULL,
	"story_id" uuid NOT NULL,
	CONSTRAINT "chapter_views_pkey" PRIMARY KEY("chapter_id","day","viewer_key"),
	CONSTRAINT "chapter_views_viewer_key_check" CHECK ("chapter_views"."viewer_key" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "author_daily_stats" (
	"author_id" uuid NOT NULL,
	"day" date NOT NULL,
	"followers_gained" integer DEFAULT 0 NOT NULL,
	"followers_lost" integer DEFAULT 0 NOT NULL,
	"template_sales" integer DEFAULT 0 NOT NULL,
	"earnings_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "author_daily_stats_pkey" PRIMARY KEY("author_id","day"),
	CONSTRAINT "author_daily_stats_counts_check" CHECK ("author_daily_stats"."followers_gained" >= 0 and "author_daily_stats"."followers_lost" >= 0 and "author_daily_stats"."template_sales" >= 0 and "author_daily_stats"."earnings_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chapter_daily_stats" (
	"story_id" uuid NOT NULL,
	"day" date NOT NULL,
	"chapter_id" uuid NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chapter_daily_stats_pkey" PRIMARY KEY("story_id","day","chapter_id"),
	CONSTRAINT "chapter_daily_stats_readers_check" CHECK ("chapter_daily_stats"."readers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "follow_events" (
	"author_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"change" smallint NOT NULL,
	CONSTRAINT "follow_events_change_check" CHECK ("follow_events"."change" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "story_daily_stats" (
	"story_id" uuid NOT NULL,
	"day" date NOT NULL,
	"author_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	"from_internal" integer DEFAULT 0 NOT NULL,
	"from_feed" integer DEFAULT 0 NOT NULL,
	"from_external" integer DEFAULT 0 NOT NULL,
	"from_direct" integer DEFAULT 0 NOT NULL,
	"bookmarks" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"review_total" integer DEFAULT 0 NOT NULL,
	"progress_readers" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "story_daily_stats_pkey" PRIMARY KEY("story_id","day"),
	CONSTRAINT "story_daily_stats_counts_check" CHECK ("story_daily_stats"."views" >= 0 and "story_daily_stats"."readers" >= 0 and "story_daily_stats"."from_internal" >= 0 and "story_daily_stats"."from_feed" >= 0 and "story_daily_stats"."from_external" >= 0 and "story_daily_stats"."from_direct" >= 0 and "story_daily_stats"."bookmarks" >= 0 and "story_daily_stats"."comments" >= 0 and "story_daily_stats"."ratings" >= 0 and "story_daily_stats"."reviews" >= 0 and "story_daily_stats"."progress_readers" >= 0 and "story_daily_stats"."progress_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "story_views" ADD COLUMN "hits" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "story_views" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_views" ADD CONSTRAINT "chapter_views_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_views" ADD CONSTRAINT "chapter_views_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_daily_stats" ADD CONSTRAINT "author_daily_stats_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_daily_stats" ADD CONSTRAINT "chapter_daily_stats_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_daily_stats" ADD CONSTRAINT "chapter_daily_stats_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_events" ADD CONSTRAINT "follow_events_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_daily_stats" ADD CONSTRAINT "story_daily_stats_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_daily_stats" ADD CONSTRAINT "story_daily_stats_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_views_day_idx" ON "chapter_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "author_daily_stats_day_idx" ON "author_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "chapter_daily_stats_day_idx" ON "chapter_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "follow_events_at_idx" ON "follow_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "story_daily_stats_author_day_idx" ON "story_daily_stats" USING btree ("author_id","day");--> statement-breakpoint
CREATE INDEX "story_daily_stats_day_idx" ON "story_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "user_bookmarks_at_idx" ON "user_bookmarks" USING btree ("bookmarked_at");--> statement-breakpoint
CREATE INDEX "user_reading_progress_last_read_idx" ON "user_reading_progress" USING btree ("last_read_at");--> statement-breakpoint
CREATE INDEX "user_story_ratings_rated_idx" ON "user_story_ratings" USING btree ("rated_at");--> statement-breakpoint
CREATE INDEX "reviews_story_created_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."target_type" = 'Story';--> statement-breakpoint
CREATE INDEX "user_comments_created_idx" ON "user_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "template_acquisitions_acquired_idx" ON "template_acquisitions" USING btree ("acquired_at");--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_hits_check" CHECK ("story_views"."hits" >= 1);--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_source_check" CHECK ("story_views"."source" in ('internal', 'feed', 'external', 'direct'));