-- A tip change is recorded once, by its entry (issue 65). Every write of entry_tips is in the transaction of a
-- write of its entry (a new entry, a tip change: the entry's best still possible and time) or of its match (a
-- withdrawal's adjustment, then the re-scoring), and each of those records the same tournament's change. The
-- tips' own triggers (migration 0012, recording since 0048) wrote a second change-log row into every deadline
-- commit, with its index entry: a tenth of the commits the database can take at 64 clients.
DROP TRIGGER entry_tips_changed_insert ON entry_tips;
--> statement-breakpoint
DROP TRIGGER entry_tips_changed_update ON entry_tips;
--> statement-breakpoint
DROP FUNCTION record_entry_tip_changes();
--> statement-breakpoint
-- Nor does a row need an id of its own: the reader tells rows apart by their transaction and their place in the
-- table (a row is never updated, and a place freed by the pruning is taken by a later transaction's row), and
-- the identity's sequence was one more thing every recording commit took a lock on.
ALTER TABLE change_log DROP COLUMN id;
