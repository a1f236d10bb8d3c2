CREATE TABLE "monthly_reading_minutes" (
	"user_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"month" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_reading_minutes_pkey" PRIMARY KEY("user_id","month","author_id"),
	CONSTRAINT "monthly_reading_minutes_minutes_check" CHECK ("monthly_reading_minutes"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tip_allocation_months" (
	"patron_id" uuid NOT NULL,
	"month" date NOT NULL,
	"allocation_cents" integer NOT NULL,
	"tips" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_allocation_months_pkey" PRIMARY KEY("patron_id","month"),
	CONSTRAINT "tip_allocation_months_counts_check" CHECK ("tip_allocation_months"."allocation_cents" >= 0 and "tip_allocation_months"."tips" >= 0 and extract(day from "tip_allocation_months"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "tip_allocation_shares" (
	"user_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	CONSTRAINT "tip_allocation_shares_pkey" PRIMARY KEY("user_id","creator_id"),
	CONSTRAINT "tip_allocation_shares_one_check" CHECK (("tip_allocation_shares"."percent" is null) <> ("tip_allocation_shares"."amount_cents" is null)
        and coalesce("tip_allocation_shares"."percent", 1) between 1 and 100 and coalesce("tip_allocation_shares"."amount_cents", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "tip_allocations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_allocations_mode_check" CHECK ("tip_allocations"."mode" in ('reading-time', 'percent', 'amount'))
);
--> statement-breakpoint
ALTER TABLE "monthly_reading_minutes" ADD CONSTRAINT "monthly_reading_minutes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reading_minutes" ADD CONSTRAINT "monthly_reading_minutes_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocation_months" ADD CONSTRAINT "tip_allocation_months_patron_id_users_user_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocation_shares" ADD CONSTRAINT "tip_allocation_shares_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocation_shares" ADD CONSTRAINT "tip_allocation_shares_creator_id_users_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_allocations" ADD CONSTRAINT "tip_allocations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_reading_minutes_author_idx" ON "monthly_reading_minutes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tip_allocation_shares_creator_idx" ON "tip_allocation_shares" USING btree ("creator_id");