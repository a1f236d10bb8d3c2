CREATE TABLE "beta_answers" (
	"beta_read_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beta_answers_beta_read_id_chapter_id_reader_id_pk" PRIMARY KEY("beta_read_id","chapter_id","reader_id")
);
--> statement-breakpoint
CREATE TABLE "beta_comments" (
	"beta_comment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beta_read_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"body" text NOT NULL,
	"quote" text NOT NULL,
	"anchor_start" text NOT NULL,
	"anchor_end" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beta_read_chapters" (
	"beta_read_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"question" text,
	CONSTRAINT "beta_read_chapters_beta_read_id_chapter_id_pk" PRIMARY KEY("beta_read_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "beta_readers" (
	"beta_read_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beta_readers_beta_read_id_user_id_pk" PRIMARY KEY("beta_read_id","user_id"),
	CONSTRAINT "beta_readers_status_check" CHECK ("beta_readers"."status" in ('active', 'applied'))
);
--> statement-breakpoint
CREATE TABLE "beta_reads" (
	"beta_read_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"opened_by" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"allow_applications" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "beta_reads_state_check" CHECK ("beta_reads"."state" in ('open', 'ended')),
	CONSTRAINT "beta_reads_ended_check" CHECK (("beta_reads"."state" = 'ended') = ("beta_reads"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "beta_answers" ADD CONSTRAINT "beta_answers_beta_read_id_beta_reads_beta_read_id_fk" FOREIGN KEY ("beta_read_id") REFERENCES "public"."beta_reads"("beta_read_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_answers" ADD CONSTRAINT "beta_answers_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_answers" ADD CONSTRAINT "beta_answers_reader_id_users_user_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_comments" ADD CONSTRAINT "beta_comments_beta_read_id_beta_reads_beta_read_id_fk" FOREIGN KEY ("beta_read_id") REFERENCES "public"."beta_reads"("beta_read_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_comments" ADD CONSTRAINT "beta_comments_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_comments" ADD CONSTRAINT "beta_comments_reader_id_users_user_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_read_chapters" ADD CONSTRAINT "beta_read_chapters_beta_read_id_beta_reads_beta_read_id_fk" FOREIGN KEY ("beta_read_id") REFERENCES "public"."beta_reads"("beta_read_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_read_chapters" ADD CONSTRAINT "beta_read_chapters_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_readers" ADD CONSTRAINT "beta_readers_beta_read_id_beta_reads_beta_read_id_fk" FOREIGN KEY ("beta_read_id") REFERENCES "public"."beta_reads"("beta_read_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_readers" ADD CONSTRAINT "beta_readers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_reads" ADD CONSTRAINT "beta_reads_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_reads" ADD CONSTRAINT "beta_reads_opened_by_users_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beta_answers_chapter_idx" ON "beta_answers" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "beta_answers_reader_idx" ON "beta_answers" USING btree ("reader_id");--> statement-breakpoint
CREATE INDEX "beta_comments_read_idx" ON "beta_comments" USING btree ("beta_read_id","chapter_id","created_at");--> statement-breakpoint
CREATE INDEX "beta_comments_chapter_idx" ON "beta_comments" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "beta_comments_reader_idx" ON "beta_comments" USING btree ("reader_id");--> statement-breakpoint
CREATE INDEX "beta_read_chapters_chapter_idx" ON "beta_read_chapters" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "beta_readers_user_idx" ON "beta_readers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beta_reads_story_idx" ON "beta_reads" USING btree ("story_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version', 'event_start', 'event_deadline', 'event_winner', 'template_sale', 'tip', 'play_credit', 'commission', 'beta_invite', 'beta_comment', 'beta_end'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version', 'event_start', 'event_deadline', 'event_winner', 'template_sale', 'tip', 'play_credit', 'commission', 'beta_invite', 'beta_comment', 'beta_end'));