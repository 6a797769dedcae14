-- An entry's picks move from 63 rows of match_tips into one row of entry_tips (arrays by tip slot:
-- (round index - 1) * 64 + position), so a submission writes two rows instead of 64, and match_tips
-- becomes a view that reads them tip by tip. Existing tips are carried over.
CREATE TABLE "entry_tips" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"winner_ids" uuid[] NOT NULL,
	"lost_games" smallint[] NOT NULL,
	"adjusted_from_ids" uuid[],
	"adjusted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_tips_lost_games_check" CHECK (0 <= all("entry_tips"."lost_games") and 2 >= all("entry_tips"."lost_games"))
);
--> statement-breakpoint
ALTER TABLE "entry_tips" ADD CONSTRAINT "entry_tips_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "entry_tips" ("entry_id", "winner_ids", "lost_games", "adjusted_from_ids", "adjusted_at", "created_at", "updated_at")
WITH slotted AS (
	SELECT t.*, (r.index - 1) * 64 + m.position AS slot
	FROM "match_tips" t JOIN "matches" m ON m.id = t.match_id JOIN "rounds" r ON r.id = m.round_id
), per_entry AS (
	SELECT entry_id, max(slot) AS last_slot, max(adjusted_at) AS adjusted_at, min(created_at) AS created_at,
	       max(updated_at) AS updated_at, bool_or(adjusted_from_player_id IS NOT NULL) AS adjusted
	FROM slotted GROUP BY entry_id
)
SELECT e.entry_id,
	array(SELECT s.predicted_winner_id FROM generate_series(1, e.last_slot) g(slot)
	      LEFT JOIN slotted s ON s.entry_id = e.entry_id AND s.slot = g.slot ORDER BY g.slot),
	array(SELECT substr(s.predicted_score, 3)::smallint FROM generate_series(1, e.last_slot) g(slot)
	      LEFT JOIN slotted s ON s.entry_id = e.entry_id AND s.slot = g.slot ORDER BY g.slot),
	CASE WHEN e.adjusted THEN
	array(SELECT s.adjusted_from_player_id FROM generate_series(1, e.last_slot) g(slot)
	      LEFT JOIN slotted s ON s.entry_id = e.entry_id AND s.slot = g.slot ORDER BY g.slot) END,
	e.adjusted_at, e.created_at, e.updated_at
FROM per_entry e;--> statement-breakpoint
DROP TABLE "match_tips" CASCADE;--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_position_check";--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_position_check" CHECK ("matches"."position" between 1 and 64);--> statement-breakpoint
CREATE VIEW "match_tips" AS
SELECT t.entry_id, m.id AS match_id, t.winner_ids[s.slot] AS predicted_winner_id,
       '3-' || t.lost_games[s.slot] AS predicted_score, t.adjusted_from_ids[s.slot] AS adjusted_from_player_id
FROM "entry_tips" t
JOIN "entries" e ON e.id = t.entry_id
JOIN "matches" m ON m.tournament_id = e.tournament_id
JOIN "rounds" r ON r.id = m.round_id
CROSS JOIN LATERAL (SELECT (r.index - 1) * 64 + m.position AS slot) s
WHERE t.winner_ids[s.slot] IS NOT NULL;
