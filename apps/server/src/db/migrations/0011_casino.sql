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
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_launch_tokens" ADD CONSTRAINT "casino_launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_launch_tokens" ADD CONSTRAINT "casino_launch_tokens_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_round_id_casino_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."casino_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_launch_tokens_expires_idx" ON "casino_launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_provider_round" ON "casino_rounds" USING btree ("aggregator","provider_round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_bet" ON "casino_rounds" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_open_idx" ON "casino_rounds" USING btree ("opened_at") WHERE "casino_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "casino_rounds_opened_idx" ON "casino_rounds" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "casino_sessions_member_idx" ON "casino_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_transactions_once" ON "casino_transactions" USING btree ("aggregator","tx_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_round_idx" ON "casino_transactions" USING btree ("round_id");