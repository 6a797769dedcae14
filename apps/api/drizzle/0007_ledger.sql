CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"tournament_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("kind","user_id","tournament_id"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('USER_CREDITS', 'TOURNAMENT_POOL', 'PLATFORM_REVENUE', 'CARD_CLEARING', 'ADMIN_GRANTS', 'PRIZES_OWED')),
	CONSTRAINT "ledger_accounts_user_balance_check" CHECK ("ledger_accounts"."kind" <> 'USER_CREDITS' or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_amount_check" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"resource_type" text,
	"resource_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_type_check" CHECK (type in ('USER_TOP_UP', 'ADMIN_TOP_UP', 'ENTRY_PURCHASE', 'PRIZE', 'REFUND', 'PRIZE_PAYOUT'))
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_transfer_idx" ON "ledger_lines" USING btree ("transfer_id");--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger % are never changed or deleted: post a correcting transfer', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_immutable BEFORE UPDATE OR DELETE ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_lines WHERE transfer_id = NEW.transfer_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero', NEW.transfer_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- What credit_transactions held becomes transfers: the fan's line and its counterpart.
INSERT INTO ledger_accounts (kind, user_id) SELECT DISTINCT 'USER_CREDITS', user_id FROM credit_transactions;
--> statement-breakpoint
INSERT INTO ledger_accounts (kind, tournament_id)
  SELECT DISTINCT 'TOURNAMENT_POOL', tournament_id FROM credit_transactions
  WHERE type IN ('ENTRY_PURCHASE', 'REFUND') AND tournament_id IS NOT NULL;
--> statement-breakpoint
INSERT INTO ledger_accounts (kind) VALUES ('PLATFORM_REVENUE'), ('CARD_CLEARING'), ('ADMIN_GRANTS'), ('PRIZES_OWED');
--> statement-breakpoint
INSERT INTO ledger_transfers (id, idempotency_key, type, description, resource_type, resource_id, created_at)
  SELECT id, 'legacy:' || id, type, description, resource_type, resource_id, created_at FROM credit_transactions;
--> statement-breakpoint
INSERT INTO ledger_lines (transfer_id, account_id, amount, created_at)
  SELECT c.id, a.id, c.amount, c.created_at
  FROM credit_transactions c JOIN ledger_accounts a ON a.kind = 'USER_CREDITS' AND a.user_id = c.user_id
  UNION ALL
  SELECT c.id, a.id, -c.amount, c.created_at
  FROM credit_transactions c JOIN ledger_accounts a ON CASE
    WHEN c.type IN ('ENTRY_PURCHASE', 'REFUND') AND c.tournament_id IS NOT NULL
      THEN a.kind = 'TOURNAMENT_POOL' AND a.tournament_id = c.tournament_id
    WHEN c.type IN ('ENTRY_PURCHASE', 'REFUND') THEN a.kind = 'PLATFORM_REVENUE'
    WHEN c.type = 'USER_TOP_UP' THEN a.kind = 'CARD_CLEARING'
    WHEN c.type = 'PRIZE' THEN a.kind = 'PRIZES_OWED'
    ELSE a.kind = 'ADMIN_GRANTS' END;
--> statement-breakpoint
UPDATE ledger_accounts a SET balance = s.total
  FROM (SELECT account_id, sum(amount) AS total FROM ledger_lines GROUP BY account_id) s
  WHERE s.account_id = a.id AND a.kind <> 'TOURNAMENT_POOL';
--> statement-breakpoint
DROP TABLE credit_transactions;
