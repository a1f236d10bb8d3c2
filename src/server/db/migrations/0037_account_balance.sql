ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_amounts_check";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "balance_applied_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "to_balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_amounts_check" CHECK ("checkouts"."price_cents" >= 0 and "checkouts"."proration_credit_cents" >= 0 and "checkouts"."amount_due_cents" >= 0 and "checkouts"."balance_applied_cents" >= 0 and "checkouts"."to_balance_cents" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_balance_check" CHECK ("subscriptions"."balance_cents" >= 0);