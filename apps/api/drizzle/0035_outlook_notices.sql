-- A tournament's outlook (who can still win, issue 27) moves its leaderboard's version a second or so after
-- each result. Its notice says so ('outlook:<id>' rather than '<id>'), set by the outlook's transaction
-- (set_config('squash.change_kind', 'outlook', true)), so the live streams can send it to a final's tens of
-- thousands of watchers at a gentler pace than the result's (issue 47, apps/api/src/modules/live/fan-out.ts):
-- every version is still a version, and caches move on alike.
CREATE OR REPLACE FUNCTION notify_tournament_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  kind text := CASE WHEN current_setting('squash.change_kind', true) = 'outlook' THEN 'outlook:' ELSE '' END;
BEGIN
  FOR changed IN SELECT id::text FROM changed_rows
                 UNION SELECT parent_id::text FROM changed_rows WHERE parent_id IS NOT NULL LOOP
    PERFORM pg_notify('data_changed', kind || changed);
  END LOOP;
  RETURN NULL;
END $$;
