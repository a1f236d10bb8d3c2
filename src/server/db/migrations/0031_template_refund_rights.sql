ALTER TABLE "template_acquisitions" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "template_acquisitions" ADD COLUMN "refund_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "template_acquisitions" ADD CONSTRAINT "template_acquisitions_refund_count_check" CHECK ("template_acquisitions"."refund_count" >= 0);--> statement-breakpoint
-- A purchase refunded before this column existed counts as the buyer's one refund of the template.
UPDATE "template_acquisitions" SET "refund_count" = 1 WHERE "refunded_at" IS NOT NULL;