CREATE TABLE "play_credit_offers" (
	"play_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"offered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_credit_offers_pkey" PRIMARY KEY("play_session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "play_curation_marks" (
	"play_entry_id" uuid PRIMARY KEY NOT NULL,
	"play_session_id" uuid NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"text" text,
	"scene_title" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_curation_marks_text_length" CHECK (char_length("play_curation_marks"."text") between 1 and 4000),
	CONSTRAINT "play_curation_marks_scene_length" CHECK (char_length("play_curation_marks"."scene_title") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "play_curations" (
	"play_session_id" uuid PRIMARY KEY NOT NULL,
	"from_seq" integer,
	"to_seq" integer,
	"hide_out_of_character" boolean DEFAULT true NOT NULL,
	"hide_whispers" boolean DEFAULT true NOT NULL,
	"merge_same_speaker" boolean DEFAULT true NOT NULL,
	"rolls" text DEFAULT 'omit' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_curations_rolls_check" CHECK ("play_curations"."rolls" in ('omit', 'aside'))
);
--> statement-breakpoint
CREATE TABLE "play_drafts" (
	"chapter_id" uuid NOT NULL,
	"play_session_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_drafts_pkey" PRIMARY KEY("play_session_id","chapter_id")
);
--> statement-breakpoint
ALTER TABLE "play_credit_offers" ADD CONSTRAINT "play_credit_offers_play_session_id_play_sessions_play_session_id_fk" FOREIGN KEY ("play_session_id") REFERENCES "public"."play_sessions"("play_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_credit_offers" ADD CONSTRAINT "play_credit_offers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_credit_offers" ADD CONSTRAINT "play_credit_offers_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_credit_offers" ADD CONSTRAINT "play_credit_offers_offered_by_users_user_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_curation_marks" ADD CONSTRAINT "play_curation_marks_play_entry_id_play_entries_play_entry_id_fk" FOREIGN KEY ("play_entry_id") REFERENCES "public"."play_entries"("play_entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_curation_marks" ADD CONSTRAINT "play_curation_marks_play_session_id_play_sessions_play_session_id_fk" FOREIGN KEY ("play_session_id") REFERENCES "public"."play_sessions"("play_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_curations" ADD CONSTRAINT "play_curations_play_session_id_play_sessions_play_session_id_fk" FOREIGN KEY ("play_session_id") REFERENCES "public"."play_sessions"("play_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_drafts" ADD CONSTRAINT "play_drafts_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_drafts" ADD CONSTRAINT "play_drafts_play_session_id_play_sessions_play_session_id_fk" FOREIGN KEY ("play_session_id") REFERENCES "public"."play_sessions"("play_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_drafts" ADD CONSTRAINT "play_drafts_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_credit_offers_user_idx" ON "play_credit_offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "play_credit_offers_story_idx" ON "play_credit_offers" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "play_credit_offers_offered_by_idx" ON "play_credit_offers" USING btree ("offered_by");--> statement-breakpoint
CREATE INDEX "play_curation_marks_session_idx" ON "play_curation_marks" USING btree ("play_session_id");--> statement-breakpoint
CREATE INDEX "play_drafts_chapter_idx" ON "play_drafts" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "play_drafts_created_by_idx" ON "play_drafts" USING btree ("created_by");