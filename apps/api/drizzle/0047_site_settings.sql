CREATE TABLE "site_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"facebook_url" text,
	"instagram_url" text,
	"x_url" text,
	"youtube_url" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_settings_one_row_check" CHECK ("site_settings"."id"),
	CONSTRAINT "site_settings_facebook_url_check" CHECK ("facebook_url" is null or ("facebook_url" ~* '^https?://' and length("facebook_url") <= 300)),
	CONSTRAINT "site_settings_instagram_url_check" CHECK ("instagram_url" is null or ("instagram_url" ~* '^https?://' and length("instagram_url") <= 300)),
	CONSTRAINT "site_settings_x_url_check" CHECK ("x_url" is null or ("x_url" ~* '^https?://' and length("x_url") <= 300)),
	CONSTRAINT "site_settings_youtube_url_check" CHECK ("youtube_url" is null or ("youtube_url" ~* '^https?://' and length("youtube_url") <= 300))
);
--> statement-breakpoint
-- `GET /api/site-config` reads this row through the public read cache, and the tournament pages are rendered with
-- that answer: a change ends every cached read everywhere (as a player's does, migration 0012), so the footer's
-- new links show on the next page anyone opens, on every process.
CREATE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed();
