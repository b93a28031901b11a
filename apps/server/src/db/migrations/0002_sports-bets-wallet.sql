CREATE TABLE "fixtures" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"live_clock" text,
	"home_score" smallint,
	"away_score" smallint,
	"period_scores" jsonb,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixtures_status_valid" CHECK ("fixtures"."status" in ('scheduled', 'live', 'finished', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_korean" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_korean" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"fixture_id" bigint NOT NULL,
	"market_type" text NOT NULL,
	"period" smallint NOT NULL,
	"line" text,
	"status" text DEFAULT 'open' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "markets_status_valid" CHECK ("markets"."status" in ('open', 'suspended', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" bigint PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"fixture_id" bigint NOT NULL,
	"name" text NOT NULL,
	"price_x100" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" smallint,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selections_price_valid" CHECK ("selections"."price_x100" > 100),
	CONSTRAINT "selections_status_valid" CHECK ("selections"."status" in ('open', 'suspended', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_korean" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"currency" text DEFAULT 'money' NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_balance_math" CHECK ("wallet_ledger"."balance_before" + "wallet_ledger"."amount" = "wallet_ledger"."balance_after"),
	CONSTRAINT "wallet_ledger_non_negative" CHECK ("wallet_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bet_limits" (
	"level" smallint PRIMARY KEY NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"max_picks" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_picks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_picks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"selection_id" bigint NOT NULL,
	"fixture_id" bigint NOT NULL,
	"market_type" text NOT NULL,
	"period" smallint NOT NULL,
	"line" text,
	"selection_name" text NOT NULL,
	"price_x100" integer NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"game_type" smallint NOT NULL,
	"stake" bigint NOT NULL,
	"total_odds_x100" integer NOT NULL,
	"bonus_odds_x100" integer DEFAULT 100 NOT NULL,
	"potential_payout" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"payout" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0),
	CONSTRAINT "bets_status_valid" CHECK ("bets"."status" in (-1, 0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "sports_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"bonus_odds" jsonb NOT NULL,
	"forbidden_combos" jsonb NOT NULL,
	"cancel_cutoff_minutes" integer DEFAULT 10 NOT NULL,
	"cancel_window_minutes" integer DEFAULT 5 NOT NULL,
	"betting_open" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_settings_single_row" CHECK ("sports_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_picks" ADD CONSTRAINT "bet_picks_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_picks" ADD CONSTRAINT "bet_picks_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_picks" ADD CONSTRAINT "bet_picks_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixtures_status_start_idx" ON "fixtures" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "fixtures_league_idx" ON "fixtures" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "markets_fixture_idx" ON "markets" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "selections_market_idx" ON "selections" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "selections_fixture_idx" ON "selections" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_member_idx" ON "wallet_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_once" ON "wallet_ledger" USING btree ("currency","reason","reference");--> statement-breakpoint
CREATE INDEX "bet_picks_bet_idx" ON "bet_picks" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "bet_picks_pending_selection_idx" ON "bet_picks" USING btree ("selection_id") WHERE "bet_picks"."result" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_idempotency" ON "bets" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bets_member_idx" ON "bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "bets_pending_idx" ON "bets" USING btree ("id") WHERE "bets"."status" = 0;