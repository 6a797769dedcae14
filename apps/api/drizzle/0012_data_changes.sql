-- Public reads are cached in each server process and kept current by change notices: every statement
-- that changes what a public page shows sends NOTIFY data_changed with the id of the tournament it
-- touched ('*' for players, who appear in every tournament). NOTIFY is delivered at commit, to every
-- process listening on this database, and only if the transaction commits. Statement-level triggers
-- with transition tables: re-scoring 100,000 entries is one notice, not 100,000.
CREATE FUNCTION notify_tournament_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  FOR changed IN SELECT DISTINCT tournament_id::text FROM changed_rows WHERE tournament_id IS NOT NULL LOOP
    PERFORM pg_notify('data_changed', changed);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_tournament_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  FOR changed IN SELECT DISTINCT id::text FROM changed_rows LOOP
    PERFORM pg_notify('data_changed', changed);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_entry_tip_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  FOR changed IN SELECT DISTINCT e.tournament_id::text FROM changed_rows r JOIN entries e ON e.id = r.entry_id LOOP
    PERFORM pg_notify('data_changed', changed);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tournaments_changed_insert AFTER INSERT ON tournaments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_row_changes();
--> statement-breakpoint
CREATE TRIGGER tournaments_changed_update AFTER UPDATE ON tournaments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_row_changes();
--> statement-breakpoint
CREATE TRIGGER tournaments_changed_delete AFTER DELETE ON tournaments REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_row_changes();
--> statement-breakpoint
CREATE TRIGGER rounds_changed_insert AFTER INSERT ON rounds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER rounds_changed_update AFTER UPDATE ON rounds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER rounds_changed_delete AFTER DELETE ON rounds REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER matches_changed_insert AFTER INSERT ON matches REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER matches_changed_update AFTER UPDATE ON matches REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER matches_changed_delete AFTER DELETE ON matches REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER tournament_players_changed_insert AFTER INSERT ON tournament_players REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER tournament_players_changed_update AFTER UPDATE ON tournament_players REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER tournament_players_changed_delete AFTER DELETE ON tournament_players REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER entries_changed_insert AFTER INSERT ON entries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER entries_changed_update AFTER UPDATE ON entries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER entries_changed_delete AFTER DELETE ON entries REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tournament_changes();
--> statement-breakpoint
CREATE TRIGGER entry_tips_changed_insert AFTER INSERT ON entry_tips REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_entry_tip_changes();
--> statement-breakpoint
CREATE TRIGGER entry_tips_changed_update AFTER UPDATE ON entry_tips REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_entry_tip_changes();
--> statement-breakpoint
CREATE TRIGGER players_changed AFTER INSERT OR UPDATE OR DELETE ON players FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF username ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed();
--> statement-breakpoint
-- Signed-in requests keep a session's profile in memory for a few seconds: a session ending (sign-out,
-- expiry, a deleted account) or a profile changing (role, username, preferences) says so at commit.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_ended AFTER DELETE ON auth_sessions FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE FUNCTION notify_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('profile_changed', coalesce(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_profile_changed AFTER UPDATE OF email, username, full_name, first_name, last_name, avatar, provider_id, role, accepted_terms_at, tournament_updates_enabled, tournament_results_enabled ON users FOR EACH ROW EXECUTE FUNCTION notify_profile_changed();
--> statement-breakpoint
CREATE TRIGGER users_profile_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_profile_changed();
