CREATE TABLE "filter_presets" (
	"filter_preset_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filter_presets_name_length_check" CHECK (char_length("filter_presets"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "filter_presets" ADD CONSTRAINT "filter_presets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "filter_presets_user_name_unique" ON "filter_presets" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "filter_presets_user_created_idx" ON "filter_presets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_published_words_idx" ON "stories" USING btree ("published_word_count") WHERE "privacy_level" = 'Public' and "publication_status" is not null;--> statement-breakpoint
CREATE INDEX "stories_published_rating_count_idx" ON "stories" USING btree ("rating","rating_count") WHERE "privacy_level" = 'Public' and "publication_status" is not null;--> statement-breakpoint
CREATE INDEX "stories_published_content_rating_views_idx" ON "stories" USING btree ("content_rating","view_count" DESC NULLS FIRST,"story_id") WHERE "privacy_level" = 'Public' and "publication_status" is not null;