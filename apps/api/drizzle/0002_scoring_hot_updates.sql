DROP INDEX "entries_tournament_position_idx";--> statement-breakpoint
-- Half of each page left free, so re-scoring's update of every entry can keep the new row version on
-- the same page (a HOT update: no index entries written). Drizzle's schema has no word for this.
ALTER TABLE "entries" SET (fillfactor = 50);
