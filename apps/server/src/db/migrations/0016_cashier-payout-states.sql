ALTER TABLE "cash_requests" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD COLUMN "payout_state" text;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD COLUMN "payout_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cash_requests_payouts_open_idx" ON "cash_requests" USING btree ("payout_at") WHERE "cash_requests"."payout_state" in ('requested', 'sent');