-- Changes recorded in the write, published after it (decision 032, issue 65). Until now every statement that
-- changed what a page shows sent pg_notify inside its own transaction, and PostgreSQL commits a transaction
-- that has notified under one lock for the whole database, held through its flush to disk: the deadline's
-- commits ran one at a time. Now the same statement triggers append a row here instead, in the writer's
-- transaction (so only if it commits), and nothing a user's write runs notifies: one publisher per database
-- (apps/api/src/cache/change-log.ts) reads what has committed and tells every process, a batch at a time.
--
-- Unlogged: a row is worth something for minutes at most (the publisher deletes what every reader has
-- passed), and a crash that empties the table is a reader's gap like a dropped connection, which counts
-- everything as changed. No index but the reader's: its cursor is the oldest transaction still running when
-- it last read (`pg_snapshot_xmin`), below which every row is either committed and read, or never will be.
CREATE UNLOGGED TABLE change_log (
  id bigint GENERATED ALWAYS AS IDENTITY,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  channel text NOT NULL,
  payload text NOT NULL
);
--> statement-breakpoint
CREATE INDEX change_log_xid ON change_log (xid);
--> statement-breakpoint
ALTER FUNCTION notify_tournament_changes() RENAME TO record_tournament_changes;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_tournament_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (channel, payload)
    SELECT DISTINCT 'data_changed', tournament_id::text FROM changed_rows WHERE tournament_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION notify_tournament_row_changes() RENAME TO record_tournament_row_changes;
--> statement-breakpoint
-- A main tournament's pages show its Second Chance (migration 0027); an outlook's change says so (0035).
CREATE OR REPLACE FUNCTION record_tournament_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE WHEN current_setting('squash.change_kind', true) = 'outlook' THEN 'outlook:' ELSE '' END;
BEGIN
  INSERT INTO change_log (channel, payload)
    SELECT 'data_changed', kind || changed
      FROM (SELECT id::text AS changed FROM changed_rows
            UNION SELECT parent_id::text FROM changed_rows WHERE parent_id IS NOT NULL) AS tournaments;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION notify_entry_tip_changes() RENAME TO record_entry_tip_changes;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_entry_tip_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (channel, payload)
    SELECT DISTINCT 'data_changed', e.tournament_id::text FROM changed_rows r JOIN entries e ON e.id = r.entry_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION notify_all_changed() RENAME TO record_all_changed;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (channel, payload) VALUES ('data_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION notify_league_member_changes() RENAME TO record_league_member_changes;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_league_member_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (channel, payload)
    SELECT DISTINCT 'data_changed', 'league:' || league_id::text FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION notify_league_row_changes() RENAME TO record_league_row_changes;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_league_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (channel, payload) SELECT DISTINCT 'data_changed', 'league:' || id::text FROM changed_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION notify_session_ended() RENAME TO record_session_ended;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (channel, payload) VALUES ('session_ended', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION notify_profile_changed() RENAME TO record_profile_changed;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (channel, payload) VALUES ('profile_changed', coalesce(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;
