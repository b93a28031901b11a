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
CREATE INDEX "sim_casino_bets_round_idx" ON "sim_casino_bets" USING btree ("aggregator","game_code","round");--> statement-breakpoint
CREATE INDEX "sim_casino_bets_open_idx" ON "sim_casino_bets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sim_casino_bets_created_idx" ON "sim_casino_bets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sim_casino_rounds_dealt_idx" ON "sim_casino_rounds" USING btree ("dealt_at");--> statement-breakpoint
CREATE INDEX "sim_casino_tables_due_idx" ON "sim_casino_tables" USING btree ("phase_ends_at");--> statement-breakpoint
CREATE INDEX "sim_casino_windows_created_idx" ON "sim_casino_windows" USING btree ("created_at");