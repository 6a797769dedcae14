CREATE TABLE "crowd_picks" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"picks" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_issues" DROP CONSTRAINT "data_issues_resource_check";--> statement-breakpoint
ALTER TABLE "crowd_picks" ADD CONSTRAINT "crowd_picks_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_issues" ADD CONSTRAINT "data_issues_resource_check" CHECK ("data_issues"."resource_type" is null or resource_type in ('USER', 'PLAYER', 'MATCH', 'TOURNAMENT', 'ENTRY', 'PAYMENT'));--> statement-breakpoint
-- Kept crowd picks are forgotten in the same transaction as any change to what they count: a tip
-- changed or removed (a late draw change, an entry deleted with its tips), an entry deleted or
-- refunded. Inserts need no trigger: crowd picks are kept only once the lock job has set the
-- tournament ACTIVE, after which no entry can be added. The advisory lock (shared here, exclusive
-- while crowd picks are computed and stored) orders the two: a change waits for a computation under
-- way, whose row it then deletes, and a computation waits for the changes under way, which it then sees.
CREATE FUNCTION crowd_picks_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'entries' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('crowd-picks:' || t.tournament_id, 0))
      FROM (SELECT DISTINCT tournament_id FROM changed) t;
    DELETE FROM crowd_picks WHERE tournament_id IN (SELECT tournament_id FROM changed);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('crowd-picks:' || t.tournament_id, 0))
      FROM (SELECT DISTINCT e.tournament_id FROM entries e JOIN changed c ON c.entry_id = e.id) t;
    DELETE FROM crowd_picks WHERE tournament_id IN (
      SELECT e.tournament_id FROM entries e JOIN changed c ON c.entry_id = e.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER crowd_picks_tips_updated AFTER UPDATE ON entry_tips
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crowd_picks_forget();
--> statement-breakpoint
CREATE TRIGGER crowd_picks_tips_deleted AFTER DELETE ON entry_tips
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crowd_picks_forget();
--> statement-breakpoint
CREATE TRIGGER crowd_picks_entries_deleted AFTER DELETE ON entries
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION crowd_picks_forget();
--> statement-breakpoint
CREATE FUNCTION crowd_picks_forget_refunded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('crowd-picks:' || NEW.tournament_id, 0));
  DELETE FROM crowd_picks WHERE tournament_id = NEW.tournament_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER crowd_picks_entry_refunded AFTER UPDATE OF status ON entries FOR EACH ROW
  WHEN ((OLD.status = 'REFUNDED') IS DISTINCT FROM (NEW.status = 'REFUNDED'))
  EXECUTE FUNCTION crowd_picks_forget_refunded();
