CREATE TABLE "casino_favourites" (
	"member_id" integer NOT NULL,
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_favourites_member_id_aggregator_game_code_pk" PRIMARY KEY("member_id","aggregator","game_code")
);
--> statement-breakpoint
CREATE TABLE "casino_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_session_id" bigint NOT NULL,
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "casino_product_switches" (
	"aggregator" text NOT NULL,
	"product" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_product_switches_aggregator_product_pk" PRIMARY KEY("aggregator","product")
);
--> statement-breakpoint
CREATE TABLE "casino_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"aggregator" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"product" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"vendor_name_korean" text NOT NULL,
	"game_name_korean" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"detail" text,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"bet_id" bigint NOT NULL,
	CONSTRAINT "casino_rounds_status_valid" CHECK ("casino_rounds"."status" in ('open', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "casino_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_session_id" bigint NOT NULL,
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"aggregator" text NOT NULL,
	"tx_id" text NOT NULL,
	"action" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" bigint,
	"amount" bigint NOT NULL,
	"body_hash" text NOT NULL,
	"status" text NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_vendor_settings" (
	"aggregator" text NOT NULL,
	"vendor" text NOT NULL,
	"enabled" boolean NOT NULL,
	"min_level" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_vendor_settings_aggregator_vendor_pk" PRIMARY KEY("aggregator","vendor")
);
--> statement-breakpoint
CREATE TABLE "event_slot_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"use_flag" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_slot_settings_single_row" CHECK ("event_slot_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "jackpot_pool" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"share_bp" integer DEFAULT 100 NOT NULL,
	"seed" bigint DEFAULT 1000000 NOT NULL,
	"pool" bigint DEFAULT 1000000 NOT NULL,
	"carry_bp" integer DEFAULT 0 NOT NULL,
	"odds_per_spin" integer DEFAULT 20000 NOT NULL,
	"must_hit_by" bigint DEFAULT 50000000 NOT NULL,
	"min_stake" bigint DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pool_single_row" CHECK ("jackpot_pool"."id" = 1),
	CONSTRAINT "jackpot_pool_non_negative" CHECK ("jackpot_pool"."pool" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_member_id_pk" PRIMARY KEY("tournament_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"member_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"product" text NOT NULL,
	"metric" text NOT NULL,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_period" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "sim_casino_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sim_casino_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"round" integer NOT NULL,
	"player_id" text NOT NULL,
	"window_id" text NOT NULL,
	"spot" text NOT NULL,
	"amount" bigint NOT NULL,
	"debit_tx_id" text NOT NULL,
	"status" text NOT NULL,
	"returned" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_casino_bets_debit_tx_id_unique" UNIQUE("debit_tx_id")
);
--> statement-breakpoint
CREATE TABLE "sim_casino_rounds" (
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"round" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"detail" text NOT NULL,
	"dealt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_casino_rounds_aggregator_game_code_round_pk" PRIMARY KEY("aggregator","game_code","round")
);
--> statement-breakpoint
CREATE TABLE "sim_casino_tables" (
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"round" integer NOT NULL,
	"phase" text NOT NULL,
	"phase_ends_at" timestamp with time zone NOT NULL,
	"shoe" jsonb,
	"watched_until" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_casino_tables_aggregator_game_code_pk" PRIMARY KEY("aggregator","game_code")
);
--> statement-breakpoint
CREATE TABLE "sim_casino_windows" (
	"id" text PRIMARY KEY NOT NULL,
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"session_id" text NOT NULL,
	"player_id" text NOT NULL,
	"nickname" text NOT NULL,
	"balance" bigint NOT NULL,
	"balance_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"thumbnail" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_check_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"seoul_day" date NOT NULL,
	"streak" integer NOT NULL,
	"credited" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"streak_days" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "attendance_rewards_amount_positive" CHECK ("attendance_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_single_row" CHECK ("attendance_settings"."id" = 1),
	CONSTRAINT "attendance_settings_min_deposit" CHECK ("attendance_settings"."min_deposit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_launch_tokens" ADD CONSTRAINT "casino_launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_launch_tokens" ADD CONSTRAINT "casino_launch_tokens_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_round_id_casino_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."casino_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_check_ins" ADD CONSTRAINT "attendance_check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_launch_tokens_expires_idx" ON "casino_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_provider_round" ON "casino_rounds" USING btree ("aggregator","provider_round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_bet" ON "casino_rounds" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_open_idx" ON "casino_rounds" USING btree ("opened_at") WHERE "casino_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "casino_rounds_opened_idx" ON "casino_rounds" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "casino_sessions_member_idx" ON "casino_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_transactions_once" ON "casino_transactions" USING btree ("aggregator","tx_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_round_idx" ON "casino_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_round" ON "jackpot_wins" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "jackpot_wins_won_at" ON "jackpot_wins" USING btree ("won_at");--> statement-breakpoint
CREATE INDEX "tournament_entries_member" ON "tournament_entries" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_payouts_once" ON "tournament_payouts" USING btree ("tournament_id","rank");--> statement-breakpoint
CREATE INDEX "tournaments_product_ends" ON "tournaments" USING btree ("product","ends_at");--> statement-breakpoint
CREATE INDEX "sim_casino_bets_round_idx" ON "sim_casino_bets" USING btree ("aggregator","game_code","round");--> statement-breakpoint
CREATE INDEX "sim_casino_bets_open_idx" ON "sim_casino_bets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sim_casino_bets_created_idx" ON "sim_casino_bets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sim_casino_rounds_dealt_idx" ON "sim_casino_rounds" USING btree ("dealt_at");--> statement-breakpoint
CREATE INDEX "sim_casino_tables_due_idx" ON "sim_casino_tables" USING btree ("phase_ends_at");--> statement-breakpoint
CREATE INDEX "sim_casino_windows_created_idx" ON "sim_casino_windows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_events_period_idx" ON "site_events" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_check_ins_once" ON "attendance_check_ins" USING btree ("member_id","seoul_day");--> statement-breakpoint
CREATE INDEX "attendance_check_ins_day_idx" ON "attendance_check_ins" USING btree ("seoul_day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_rewards_once" ON "attendance_rewards" USING btree ("trigger","streak_days");