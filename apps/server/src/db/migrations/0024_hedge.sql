CREATE TABLE "hedging_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sports" boolean DEFAULT true NOT NULL,
	"casino" boolean DEFAULT true NOT NULL,
	"minigame" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hedging_rules_single_row" CHECK ("hedging_rules"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "bet_picks" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "bet_picks" SET "member_id" = "bets"."member_id" FROM "bets" WHERE "bets"."id" = "bet_picks"."bet_id";--> statement-breakpoint
ALTER TABLE "bet_picks" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD COLUMN "spot" text;--> statement-breakpoint
CREATE INDEX "bet_picks_member_fixture_pending_idx" ON "bet_picks" USING btree ("member_id","fixture_id","market_type","period","selection_name") WHERE "bet_picks"."result" = 0;