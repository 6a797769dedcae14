-- The ledger is the only writer of kept balances (issue 43, decision 008). Until now the application wrote
-- a fan's and the platform accounts' balances itself, beside the lines it posted (postTransfer, the paid
-- entry's statement), and `update ledger_accounts set balance = ...` succeeded from anywhere. Now:
-- 1. The statement trigger that checks each statement's lines (sum to zero, references) also applies them:
--    each account's share of the statement is added to its kept balance, in account id order (so concurrent
--    statements can't deadlock), pools excepted (a pool's balance is its lines: no hot row). The
--    non-negative rule (ledger_accounts_user_balance_check) is checked by that update.
-- 2. A kept balance changed by anything else is refused: an update of `balance` not made by that trigger,
--    an account made with a balance. (pg_trigger_depth() is 0 for a statement a client sent, 1 inside the
--    lines trigger; only DDL, which the application never runs, could add another path.)
-- 3. A line's transfer is a foreign key again: what pg_dump, restores and every tool see. It costs one index
--    probe on a transfer inserted by the same statement (no contention). A line's account stays checked by
--    the trigger, which reads the account anyway to apply the line: a foreign key would also key-share lock
--    the tournament's pool row for every paid entry in flight (measured in decision 008).
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
  moved record;
BEGIN
  SELECT transfer_id INTO unbalanced FROM inserted_lines GROUP BY transfer_id HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero', unbalanced USING ERRCODE = '23514';
  END IF;
  -- One read for every account the statement touched (its kind, or none: a missing account), then one
  -- update for each that keeps a balance, in id order.
  FOR moved IN
    SELECT l.account_id, a.kind, sum(l.amount) AS amount
    FROM inserted_lines l LEFT JOIN ledger_accounts a ON a.id = l.account_id
    GROUP BY l.account_id, a.kind ORDER BY l.account_id
  LOOP
    IF moved.kind IS NULL THEN
      RAISE EXCEPTION 'a ledger line refers to an account that does not exist' USING ERRCODE = '23503';
    END IF;
    IF moved.kind <> 'TOURNAMENT_POOL' AND moved.amount <> 0 THEN
      UPDATE ledger_accounts SET balance = balance + moved.amount WHERE id = moved.account_id;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ledger_balance_kept_by_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a ledger balance moves only with the lines posted to its account: post a transfer'
    USING ERRCODE = '42501';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_balance_from_lines BEFORE UPDATE OF balance ON ledger_accounts
  FOR EACH ROW WHEN (pg_trigger_depth() = 0 AND NEW.balance IS DISTINCT FROM OLD.balance) EXECUTE FUNCTION ledger_balance_kept_by_lines();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_open_at_zero BEFORE INSERT ON ledger_accounts
  FOR EACH ROW WHEN (NEW.balance <> 0) EXECUTE FUNCTION ledger_balance_kept_by_lines();--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;
