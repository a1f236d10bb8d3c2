CREATE TABLE "play_entries" (
	"play_entry_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"play_session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"title" text,
	"character_id" uuid,
	"character_name" text,
	"character_image" text,
	"whisper_to" uuid[],
	"roll" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_entries_session_seq_key" UNIQUE("play_session_id","seq"),
	CONSTRAINT "play_entries_kind_check" CHECK ("play_entries"."kind" in ('Narration', 'InCharacter', 'OutOfCharacter', 'Whisper', 'Roll', 'SceneBreak', 'Handout')),
	CONSTRAINT "play_entries_text_length" CHECK (char_length("play_entries"."text") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "play_session_players" (
	"play_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_session_players_pkey" PRIMARY KEY("play_session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"play_session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"game_master_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_sessions_status_check" CHECK ("play_sessions"."status" in ('Scheduled', 'Live', 'Ended')),
	CONSTRAINT "play_sessions_title_length" CHECK (char_length("play_sessions"."title") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "play_entries" ADD CONSTRAINT "play_entries_play_session_id_play_sessions_play_session_id_fk" FOREIGN KEY ("play_session_id") REFERENCES "public"."play_sessions"("play_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_entries" ADD CONSTRAINT "play_entries_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_entries" ADD CONSTRAINT "play_entries_character_id_characters_character_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("character_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_session_players" ADD CONSTRAINT "play_session_players_play_session_id_play_sessions_play_session_id_fk" FOREIGN KEY ("play_session_id") REFERENCES "public"."play_sessions"("play_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_session_players" ADD CONSTRAINT "play_session_players_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_game_master_id_users_user_id_fk" FOREIGN KEY ("game_master_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_session_players_user_idx" ON "play_session_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "play_sessions_story_idx" ON "play_sessions" USING btree ("story_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "play_sessions_gm_idx" ON "play_sessions" USING btree ("game_master_id");