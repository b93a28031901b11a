CREATE TABLE "minigame_picks" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"market_key" text NOT NULL,
	"pick_key" text NOT NULL,
	"market_name_korean" text NOT NULL,
	"pick_name_korean" text NOT NULL,
	"price_x100" integer NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minigame_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "minigame_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"round_date" date NOT NULL,
	"round_no" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"secret" text NOT NULL,
	"commitment" text NOT NULL,
	"result" jsonb,
	"result_text" text,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "minigame_rounds_status_valid" CHECK ("minigame_rounds"."status" in ('open', 'closed', 'drawn', 'cancelled')),
	CONSTRAINT "minigame_rounds_times" CHECK ("minigame_rounds"."opens_at" <= "minigame_rounds"."closes_at" and "minigame_rounds"."closes_at" <= "minigame_rounds"."draws_at")
);
--> statement-breakpoint
CREATE TABLE "minigame_settings" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"system_maintenance_flg" boolean DEFAULT false NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "minigame_picks" ADD CONSTRAINT "minigame_picks_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_picks" ADD CONSTRAINT "minigame_picks_round_id_minigame_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."minigame_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "minigame_picks_round_pending_idx" ON "minigame_picks" USING btree ("round_id") WHERE "minigame_picks"."result" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "minigame_rounds_number" ON "minigame_rounds" USING btree ("game_id","round_date","round_no");--> statement-breakpoint
CREATE INDEX "minigame_rounds_game_idx" ON "minigame_rounds" USING btree ("game_id","id");--> statement-breakpoint
CREATE INDEX "minigame_rounds_due_idx" ON "minigame_rounds" USING btree ("draws_at") WHERE "minigame_rounds"."status" in ('open', 'closed');