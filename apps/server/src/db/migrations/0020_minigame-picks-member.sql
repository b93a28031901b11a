ALTER TABLE "minigame_picks" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "minigame_picks" SET "member_id" = "bets"."member_id" FROM "bets" WHERE "bets"."id" = "minigame_picks"."bet_id";--> statement-breakpoint
ALTER TABLE "minigame_picks" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "minigame_picks_member_round_pending_idx" ON "minigame_picks" USING btree ("member_id","round_id") WHERE "minigame_picks"."result" = 0;
