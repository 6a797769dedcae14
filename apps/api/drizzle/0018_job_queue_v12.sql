-- The job queue moves to pg-boss 12, which cannot migrate pg-boss 10's schema (its version 24; 12
-- starts from 25). Nothing in it needs keeping: at start the server re-creates its schedules, queues
-- every tournament's lock again and catches up with a sweep, and finished tournaments are queued again
-- at the next result sync. So the old schema goes, once, under the migration lock, and pg-boss 12
-- installs its own at start.
DO $$
DECLARE
  installed integer;
BEGIN
  IF to_regclass('pgboss.version') IS NOT NULL THEN
    EXECUTE 'SELECT max(version) FROM pgboss.version' INTO installed;
    IF installed < 25 THEN
      DROP SCHEMA pgboss CASCADE;
    END IF;
  END IF;
END
$$;
