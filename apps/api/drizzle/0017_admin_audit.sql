-- The administrators' audit log: append-only. The database itself refuses to change or remove a record.
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" uuid,
	"admin_email" text NOT NULL,
	"address" text NOT NULL,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text,
	"status_code" integer NOT NULL,
	"request" jsonb,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_admin_idx" ON "admin_audit" USING btree ("admin_email","at");--> statement-breakpoint
CREATE INDEX "admin_audit_resource_idx" ON "admin_audit" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only: its records can''t be changed or removed';
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON "admin_audit"
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON "admin_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only();
