CREATE TABLE "member_logins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_logins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"session_id" bigint,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_security_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_security_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ip" text,
	"detail" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason_valid";--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD COLUMN "withdrawal_password_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD COLUMN "withdrawal_password_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_security_events" ADD CONSTRAINT "member_security_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_logins_member_idx" ON "member_logins" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_security_events_member_idx" ON "member_security_events" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_locked_idx" ON "member_bank_accounts" USING btree ("withdrawal_password_locked_at") WHERE "member_bank_accounts"."withdrawal_password_locked_at" is not null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason_valid" CHECK (("sessions"."ended_at" is null and "sessions"."end_reason" is null) or ("sessions"."ended_at" is not null and "sessions"."end_reason" in ('replaced', 'expired', 'operator', 'logout', 'blocked', 'password', 'elsewhere')));