CREATE TABLE "username_history" (
	"username" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "username_history" ADD CONSTRAINT "username_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "username_history_user_idx" ON "username_history" USING btree ("user_id");--> statement-breakpoint
-- Every rename, whoever makes it (the fan, an admin, a closure), remembers the old name: one place for all paths.
CREATE FUNCTION remember_old_username() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF lower(NEW.username) <> lower(OLD.username) THEN
    INSERT INTO username_history (username, user_id, changed_at) VALUES (lower(OLD.username), OLD.id, now())
    ON CONFLICT (username) DO UPDATE SET user_id = excluded.user_id, changed_at = excluded.changed_at;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_username_history AFTER UPDATE OF username ON users FOR EACH ROW EXECUTE FUNCTION remember_old_username();
