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
ALTER TABLE "attendance_check_ins" ADD CONSTRAINT "attendance_check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_check_ins_once" ON "attendance_check_ins" USING btree ("member_id","seoul_day");--> statement-breakpoint
CREATE INDEX "attendance_check_ins_day_idx" ON "attendance_check_ins" USING btree ("seoul_day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_rewards_once" ON "attendance_rewards" USING btree ("trigger","streak_days");