-- A paid entry writes three ledger tables in its statement; this makes those writes cheaper without loosening
-- any rule (issue 29, decision 017). Measured by instructions per paid entry (valgrind), not by the clock.
--
-- Lines posted earlier in the same transaction (the migrations run in one) still have the checks of
-- migration 0007 pending: run them now, or the tables can't be altered.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
-- 1. The kinds of account and of transfer become the database's own types. A check constraint is read back
--    from its stored text by every statement that writes its table; an enum needs no check.
CREATE TYPE "public"."ledger_account_kind" AS ENUM('USER_CREDITS', 'TOURNAMENT_POOL', 'PLATFORM_REVENUE', 'CARD_CLEARING', 'ADMIN_GRANTS', 'PRIZES_OWED');--> statement-breakpoint
CREATE TYPE "public"."ledger_transfer_type" AS ENUM('USER_TOP_UP', 'ADMIN_TOP_UP', 'ENTRY_PURCHASE', 'PRIZE', 'REFUND', 'PRIZE_PAYOUT');--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_user_balance_check";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_type_check";--> statement-breakpoint
DROP INDEX "ledger_transfers_refunds_idx";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_account_kind" USING "kind"::"public"."ledger_account_kind";--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "type" SET DATA TYPE "public"."ledger_transfer_type" USING "type"::"public"."ledger_transfer_type";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_balance_check" CHECK ("ledger_accounts"."kind" <> 'USER_CREDITS' or "ledger_accounts"."balance" >= 0);--> statement-breakpoint
CREATE INDEX "ledger_transfers_refunds_idx" ON "ledger_transfers" USING btree ("created_at") WHERE "ledger_transfers"."type" = 'REFUND';--> statement-breakpoint
-- 2. A line's transfer and account are checked once per statement, by the trigger that checks the sum, rather
--    than by two foreign keys each running a query (and locking the referenced row) for every line: the
--    pool's account row was share-locked by every paid entry in flight. What the keys' ON DELETE RESTRICT
--    kept, the triggers keep: transfers and lines are never changed or deleted (migration 0007), and accounts
--    are never deleted nor given another id or owner (below), so a reference true when its line is posted
--    stays true, and an account id read once (a paid entry's pool, entries/service.ts) stays the same account.
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_transfer_id_ledger_transfers_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk";--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced uuid;
BEGIN
  SELECT transfer_id INTO unbalanced FROM inserted_lines GROUP BY transfer_id HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero', unbalanced USING ERRCODE = '23514';
  END IF;
  IF EXISTS (SELECT 1 FROM inserted_lines l
              WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = l.transfer_id)
                 OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = l.account_id)) THEN
    RAISE EXCEPTION 'a ledger line refers to a transfer or an account that does not exist' USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION ledger_account_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never deleted and never change id or owner: their lines refer to them' USING ERRCODE = '23503';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kept BEFORE DELETE OR UPDATE OF id, kind, user_id, tournament_id ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_kept();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_not_truncated BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_account_kept();--> statement-breakpoint
CREATE TRIGGER ledger_transfers_not_truncated BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_lines_not_truncated BEFORE TRUNCATE ON ledger_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
