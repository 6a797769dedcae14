-- A fan's record page can be made private from the account page (issue 45): it then shows only the name.
ALTER TABLE "users" ADD COLUMN "profile_private" boolean DEFAULT false NOT NULL;