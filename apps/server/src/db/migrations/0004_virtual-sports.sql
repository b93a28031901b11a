ALTER TABLE "fixtures" ADD COLUMN "race" jsonb;--> statement-breakpoint
ALTER TABLE "sports" ADD COLUMN "virtual" boolean DEFAULT false NOT NULL;