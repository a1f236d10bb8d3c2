CREATE TABLE "chapter_live_states" (
	"chapter_id" uuid PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapter_versions" (
	"version_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"created_by" uuid,
	"reason" text NOT NULL,
	"content" jsonb NOT NULL,
	"word_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_versions_reason_check" CHECK ("chapter_versions"."reason" in ('manual', 'session_end', 'before_restore')),
	CONSTRAINT "chapter_versions_word_count_check" CHECK ("chapter_versions"."word_count" >= 0),
	CONSTRAINT "chapter_versions_reason_length_check" CHECK (char_length("chapter_versions"."reason") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "words_at_start" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "words_added" integer;--> statement-breakpoint
ALTER TABLE "chapter_live_states" ADD CONSTRAINT "chapter_live_states_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_versions" ADD CONSTRAINT "chapter_versions_chapter_id_chapters_chapter_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("chapter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_versions" ADD CONSTRAINT "chapter_versions_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_versions" ADD CONSTRAINT "chapter_versions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_versions_chapter_created_idx" ON "chapter_versions" USING btree ("chapter_id","created_at" DESC NULLS FIRST);