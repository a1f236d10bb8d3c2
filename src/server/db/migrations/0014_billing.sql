CREATE TABLE "checkouts" (
	"checkout_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text DEFAULT 'plan' NOT NULL,
	"plan" text NOT NULL,
	"interval" text NOT NULL,
	"from_plan" text NOT NULL,
	"from_interval" text,
	"kind" text NOT NULL,
	"price_cents" integer NOT NULL,
	"proration_credit_cents" integer DEFAULT 0 NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"effective" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"redirect_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_purpose_check" CHECK ("checkouts"."purpose" in ('plan', 'purchase')),
	CONSTRAINT "checkouts_plan_check" CHECK ("checkouts"."plan" in ('Free', 'Audience Member', 'Story Connoisseur', 'Patron of the Arts', 'Chronicler', 'Worldsmith', 'Master Weaver')),
	CONSTRAINT "checkouts_interval_check" CHECK ("checkouts"."interval" in ('monthly', 'yearly')),
	CONSTRAINT "checkouts_kind_check" CHECK ("checkouts"."kind" in ('new', 'upgrade', 'downgrade', 'switch')),
	CONSTRAINT "checkouts_effective_check" CHECK ("checkouts"."effective" in ('now', 'period_end')),
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in ('pending', 'completed', 'expired')),
	CONSTRAINT "checkouts_provider_check" CHECK ("checkouts"."provider" in ('local', 'stripe')),
	CONSTRAINT "checkouts_amounts_check" CHECK ("checkouts"."price_cents" >= 0 and "checkouts"."proration_credit_cents" >= 0 and "checkouts"."amount_due_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_id" uuid,
	"plan" text NOT NULL,
	"interval" text,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"proration_credit_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_plan_check" CHECK ("invoices"."plan" in ('Free', 'Audience Member', 'Story Connoisseur', 'Patron of the Arts', 'Chronicler', 'Worldsmith', 'Master Weaver')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'refunded', 'open', 'failed')),
	CONSTRAINT "invoices_provider_check" CHECK ("invoices"."provider" in ('local', 'stripe')),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('succeeded', 'refunded')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('local', 'stripe')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0 and "payments"."refunded_cents" between 0 and "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_refund_id" text,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscription_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"interval" text,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"scheduled_plan" text,
	"scheduled_interval" text,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"comp_until" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('Free', 'Audience Member', 'Story Connoisseur', 'Patron of the Arts', 'Chronicler', 'Worldsmith', 'Master Weaver')),
	CONSTRAINT "subscriptions_scheduled_plan_check" CHECK ("subscriptions"."scheduled_plan" in ('Free', 'Audience Member', 'Story Connoisseur', 'Patron of the Arts', 'Chronicler', 'Worldsmith', 'Master Weaver')),
	CONSTRAINT "subscriptions_interval_check" CHECK ("subscriptions"."interval" in ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_scheduled_interval_check" CHECK ("subscriptions"."scheduled_interval" in ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('local', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "tier_changes" (
	"tier_change_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_changes_from_check" CHECK ("tier_changes"."from_tier" in ('Free', 'Audience Member', 'Story Connoisseur', 'Patron of the Arts', 'Chronicler', 'Worldsmith', 'Master Weaver')),
	CONSTRAINT "tier_changes_to_check" CHECK ("tier_changes"."to_tier" in ('Free', 'Audience Member', 'Story Connoisseur', 'Patron of the Arts', 'Chronicler', 'Worldsmith', 'Master Weaver'))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_checkout_id_checkouts_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("checkout_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_changed_by_users_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_session_key" ON "checkouts" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_checkout_key" ON "invoices" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_invoice_key" ON "invoices" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_key" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_key" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_customer_idx" ON "subscriptions" USING btree ("provider_customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("current_period_end");--> statement-breakpoint
CREATE INDEX "tier_changes_user_idx" ON "tier_changes" USING btree ("user_id","created_at" DESC NULLS FIRST);