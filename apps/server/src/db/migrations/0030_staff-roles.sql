CREATE TABLE "staff_refusals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_id" integer NOT NULL,
	"staff_role" text NOT NULL,
	"permission" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Every administrator so far had the whole console: each becomes an owner, and nothing changes for them.
UPDATE "members" SET "staff_role" = 'owner' WHERE "role" = 10;--> statement-breakpoint
ALTER TABLE "staff_refusals" ADD CONSTRAINT "staff_refusals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_refusals_at" ON "staff_refusals" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_refusals_member" ON "staff_refusals" USING btree ("member_id","at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_staff_role" CHECK ("members"."staff_role" is null or ("members"."role" = 10 and "members"."staff_role" in ('owner', 'administrator', 'cashier', 'support', 'risk', 'readonly')));