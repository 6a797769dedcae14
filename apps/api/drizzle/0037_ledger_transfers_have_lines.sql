-- A ledger transfer is its lines (issue 63): one inserted without any is refused when its transaction commits,
-- as an unbalanced one is refused by its statement (migration 0028). Deferred, so the transfer and its lines may
-- come in either order within the transaction.
CREATE FUNCTION ledger_check_transfer_has_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_lines WHERE transfer_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transfer % has no lines', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_have_lines AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer_has_lines();
