CREATE TABLE "event_entries" (
	"event_entry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"winner" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_entries_event_user_key" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "writing_log" (
	"user_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"words" integer NOT NULL,
	CONSTRAINT "writing_log_pkey" PRIMARY KEY("user_id","minute"),
	CONSTRAINT "writing_log_words_check" CHECK ("writing_log"."words" > 0)
);
--> statement-breakpoint
CREATE TABLE "xp_monthly" (
	"user_id" uuid NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"xp" integer NOT NULL,
	CONSTRAINT "xp_monthly_pkey" PRIMARY KEY("user_id","month"),
	CONSTRAINT "xp_monthly_xp_check" CHECK ("xp_monthly"."xp" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_participants" DROP CONSTRAINT "event_participants_status_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "word_goal" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "start_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deadline_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_log" ADD CONSTRAINT "writing_log_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_monthly" ADD CONSTRAINT "xp_monthly_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_entries_event_submitted_idx" ON "event_entries" USING btree ("event_id","submitted_at");--> statement-breakpoint
CREATE INDEX "event_entries_user_idx" ON "event_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_entries_story_idx" ON "event_entries" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "xp_monthly_month_xp_idx" ON "xp_monthly" USING btree ("month","xp" DESC NULLS FIRST,"user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_participants_event_status_idx" ON "event_participants" USING btree ("event_id","status","registered_at");--> statement-breakpoint
CREATE INDEX "events_start_pending_idx" ON "events" USING btree ("start_date") WHERE "events"."start_notified_at" is null;--> statement-breakpoint
CREATE INDEX "events_deadline_pending_idx" ON "events" USING btree ("deadline") WHERE "events"."deadline_notified_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_event_idx" ON "notifications" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_status_check" CHECK ("event_participants"."status" in ('Registered', 'Waitlisted', 'Attended', 'Withdrawn'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_length_check" CHECK (char_length("events"."location") between 1 and 200);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_prize_length_check" CHECK (char_length("events"."prize") between 1 and 200);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_word_goal_check" CHECK ("events"."word_goal" between 1 and 1000000);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version', 'event_start', 'event_deadline', 'event_winner'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version', 'event_start', 'event_deadline', 'event_winner'));