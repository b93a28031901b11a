ALTER TABLE "fixtures" ADD COLUMN "commitment" text;--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "secret" text;