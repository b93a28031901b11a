CREATE TABLE "rate_counters" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_hit_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_pkey" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason_valid";--> statement-breakpoint
CREATE INDEX "rate_counters_expires_at" ON "rate_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "members_phone" ON "members" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sessions_ended_at" ON "sessions" USING btree ("ended_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason_valid" CHECK (("sessions"."ended_at" is null and "sessions"."end_reason" is null) or ("sessions"."ended_at" is not null and "sessions"."end_reason" in ('replaced', 'expired', 'operator', 'logout', 'blocked', 'password')));