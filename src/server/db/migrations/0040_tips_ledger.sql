CREATE TABLE "tips" (
	"tip_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipper_id" uuid,
	"creator_id" uuid,
	"story_id" uuid,
	"story_title" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"payment_id" uuid,
	"checkout_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "tips_amount_check" CHECK ("tips"."amount_cents" > 0),
	CONSTRAINT "tips_source_check" CHECK ("tips"."source" in ('one-off', 'allocation')),
	CONSTRAINT "tips_status_check" CHECK ("tips"."status" in ('pending', 'paid', 'refunded')),
	CONSTRAINT "tips_paid_check" CHECK (("tips"."status" = 'pending') = ("tips"."paid_at" is null))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_purpose_check";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_tipper_id_users_user_id_fk" FOREIGN KEY ("tipper_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_creator_id_users_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_checkout_id_checkouts_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("checkout_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tips_tipper_idempotency_key" ON "tips" USING btree ("tipper_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_payment_key" ON "tips" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_checkout_key" ON "tips" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "tips_creator_paid_idx" ON "tips" USING btree ("creator_id","paid_at") WHERE "tips"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "tips_story_idx" ON "tips" USING btree ("story_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version', 'event_start', 'event_deadline', 'event_winner', 'template_sale', 'tip'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version', 'event_start', 'event_deadline', 'event_winner', 'template_sale', 'tip'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_item_purpose_check" CHECK ("checkouts"."item_id" is null or "checkouts"."purpose" not in ('plan', 'purchase'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_purpose_check" CHECK ("checkouts"."purpose" in ('plan', 'purchase', 'tip'));