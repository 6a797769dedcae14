-- Every transfer's lines sum to zero, checked once per statement over the lines it inserted, instead of once
-- per line at commit (issue 29, decision 017). Lines are never changed or deleted (ledger_lines_immutable),
-- so if the lines each statement adds to a transfer sum to zero, every transfer's do, at every commit too:
-- the same rule, refused earlier, without two deferred trigger calls and two sums for every paid entry.
-- Every writer posts a transfer's lines in one statement (postTransfer, the paid entry's statement).
DROP TRIGGER ledger_lines_balanced ON ledger_lines;
--> statement-breakpoint
DROP FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT transfer_id INTO unbalanced FROM inserted_lines GROUP BY transfer_id HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero', unbalanced USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines
  REFERENCING NEW TABLE AS inserted_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
