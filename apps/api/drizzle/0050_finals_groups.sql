ALTER TABLE "matches" ADD COLUMN "group_label" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "player_one_source" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "player_two_source" text;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_group_label_check" CHECK ("matches"."group_label" is null or "matches"."group_label" ~ '^[A-H]$');--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player_sources_check" CHECK (("matches"."player_one_source" is null or "matches"."player_one_source" ~ '^[A-H][1-8]$') and ("matches"."player_two_source" is null or "matches"."player_two_source" ~ '^[A-H][1-8]$'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_group_or_sources_check" CHECK ("matches"."group_label" is null or ("matches"."player_one_source" is null and "matches"."player_two_source" is null));