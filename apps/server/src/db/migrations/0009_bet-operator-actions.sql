CREATE TABLE "bet_operator_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"operator_id" integer NOT NULL,
	"fixture_id" bigint,
	"status_before" smallint NOT NULL,
	"status_after" smallint NOT NULL,
	"payout_before" bigint,
	"payout_after" bigint,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bet_operator_actions_kind_valid" CHECK ("bet_operator_actions"."kind" in ('void', 'resettle')),
	CONSTRAINT "bet_operator_actions_fixture" CHECK (("bet_operator_actions"."kind" = 'resettle') = ("bet_operator_actions"."fixture_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bet_operator_actions" ADD CONSTRAINT "bet_operator_actions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_operator_actions" ADD CONSTRAINT "bet_operator_actions_operator_id_members_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_operator_actions" ADD CONSTRAINT "bet_operator_actions_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_operator_actions_bet_idx" ON "bet_operator_actions" USING btree ("bet_id","id");--> statement-breakpoint
CREATE INDEX "bets_created_at_idx" ON "bets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bets_settled_at_idx" ON "bets" USING btree ("settled_at");