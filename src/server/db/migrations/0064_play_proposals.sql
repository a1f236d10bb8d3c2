CREATE TABLE "play_proposal_runs" (
	"play_session_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'Queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"analysed_seq" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_proposal_runs_state_check" CHECK ("play_proposal_runs"."state" in ('Idle', 'Queued', 'Running', 'Done', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "play_proposals" (
	"play_proposal_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"play_session_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"evidence" jsonb NOT NULL,
	"spoken" text,
	"result_type" text,
	"result_id" uuid,
	"result_name" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_proposals_kind_check" CHECK ("play_proposals"."kind" in ('Person', 'Place', 'Faction', 'Item')),
	CONSTRAINT "play_proposals_status_check" CHECK ("play_proposals"."status" in ('Pending', 'Accepted', 'Linked', 'Dismissed')),
	CONSTRAINT "play_proposals_result_type_check" CHECK ("play_proposals"."result_type" in ('character', 'world')),
	CONSTRAINT "play_proposals_name_length" CHECK (char_length("play_proposals"."name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "play_proposal_runs" ADD CONSTRAINT "play_proposal_runs_play_session_id_play_sessions_play_session_id_fk" FOREIGN KEY ("play_session_id") REFERENCES "public"."play_sessions"("play_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_proposals" ADD CONSTRAINT "play_proposals_play_session_id_play_sessions_play_session_id_fk" FOREIGN KEY ("play_session_id") REFERENCES "public"."play_sessions"("play_session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_proposals" ADD CONSTRAINT "play_proposals_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_proposal_runs_state_idx" ON "play_proposal_runs" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "play_proposals_session_key_idx" ON "play_proposals" USING btree ("play_session_id","name_key");--> statement-breakpoint
CREATE INDEX "play_proposals_decided_by_idx" ON "play_proposals" USING btree ("decided_by");