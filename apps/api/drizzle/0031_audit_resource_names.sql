-- The audit log names each resource as it was when the action was recorded (issue 43): a deleted
-- tournament is told apart from another by its name and gender, not only its id. Earlier records keep null
-- (the log is append-only: they are never rewritten).
ALTER TABLE "admin_audit" ADD COLUMN "resource_name" text;
