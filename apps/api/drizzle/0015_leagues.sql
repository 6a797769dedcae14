CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"invite_code" text NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_member_count_check" CHECK ("member_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_invite_code_key" ON "leagues" USING btree ("invite_code");
--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" uuid NOT NULL REFERENCES "leagues"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_members_league_id_user_id_pk" PRIMARY KEY("league_id","user_id"),
	CONSTRAINT "league_members_role_check" CHECK (role in ('owner', 'member'))
);
--> statement-breakpoint
CREATE INDEX "league_members_user_idx" ON "league_members" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "league_members_owner_key" ON "league_members" USING btree ("league_id") WHERE role = 'owner';
--> statement-breakpoint
-- The members' count, the owner and the league's existence follow the members, whoever removes one (leaving,
-- the owner's tools, an account deleted by cascade): a league whose owner goes passes to its oldest member,
-- and a league with no members left is removed.
CREATE FUNCTION league_member_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leagues SET member_count = member_count + 1 WHERE id = NEW.league_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION league_member_left() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  remaining integer;
BEGIN
  UPDATE leagues SET member_count = member_count - 1 WHERE id = OLD.league_id RETURNING member_count INTO remaining;
  IF remaining = 0 THEN
    DELETE FROM leagues WHERE id = OLD.league_id;
  ELSIF remaining IS NOT NULL AND OLD.role = 'owner' THEN
    UPDATE league_members SET role = 'owner'
    WHERE (league_id, user_id) = (
      SELECT league_id, user_id FROM league_members WHERE league_id = OLD.league_id ORDER BY joined_at, user_id LIMIT 1
    );
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER league_members_joined AFTER INSERT ON league_members FOR EACH ROW EXECUTE FUNCTION league_member_joined();
--> statement-breakpoint
CREATE TRIGGER league_members_left AFTER DELETE ON league_members FOR EACH ROW EXECUTE FUNCTION league_member_left();
--> statement-breakpoint
-- Cached league reads are kept current like a tournament's (migration 0012), on their own key 'league:<id>'
-- so the public live stream, which passes tournament ids on, can leave them out.
CREATE FUNCTION notify_league_member_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  FOR changed IN SELECT DISTINCT league_id::text FROM changed_rows LOOP
    PERFORM pg_notify('data_changed', 'league:' || changed);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_league_row_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  FOR changed IN SELECT DISTINCT id::text FROM changed_rows LOOP
    PERFORM pg_notify('data_changed', 'league:' || changed);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER league_members_changed_insert AFTER INSERT ON league_members REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_league_member_changes();
--> statement-breakpoint
CREATE TRIGGER league_members_changed_update AFTER UPDATE ON league_members REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_league_member_changes();
--> statement-breakpoint
CREATE TRIGGER league_members_changed_delete AFTER DELETE ON league_members REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_league_member_changes();
--> statement-breakpoint
CREATE TRIGGER leagues_changed_update AFTER UPDATE ON leagues REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_league_row_changes();
--> statement-breakpoint
CREATE TRIGGER leagues_changed_delete AFTER DELETE ON leagues REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_league_row_changes();
