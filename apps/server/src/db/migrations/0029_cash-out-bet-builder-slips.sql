CREATE TABLE "bet_cash_outs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_cash_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"stake_released" bigint NOT NULL,
	"offer" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bet_cash_outs_kind_valid" CHECK ("bet_cash_outs"."kind" in ('full', 'partial', 'auto')),
	CONSTRAINT "bet_cash_outs_amount_positive" CHECK ("bet_cash_outs"."amount" > 0 and "bet_cash_outs"."amount" <= "bet_cash_outs"."offer"),
	CONSTRAINT "bet_cash_outs_stake_positive" CHECK ("bet_cash_outs"."stake_released" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_out_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prematch_enabled" boolean DEFAULT true NOT NULL,
	"live_enabled" boolean DEFAULT true NOT NULL,
	"disabled_sport_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_stake" bigint,
	"margin_basis_points" integer DEFAULT 500 NOT NULL,
	"quote_seconds" integer DEFAULT 5 NOT NULL,
	"counts_for_rolling" boolean DEFAULT false NOT NULL,
	"counts_for_tournaments" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_out_settings_single_row" CHECK ("cash_out_settings"."id" = 1),
	CONSTRAINT "cash_out_settings_margin_range" CHECK ("cash_out_settings"."margin_basis_points" between 0 and 5000),
	CONSTRAINT "cash_out_settings_quote_range" CHECK ("cash_out_settings"."quote_seconds" between 1 and 60),
	CONSTRAINT "cash_out_settings_max_stake_positive" CHECK ("cash_out_settings"."max_stake" is null or "cash_out_settings"."max_stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "shared_slips" (
	"code" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bet_id" bigint,
	"selection_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shared_slips_code_shape" CHECK ("shared_slips"."code" ~ '^[A-Za-z0-9_-]{10,32}$')
);
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_status_valid";--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "stake_cashed_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashed_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "auto_cash_out_at" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "same_game" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_preferences" ADD COLUMN "odds_format" text DEFAULT 'decimal' NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_cash_outs" ADD CONSTRAINT "bet_cash_outs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_cash_outs" ADD CONSTRAINT "bet_cash_outs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_slips" ADD CONSTRAINT "shared_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_slips" ADD CONSTRAINT "shared_slips_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_cash_outs_bet_idx" ON "bet_cash_outs" USING btree ("bet_id","id");--> statement-breakpoint
CREATE INDEX "shared_slips_member_idx" ON "shared_slips" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_auto_cash_out_idx" ON "bets" USING btree ("id") WHERE "bets"."status" = 0 and "bets"."auto_cash_out_at" is not null;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_stake_cashed_out_within" CHECK ("bets"."stake_cashed_out" >= 0 and "bets"."stake_cashed_out" < "bets"."stake");--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_cashed_out_nonnegative" CHECK ("bets"."cashed_out" >= 0);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_auto_cash_out_positive" CHECK ("bets"."auto_cash_out_at" is null or "bets"."auto_cash_out_at" > 0);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_status_valid" CHECK ("bets"."status" in (-1, 0, 1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "member_bet_preferences" ADD CONSTRAINT "member_bet_preferences_odds_format_valid" CHECK ("member_bet_preferences"."odds_format" in ('decimal', 'fractional', 'american', 'hongkong'));--> statement-breakpoint
INSERT INTO "cash_out_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;