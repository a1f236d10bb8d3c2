CREATE TABLE "template_acquisitions" (
	"acquisition_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "template_acquisitions_kind_check" CHECK ("template_acquisitions"."kind" in ('download', 'purchase')),
	CONSTRAINT "template_acquisitions_amount_check" CHECK ("template_acquisitions"."amount_cents" >= 0),
	CONSTRAINT "template_acquisitions_purchase_check" CHECK ("template_acquisitions"."kind" = 'download' or "template_acquisitions"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "template_acquisitions" ADD CONSTRAINT "template_acquisitions_template_id_templates_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("template_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_acquisitions" ADD CONSTRAINT "template_acquisitions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_acquisitions" ADD CONSTRAINT "template_acquisitions_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "template_acquisitions_template_user_key" ON "template_acquisitions" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE INDEX "template_acquisitions_user_idx" ON "template_acquisitions" USING btree ("user_id","acquired_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "template_acquisitions_payment_key" ON "template_acquisitions" USING btree ("payment_id");