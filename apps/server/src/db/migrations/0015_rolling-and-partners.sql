CREATE TABLE "rolling_credits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rolling_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"beneficiary_id" integer NOT NULL,
	"source_member_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"via" text NOT NULL,
	"stake" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"settlement_id" bigint,
	"reversal_of" bigint
);
--> statement-breakpoint
CREATE TABLE "rolling_rates" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rolling_bp" integer DEFAULT 0 NOT NULL,
	"losing_bp" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rolling_rates_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "rolling_rates_range" CHECK ("rolling_rates"."rolling_bp" between 0 and 1000 and "rolling_rates"."losing_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "rolling_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_settlement" bigint DEFAULT 10000 NOT NULL,
	"approval_above" bigint,
	"referral_rates" jsonb NOT NULL,
	"partner_masks_member_ids" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rolling_settings_single_row" CHECK ("rolling_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "rolling_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rolling_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"credit_count" integer NOT NULL,
	"status" text NOT NULL,
	"payout" text NOT NULL,
	"tether_address" text,
	"cash_request_id" integer,
	"note" text,
	"idempotency_key" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "rolling_settlements_amount_positive" CHECK ("rolling_settlements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "rolling_credits" ADD CONSTRAINT "rolling_credits_beneficiary_id_members_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_credits" ADD CONSTRAINT "rolling_credits_source_member_id_members_id_fk" FOREIGN KEY ("source_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_credits" ADD CONSTRAINT "rolling_credits_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_credits" ADD CONSTRAINT "rolling_credits_settlement_id_rolling_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."rolling_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_credits" ADD CONSTRAINT "rolling_credits_reversal_of_rolling_credits_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."rolling_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_rates" ADD CONSTRAINT "rolling_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_settlements" ADD CONSTRAINT "rolling_settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_settlements" ADD CONSTRAINT "rolling_settlements_cash_request_id_cash_requests_id_fk" FOREIGN KEY ("cash_request_id") REFERENCES "public"."cash_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_settlements" ADD CONSTRAINT "rolling_settlements_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rolling_credits_reversed_once" ON "rolling_credits" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "rolling_credits_bet_idx" ON "rolling_credits" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "rolling_credits_unsettled_idx" ON "rolling_credits" USING btree ("beneficiary_id") WHERE "rolling_credits"."settlement_id" is null;--> statement-breakpoint
CREATE INDEX "rolling_credits_beneficiary_at_idx" ON "rolling_credits" USING btree ("beneficiary_id","at");--> statement-breakpoint
CREATE INDEX "rolling_credits_settlement_idx" ON "rolling_credits" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rolling_settlements_idempotency" ON "rolling_settlements" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "rolling_settlements_one_pending" ON "rolling_settlements" USING btree ("member_id") WHERE "rolling_settlements"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "rolling_settlements_member_idx" ON "rolling_settlements" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "rolling_settlements_pending_idx" ON "rolling_settlements" USING btree ("id") WHERE "rolling_settlements"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_partner" ON "members" USING btree ("partner_id");--> statement-breakpoint
INSERT INTO "rolling_settings" ("id", "min_settlement", "approval_above", "referral_rates") VALUES (1, 10000, 1000000, '{"sports":50,"live":50,"mini":30,"virtual":30,"casino":20,"slot":50}');
