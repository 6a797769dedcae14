CREATE TABLE "league_outlooks" (
	"league_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"first" text NOT NULL,
	"best_rank" integer NOT NULL,
	"best_rank_exact" boolean NOT NULL,
	"first_chance" real NOT NULL,
	"leaderboard_version" integer NOT NULL,
	CONSTRAINT "league_outlooks_league_id_entry_id_pk" PRIMARY KEY("league_id","entry_id"),
	CONSTRAINT "league_outlooks_first_check" CHECK (first in ('can', 'out', 'unknown')),
	CONSTRAINT "league_outlooks_chance_check" CHECK ("league_outlooks"."first_chance" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "league_outlooks" ADD CONSTRAINT "league_outlooks_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_outlooks" ADD CONSTRAINT "league_outlooks_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_outlooks" ADD CONSTRAINT "league_outlooks_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_outlooks_tournament_idx" ON "league_outlooks" USING btree ("tournament_id","league_id");