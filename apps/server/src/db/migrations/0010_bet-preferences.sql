CREATE TABLE "member_bet_preferences" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"odds_change" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_bet_preferences_odds_change_valid" CHECK ("member_bet_preferences"."odds_change" in ('any', 'higher', 'ask'))
);
--> statement-breakpoint
ALTER TABLE "sports_settings" ADD COLUMN "singles_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_bet_preferences" ADD CONSTRAINT "member_bet_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;