DROP INDEX "user_comments_user_idx";--> statement-breakpoint
CREATE INDEX "user_comments_user_created_idx" ON "user_comments" USING btree ("user_id","created_at");