CREATE TABLE "commission_events" (
	"commission_event_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commission_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_ledger" (
	"commission_ledger_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commission_id" uuid,
	"kind" text NOT NULL,
	"creator_id" uuid,
	"patron_id" uuid,
	"payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_ledger_kind_check" CHECK ("commission_ledger"."kind" in ('hold', 'release', 'refund')),
	CONSTRAINT "commission_ledger_amount_check" CHECK ("commission_ledger"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "commission_settings" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"min_price_cents" integer NOT NULL,
	"max_price_cents" integer NOT NULL,
	"turnaround_days" integer NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"max_open" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_settings_price_check" CHECK (0 < "commission_settings"."min_price_cents" and "commission_settings"."min_price_cents" <= "commission_settings"."max_price_cents"),
	CONSTRAINT "commission_settings_open_check" CHECK ("commission_settings"."max_open" >= 1 and "commission_settings"."turnaround_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"commission_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patron_id" uuid,
	"creator_id" uuid,
	"state" text DEFAULT 'requested' NOT NULL,
	"brief" text NOT NULL,
	"length_words" integer NOT NULL,
	"deadline" date NOT NULL,
	"price_cents" integer NOT NULL,
	"counter_price_cents" integer,
	"counter_deadline" date,
	"idempotency_key" text NOT NULL,
	"payment_id" uuid,
	"checkout_id" uuid,
	"story_id" uuid,
	"story_title" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_state_check" CHECK ("commissions"."state" in ('requested', 'countered', 'accepted', 'in_progress', 'delivered', 'completed', 'declined', 'withdrawn', 'cancelled')),
	CONSTRAINT "commissions_price_check" CHECK ("commissions"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_purpose_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "commission_event_id" uuid;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_commission_id_commissions_commission_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("commission_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_commission_id_commissions_commission_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("commission_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_creator_id_users_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_patron_id_users_user_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_settings" ADD CONSTRAINT "commission_settings_creator_id_users_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_patron_id_users_user_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_creator_id_users_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_checkout_id_checkouts_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("checkout_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_events_commission_idx" ON "commission_events" USING btree ("commission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_ledger_kind_key" ON "commission_ledger" USING btree ("commission_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_ledger_settlement_key" ON "commission_ledger" USING btree ("commission_id") WHERE "commission_ledger"."kind" in ('release', 'refund');--> statement-breakpoint
CREATE INDEX "commission_ledger_creator_idx" ON "commission_ledger" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_patron_key" ON "commissions" USING btree ("patron_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_payment_key" ON "commissions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "commissions_creator_idx" ON "commissions" USING btree ("creator_id","state");--> statement-breakpoint
CREATE INDEX "commissions_delivered_idx" ON "commissions" USING btree ("delivered_at") WHERE "commissions"."state" = 'delivered';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_commission_event_id_commission_events_commission_event_id_fk" FOREIGN KEY ("commission_event_id") REFERENCES "public"."commission_events"("commission_event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_commission_event_idx" ON "notifications" USING btree ("commission_event_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version', 'event_start', 'event_deadline', 'event_winner', 'template_sale', 'tip', 'play_credit', 'commission'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('comment', 'reply', 'follower', 'review', 'rating', 'new_chapter', 'group_join', 'group_join_request', 'group_reply', 'template_version', 'event_start', 'event_deadline', 'event_winner', 'template_sale', 'tip', 'play_credit', 'commission'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_purpose_check" CHECK ("checkouts"."purpose" in ('plan', 'purchase', 'tip', 'commission'));