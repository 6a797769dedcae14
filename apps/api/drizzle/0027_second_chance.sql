ALTER TABLE "matches" ADD COLUMN "source_match_id" uuid;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_source_match_id_matches_id_fk" FOREIGN KEY ("source_match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_parent_id_tournaments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "matches_source_match_key" ON "matches" USING btree ("source_match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_parent_key" ON "tournaments" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_second_chance_free_check" CHECK ("tournaments"."parent_id" is null or "tournaments"."entry_fee" = 0);--> statement-breakpoint
-- A Second Chance's matches are copies of its main draw's (decision 020): whatever writes a main match
-- (a result, a correction, an undo, a back-office edit, a sync, a re-import) writes its copy in the same
-- statement, so the two draws can't disagree. Copies have no copies, so this never recurses further.
CREATE FUNCTION matches_copy_to_second_chance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE matches c SET player_one_id = NEW.player_one_id, player_two_id = NEW.player_two_id,
         is_completed = NEW.is_completed, winner_id = NEW.winner_id, game_score = NEW.game_score,
         games = NEW.games, outcome = NEW.outcome, starts_at = NEW.starts_at, completed_at = NEW.completed_at,
         updated_at = now()
   WHERE c.source_match_id = NEW.id;
  -- A copied match moved earlier than the Second Chance's lock moves the lock with it: picks lock at the start.
  UPDATE tournaments t SET starts_at = NEW.starts_at, updated_at = now()
    FROM matches c
   WHERE c.source_match_id = NEW.id AND t.id = c.tournament_id AND t.status = 'UPCOMING'
     AND NEW.starts_at < t.starts_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER matches_copied AFTER UPDATE ON matches FOR EACH ROW
  WHEN (OLD.player_one_id IS DISTINCT FROM NEW.player_one_id OR OLD.player_two_id IS DISTINCT FROM NEW.player_two_id
        OR OLD.is_completed IS DISTINCT FROM NEW.is_completed OR OLD.winner_id IS DISTINCT FROM NEW.winner_id
        OR OLD.game_score IS DISTINCT FROM NEW.game_score OR OLD.games IS DISTINCT FROM NEW.games
        OR OLD.outcome IS DISTINCT FROM NEW.outcome OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
        OR OLD.completed_at IS DISTINCT FROM NEW.completed_at)
  EXECUTE FUNCTION matches_copy_to_second_chance();
--> statement-breakpoint
-- A main tournament's pages show its Second Chance (its lock, its status): a change to a Second Chance
-- is a change to its parent's pages too.
CREATE OR REPLACE FUNCTION notify_tournament_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  FOR changed IN SELECT id::text FROM changed_rows
                 UNION SELECT parent_id::text FROM changed_rows WHERE parent_id IS NOT NULL LOOP
    PERFORM pg_notify('data_changed', changed);
  END LOOP;
  RETURN NULL;
END $$;
