CREATE TABLE "site_event_participations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_event_participations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"coupon_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"wheel" smallint,
	"amount" bigint,
	"voucher" text,
	"target" text NOT NULL,
	"target_user_id" text,
	"target_level" smallint,
	"memo" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"issued_count" integer NOT NULL,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"wheel" smallint,
	"amount" bigint,
	"voucher" text,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"issue_id" integer,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_face" CHECK (("coupons"."kind" = 'roulette' and "coupons"."wheel" in (100, 200, 300, 400, 500))
        or ("coupons"."kind" in ('money', 'point') and "coupons"."amount" > 0)
        or ("coupons"."kind" = 'voucher' and "coupons"."voucher" is not null))
);
--> statement-breakpoint
CREATE TABLE "roulette_prize_weights" (
	"wheel" smallint NOT NULL,
	"code" integer NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "roulette_prize_weights_wheel_code_pk" PRIMARY KEY("wheel","code"),
	CONSTRAINT "roulette_prize_weights_non_negative" CHECK ("roulette_prize_weights"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roulette_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"chicken_value" bigint DEFAULT 20000 NOT NULL,
	"pizza_value" bigint DEFAULT 25000 NOT NULL,
	"excluded_levels" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roulette_settings_single_row" CHECK ("roulette_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "roulette_spins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roulette_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"wheel" smallint NOT NULL,
	"coupon_id" bigint NOT NULL,
	"result" integer NOT NULL,
	"value" bigint NOT NULL,
	"seoul_day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roulette_spins_coupon_id_unique" UNIQUE("coupon_id")
);
--> statement-breakpoint
CREATE TABLE "roulette_wheels" (
	"wheel" smallint PRIMARY KEY NOT NULL,
	"daily_budget" bigint
);
--> statement-breakpoint
ALTER TABLE "site_events" ADD COLUMN "reward_kind" text;--> statement-breakpoint
ALTER TABLE "site_events" ADD COLUMN "reward_wheel" smallint;--> statement-breakpoint
ALTER TABLE "site_events" ADD COLUMN "reward_amount" bigint;--> statement-breakpoint
ALTER TABLE "site_events" ADD COLUMN "reward_expiry_days" integer;--> statement-breakpoint
ALTER TABLE "site_events" ADD COLUMN "join_condition" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_events" ADD COLUMN "join_min_deposit" bigint;--> statement-breakpoint
ALTER TABLE "site_event_participations" ADD CONSTRAINT "site_event_participations_event_id_site_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."site_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_event_participations" ADD CONSTRAINT "site_event_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_event_participations" ADD CONSTRAINT "site_event_participations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_issued_by_members_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_issue_id_coupon_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."coupon_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_prize_weights" ADD CONSTRAINT "roulette_prize_weights_wheel_roulette_wheels_wheel_fk" FOREIGN KEY ("wheel") REFERENCES "public"."roulette_wheels"("wheel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_event_participations_once" ON "site_event_participations" USING btree ("event_id","member_id");--> statement-breakpoint
CREATE INDEX "site_event_participations_member_idx" ON "site_event_participations" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_once" ON "coupons" USING btree ("member_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "coupons_member_idx" ON "coupons" USING btree ("member_id","kind","used_at");--> statement-breakpoint
CREATE INDEX "coupons_issue_idx" ON "coupons" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "roulette_spins_day_idx" ON "roulette_spins" USING btree ("wheel","seoul_day");--> statement-breakpoint
CREATE INDEX "roulette_spins_member_idx" ON "roulette_spins" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "site_events" ADD CONSTRAINT "site_events_reward" CHECK ("site_events"."reward_kind" is null
        or ("site_events"."reward_kind" = 'roulette' and "site_events"."reward_wheel" in (100, 200, 300, 400, 500))
        or ("site_events"."reward_kind" in ('money', 'point') and "site_events"."reward_amount" > 0));