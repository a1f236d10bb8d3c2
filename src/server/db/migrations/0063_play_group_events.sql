ALTER TABLE "events" DROP CONSTRAINT "events_type_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "world_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_world_id_worlds_world_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("world_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_group_idx" ON "events" USING btree ("group_id","start_date") WHERE "events"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "play_sessions_group_idx" ON "play_sessions" USING btree ("group_id","scheduled_at") WHERE "play_sessions"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "play_sessions_event_idx" ON "play_sessions" USING btree ("event_id") WHERE "play_sessions"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "play_sessions_world_idx" ON "play_sessions" USING btree ("world_id") WHERE "play_sessions"."world_id" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_type_check" CHECK (("events"."type" = 'Play Session') = ("events"."group_id" is not null));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_check" CHECK ("events"."type" in ('Writing Contest', 'Workshop', 'Writing Sprint', 'Meetup', 'Challenge', 'Play Session'));