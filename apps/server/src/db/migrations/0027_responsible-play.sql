CREATE TABLE "identity_verifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"document_key" text NOT NULL,
	"document_type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_exclusions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reopen_requested_at" timestamp with time zone,
	"reopens_at" timestamp with time zone,
	CONSTRAINT "member_exclusions_ends_after_start" CHECK ("member_exclusions"."ends_at" > "member_exclusions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "member_play_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_play_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "member_play_limits_value_positive" CHECK ("member_play_limits"."value" is null or "member_play_limits"."value" > 0),
	CONSTRAINT "member_play_limits_pending_positive" CHECK ("member_play_limits"."pending_value" is null or "member_play_limits"."pending_value" > 0),
	CONSTRAINT "member_play_limits_pending_has_time" CHECK ("member_play_limits"."pending_value" is null or "member_play_limits"."pending_from" is not null)
);
--> statement-breakpoint
CREATE TABLE "play_limit_hits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"attempted" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason_valid";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "play_limited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_exclusions" ADD CONSTRAINT "member_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_play_limits" ADD CONSTRAINT "member_play_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limit_hits" ADD CONSTRAINT "play_limit_hits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_member" ON "identity_verifications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "identity_verifications_queue" ON "identity_verifications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending" ON "identity_verifications" USING btree ("member_id") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "member_exclusions_member" ON "member_exclusions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "play_limit_hits_at" ON "play_limit_hits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "play_limit_hits_member" ON "play_limit_hits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_member_time_idx" ON "wallet_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason_valid" CHECK (("sessions"."ended_at" is null and "sessions"."end_reason" is null) or ("sessions"."ended_at" is not null and "sessions"."end_reason" in ('replaced', 'expired', 'operator', 'logout', 'blocked', 'password', 'elsewhere', 'excluded', 'time_limit')));