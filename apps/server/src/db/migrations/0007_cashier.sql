CREATE TABLE "account_inquiries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_kind" text DEFAULT 'none' NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_currency" text,
	"rolling_required" bigint DEFAULT 0 NOT NULL,
	"depositor_name" text,
	"bank_code" text,
	"account_number" text,
	"holder_name" text,
	"usdt_micro" bigint,
	"rate_krw" integer,
	"fee_bp" integer,
	"address" text,
	"invoice_id" text,
	"payment_url" text,
	"tx_hash" text,
	"idempotency_key" text NOT NULL,
	"refusal_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_requests_amount_positive" CHECK ("cash_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cashier_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"deposit_unit" bigint DEFAULT 10000 NOT NULL,
	"deposit_min" bigint DEFAULT 10000 NOT NULL,
	"deposit_max" bigint DEFAULT 10000000 NOT NULL,
	"withdrawal_unit" bigint DEFAULT 10000 NOT NULL,
	"withdrawal_min" bigint DEFAULT 10000 NOT NULL,
	"withdrawal_max" bigint DEFAULT 5000000 NOT NULL,
	"withdrawal_daily_count" smallint DEFAULT 5 NOT NULL,
	"withdrawal_daily_amount" bigint DEFAULT 20000000 NOT NULL,
	"closed_from_minute" smallint,
	"closed_until_minute" smallint,
	"first_deposit_bonus_pct" smallint DEFAULT 10 NOT NULL,
	"every_deposit_bonus_pct" smallint DEFAULT 5 NOT NULL,
	"bonus_cap" bigint DEFAULT 300000 NOT NULL,
	"bonus_currency" text DEFAULT 'money' NOT NULL,
	"deposit_rolling_pct" smallint DEFAULT 100 NOT NULL,
	"bonus_rolling_pct" smallint DEFAULT 300 NOT NULL,
	"rolling_weights" jsonb DEFAULT '{"1":100,"2":100,"3":100,"4":100,"5":100}'::jsonb NOT NULL,
	"point_convert_min" bigint DEFAULT 10000 NOT NULL,
	"point_convert_unit" bigint DEFAULT 1000 NOT NULL,
	"tether_rate_krw" integer DEFAULT 1390 NOT NULL,
	"tether_fee_bp" integer DEFAULT 100 NOT NULL,
	"tether_deposit_min" bigint DEFAULT 50000 NOT NULL,
	"tether_deposit_max" bigint DEFAULT 50000000 NOT NULL,
	"tether_invoice_minutes" smallint DEFAULT 30 NOT NULL,
	"deposit_notes" text DEFAULT '' NOT NULL,
	"account_inquiry_answer" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashier_settings_single_row" CHECK ("cashier_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"withdrawal_password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_tether_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"usdt_micro" bigint NOT NULL,
	"address" text NOT NULL,
	"status" text NOT NULL,
	"confirmations" smallint DEFAULT 0 NOT NULL,
	"tx_hash" text,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_tether_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"address" text NOT NULL,
	"usdt_micro" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_tether_payouts_merchant_reference_unique" UNIQUE("merchant_reference")
);
--> statement-breakpoint
ALTER TABLE "account_inquiries" ADD CONSTRAINT "account_inquiries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_inquiries" ADD CONSTRAINT "account_inquiries_answered_by_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_requests" ADD CONSTRAINT "cash_requests_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_inquiries_open_idx" ON "account_inquiries" USING btree ("id") WHERE not "account_inquiries"."answered";--> statement-breakpoint
CREATE UNIQUE INDEX "account_inquiries_one_open" ON "account_inquiries" USING btree ("member_id") WHERE not "account_inquiries"."answered";--> statement-breakpoint
CREATE UNIQUE INDEX "cash_requests_idempotency" ON "cash_requests" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_requests_one_pending" ON "cash_requests" USING btree ("member_id","kind","channel") WHERE "cash_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_requests_invoice" ON "cash_requests" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "cash_requests_queue_idx" ON "cash_requests" USING btree ("status","kind","channel","id");--> statement-breakpoint
CREATE INDEX "cash_requests_member_idx" ON "cash_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "cash_requests_created_idx" ON "cash_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sim_tether_invoices_open_idx" ON "sim_tether_invoices" USING btree ("status","delivered_at");--> statement-breakpoint
-- The cashier's rules always exist (one row, like site_settings), with the texts a new site starts from.
INSERT INTO "cashier_settings" ("id", "deposit_notes", "account_inquiry_answer") VALUES (1, '입금 전 반드시 계좌문의로 입금 계좌를 확인해주세요. 계좌는 수시로 변경되며, 이전 계좌로 입금하신 금액은 처리되지 않습니다.
입금자명과 신청자명이 다르면 처리되지 않습니다.
은행 점검시간에는 입출금 신청을 받지 않습니다.', '입금 계좌 안내: 데모은행 000-0000-0000 (예금주 데모) — 이 사이트는 데모이며 실제 입금을 받지 않습니다.') ON CONFLICT DO NOTHING;
