CREATE TABLE "operator_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_member_id" integer NOT NULL,
	"actor_user_id" text NOT NULL,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "operator_audit_log_prev_hash_unique" UNIQUE("prev_hash"),
	CONSTRAINT "operator_audit_log_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_log_action" ON "operator_audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_target" ON "operator_audit_log" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_actor" ON "operator_audit_log" USING btree ("actor_member_id","id");--> statement-breakpoint
-- Append-only (docs/decisions/053): the database itself refuses to change or remove a recorded action.
-- A superuser can still drop this trigger; the hash chain is what shows a row was edited or removed then.
CREATE FUNCTION "operator_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operator_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_change" BEFORE UPDATE OR DELETE ON "operator_audit_log"
	FOR EACH ROW EXECUTE FUNCTION "operator_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_truncate" BEFORE TRUNCATE ON "operator_audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_log_append_only"();
