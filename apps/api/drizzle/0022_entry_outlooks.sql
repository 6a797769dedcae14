CREATE TABLE "entry_outlooks" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"first" text NOT NULL,
	"prize_places" text NOT NULL,
	"best_rank" integer NOT NULL,
	"best_rank_exact" boolean NOT NULL,
	"first_chance" real NOT NULL,
	"prize_chance" real NOT NULL,
	"decided" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_outlooks_first_check" CHECK (first in ('can', 'out', 'unknown')),
	CONSTRAINT "entry_outlooks_prize_places_check" CHECK (prize_places in ('can', 'out', 'unknown')),
	CONSTRAINT "entry_outlooks_chances_check" CHECK ("entry_outlooks"."first_chance" between 0 and 1 and "entry_outlooks"."prize_chance" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "entry_outlooks" ADD CONSTRAINT "entry_outlooks_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_outlooks" ADD CONSTRAINT "entry_outlooks_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_outlooks_tournament_idx" ON "entry_outlooks" USING btree ("tournament_id");