-- Before this index, parallel plan checkouts could each open a payable page. Keep the newest open
-- page per user, plan and interval; older ones count as expired here (their payment, if one still
-- arrives, completes them by session id as before).
UPDATE "checkouts" SET "status" = 'expired'
WHERE "purpose" = 'plan' AND "status" = 'pending' AND "provider_session_id" IS NOT NULL
  AND "checkout_id" NOT IN (
    SELECT DISTINCT ON ("user_id", "plan", "interval") "checkout_id" FROM "checkouts"
    WHERE "purpose" = 'plan' AND "status" = 'pending' AND "provider_session_id" IS NOT NULL
    ORDER BY "user_id", "plan", "interval", "created_at" DESC, "checkout_id" DESC
  );--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_plan_page_key" ON "checkouts" USING btree ("user_id","plan","interval") WHERE "checkouts"."purpose" = 'plan' and "checkouts"."status" = 'pending' and "checkouts"."provider_session_id" is not null;