CREATE TABLE "story_exports" (
	"story_export_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"format" text NOT NULL,
	"from_chapter" integer,
	"to_chapter" integer,
	"fingerprint" text NOT NULL,
	"colophon" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_size" integer,
	"dropped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "story_exports_format_check" CHECK ("story_exports"."format" in ('text', 'markdown', 'epub', 'pdf', 'docx', 'html')),
	CONSTRAINT "story_exports_status_check" CHECK ("story_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "story_exports_progress_check" CHECK ("story_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "story_exports" ADD CONSTRAINT "story_exports_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_exports" ADD CONSTRAINT "story_exports_requested_by_users_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_exports_story_fingerprint_idx" ON "story_exports" USING btree ("story_id","fingerprint");--> statement-breakpoint
CREATE INDEX "story_exports_queue_idx" ON "story_exports" USING btree ("created_at") WHERE "story_exports"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "story_exports_expires_idx" ON "story_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "story_exports_requested_by_idx" ON "story_exports" USING btree ("requested_by");