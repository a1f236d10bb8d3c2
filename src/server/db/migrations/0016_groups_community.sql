CREATE TABLE "group_invitations" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_invitations_pkey" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_join_requests" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_join_requests_pkey" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"post_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_posts_body_length_check" CHECK (char_length("group_posts"."body") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "group_reading_list" (
	"group_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_reading_list_pkey" PRIMARY KEY("group_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "group_threads" (
	"thread_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_threads_title_length_check" CHECK (char_length("group_threads"."title") between 1 and 150),
	CONSTRAINT "group_threads_body_length_check" CHECK (char_length("group_threads"."body") between 1 and 10000),
	CONSTRAINT "group_threads_reply_count_check" CHECK ("group_threads"."reply_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "shared_group_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_thread_id" uuid;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_invited_by_users_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_thread_id_group_threads_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."group_threads"("thread_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reading_list" ADD CONSTRAINT "group_reading_list_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reading_list" ADD CONSTRAINT "group_reading_list_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reading_list" ADD CONSTRAINT "group_reading_list_added_by_users_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_threads" ADD CONSTRAINT "group_threads_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_threads" ADD CONSTRAINT "group_threads_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_invitations_user_created_idx" ON "group_invitations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "group_invitations_invited_by_idx" ON "group_invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "group_join_requests_group_created_idx" ON "group_join_requests" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "group_join_requests_user_idx" ON "group_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_posts_thread_created_idx" ON "group_posts" USING btree ("thread_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "group_posts_author_idx" ON "group_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "group_reading_list_group_added_idx" ON "group_reading_list" USING btree ("group_id","added_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "group_reading_list_story_idx" ON "group_reading_list" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "group_reading_list_added_by_idx" ON "group_reading_list" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "group_threads_board_idx" ON "group_threads" USING btree ("group_id","pinned" DESC NULLS FIRST,"last_post_at" DESC NULLS FIRST,"thread_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "group_threads_author_idx" ON "group_threads" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "worlds" ADD CONSTRAINT "worlds_shared_group_id_groups_group_id_fk" FOREIGN KEY ("shared_group_id") REFERENCES "public"."groups"("group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_group_thread_id_group_threads_thread_id_fk" FOREIGN KEY ("group_thread_id") REFERENCES "public"."group_threads"("thread_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worlds_shared_group_idx" ON "worlds" USING btree ("shared_group_id","updated_at" DESC NULLS FIRST) WHERE "worlds"."shared_group_id" is not null;--> statement-breakpoint
CREATE INDEX "groups_listed_idx" ON "groups" USING btree ("member_count" DESC NULLS FIRST,"group_id" DESC NULLS FIRST) WHERE "privacy_level" in ('Public', 'Private');--> statement-breakpoint
CREATE INDEX "groups_listed_category_idx" ON "groups" USING btree ("category","member_count" DESC NULLS FIRST,"group_id" DESC NULLS FIRST) WHERE "privacy_level" in ('Public', 'Private');--> statement-breakpoint
CREATE INDEX "notifications_group_idx" ON "notifications" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "notifications_group_thread_idx" ON "notifications" USING btree ("group_thread_id");--> statement-breakpoint
ALTER TABLE "worlds" ADD CONSTRAINT "worlds_shared_group_check" CHECK ("worlds"."shared_group_id" is null or "worlds"."privacy_level" = 'Group Only');--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply'));