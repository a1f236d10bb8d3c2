CREATE INDEX "events_status_start_idx" ON "events" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "events_status_end_idx" ON "events" USING btree ("status","end_date");