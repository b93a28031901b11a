CREATE TABLE "message_campaign_recipients" (
	"campaign_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"message_id" bigint,
	CONSTRAINT "message_campaign_recipients_campaign_id_member_id_pk" PRIMARY KEY("campaign_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "message_campaigns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"contents" text NOT NULL,
	"segment" jsonb NOT NULL,
	"total" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "message_campaigns_progress" CHECK ("message_campaigns"."sent" >= 0 and "message_campaigns"."sent" <= "message_campaigns"."total")
);
--> statement-breakpoint
CREATE TABLE "member_staff_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_staff_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_flags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"other_member_id" integer DEFAULT 0 NOT NULL,
	"subject" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text,
	CONSTRAINT "risk_flags_resolution" CHECK (("risk_flags"."status" = 'open' and "risk_flags"."resolved_at" is null) or ("risk_flags"."status" = 'resolved' and "risk_flags"."resolved_at" is not null and "risk_flags"."resolved_by" is not null and "risk_flags"."resolution_note" is not null))
);
--> statement-breakpoint
ALTER TABLE "member_logins" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "message_campaign_recipients" ADD CONSTRAINT "message_campaign_recipients_campaign_id_message_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."message_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaign_recipients" ADD CONSTRAINT "message_campaign_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaigns" ADD CONSTRAINT "message_campaigns_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_staff_notes" ADD CONSTRAINT "member_staff_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_staff_notes" ADD CONSTRAINT "member_staff_notes_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_resolved_by_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_campaign_recipients_waiting_idx" ON "message_campaign_recipients" USING btree ("campaign_id","member_id") WHERE "message_campaign_recipients"."message_id" is null;--> statement-breakpoint
CREATE INDEX "message_campaigns_sending_idx" ON "message_campaigns" USING btree ("id") WHERE "message_campaigns"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "member_staff_notes_member_idx" ON "member_staff_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_once" ON "risk_flags" USING btree ("kind","member_id","other_member_id","subject");--> statement-breakpoint
CREATE INDEX "risk_flags_open_idx" ON "risk_flags" USING btree ("id") WHERE "risk_flags"."status" = 'open';--> statement-breakpoint
CREATE INDEX "risk_flags_member_idx" ON "risk_flags" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "risk_flags_other_member_idx" ON "risk_flags" USING btree ("other_member_id","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_time_idx" ON "wallet_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_number_idx" ON "member_bank_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "member_logins_device_idx" ON "member_logins" USING btree ("device_id","member_id") WHERE "member_logins"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "member_logins_ip_idx" ON "member_logins" USING btree ("ip","member_id");