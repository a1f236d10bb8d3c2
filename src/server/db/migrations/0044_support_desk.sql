CREATE TABLE "support_messages" (
	"support_message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"support_request_id" uuid NOT NULL,
	"author_id" uuid,
	"from_support" boolean DEFAULT false NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"screenshot_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_body_check" CHECK (char_length("support_messages"."body") between 1 and 5000),
	CONSTRAINT "support_messages_internal_check" CHECK (not "support_messages"."internal" or "support_messages"."from_support")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"support_request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority_rank" smallint NOT NULL,
	"assignee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"first_responded_at" timestamp with time zone,
	CONSTRAINT "support_requests_subject_check" CHECK (char_length("support_requests"."subject") between 1 and 150),
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('open', 'waiting', 'resolved')),
	CONSTRAINT "support_requests_priority_check" CHECK ("support_requests"."priority_rank" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_support_request_id_support_requests_support_request_id_fk" FOREIGN KEY ("support_request_id") REFERENCES "public"."support_requests"("support_request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assignee_id_users_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_request_idx" ON "support_messages" USING btree ("support_request_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_author_idx" ON "support_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "support_messages_screenshot_key_idx" ON "support_messages" USING btree (substring(regexp_replace("screenshot_image", '[?#].*$', '') from '[^/]+/[^/]+/[^/]+$')) WHERE "support_messages"."screenshot_image" is not null;--> statement-breakpoint
CREATE INDEX "support_requests_queue_idx" ON "support_requests" USING btree ("status","priority_rank","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_requests_assignee_idx" ON "support_requests" USING btree ("assignee_id");