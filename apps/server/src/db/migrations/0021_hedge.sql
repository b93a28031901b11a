CREATE TABLE "hedging_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sports" boolean DEFAULT true NOT NULL,
	"casino" boolean DEFAULT true NOT NULL,
	"minigame" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hedging_rules_single_row" CHECK ("hedging_rules"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD COLUMN "spot" text;--> statement-breakpoint
CREATE INDEX "bets_member_pending_idx" ON "bets" USING btree ("member_id") WHERE "bets"."status" = 0;