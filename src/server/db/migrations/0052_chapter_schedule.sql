ALTER TABLE "stories" ADD COLUMN "early_access_days" integer;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chapters_scheduled_idx" ON "chapters" USING btree ("scheduled_at","story_id") WHERE "chapters"."scheduled_at" is not null;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_early_access_days_check" CHECK ("stories"."early_access_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_scheduled_draft_check" CHECK ("chapters"."scheduled_at" is null or "chapters"."status" = 'draft');