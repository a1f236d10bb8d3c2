CREATE TABLE "template_versions" (
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_versions_pkey" PRIMARY KEY("template_id","version"),
	CONSTRAINT "template_versions_version_check" CHECK ("template_versions"."version" >= 1),
	CONSTRAINT "template_versions_changelog_length_check" CHECK (char_length("template_versions"."changelog") between 0 and 2000)
);
--> statement-breakpoint
ALTER TABLE "templates" DROP CONSTRAINT "templates_price_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "templates_rating_idx";--> statement-breakpoint
DROP INDEX "templates_created_idx";--> statement-breakpoint
DROP INDEX "templates_price_idx";--> statement-breakpoint
DROP INDEX "templates_type_downloads_idx";--> statement-breakpoint
ALTER TABLE "templates" ALTER COLUMN "content" SET DATA TYPE jsonb USING to_jsonb("content");--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "licence" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_templates_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("template_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_template_id_templates_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("template_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_published_status_rating_idx" ON "stories" USING btree ("status","rating" DESC NULLS LAST,"view_count" DESC NULLS FIRST,"story_id") WHERE "privacy_level" = 'Public' and "publication_status" is not null;--> statement-breakpoint
CREATE INDEX "stories_published_status_newest_idx" ON "stories" USING btree ("status","published_at" DESC NULLS FIRST,"story_id") WHERE "privacy_level" = 'Public' and "publication_status" is not null;--> statement-breakpoint
CREATE INDEX "templates_published_downloads_idx" ON "templates" USING btree ("downloads","template_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "templates_published_rating_idx" ON "templates" USING btree (coalesce("rating", 0),"template_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "templates_published_created_idx" ON "templates" USING btree ("created_at","template_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "templates_published_price_idx" ON "templates" USING btree ("price","template_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "templates_published_type_downloads_idx" ON "templates" USING btree ("type","downloads","template_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "templates_published_type_rating_idx" ON "templates" USING btree ("type",coalesce("rating", 0),"template_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "templates_published_type_created_idx" ON "templates" USING btree ("type","created_at","template_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "templates_published_type_price_idx" ON "templates" USING btree ("type","price","template_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "notifications_template_idx" ON "notifications" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_status_check" CHECK ("templates"."status" in ('published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_licence_check" CHECK ("templates"."licence" in ('personal', 'commercial'));--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_current_version_check" CHECK ("templates"."current_version" >= 1);--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_price_check" CHECK ("templates"."price" = 0 or "templates"."price" between 0.99 and 999.99);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version'));--> statement-breakpoint
-- Every existing template gets its content as version 1, so the version history is never empty.
INSERT INTO "template_versions" ("template_id", "version", "content", "changelog", "created_at") SELECT "template_id", 1, "content", 'Initial version', "created_at" FROM "templates" WHERE "content" IS NOT NULL;
