import {
  CREDIT_UNIT,
  type CreditTransaction,
  type CreditTransactionType,
  creditNote,
  type LedgerAccountKind,
  type LedgerTransferType,
  type ResourceType,
} from '@squash/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { type Paged, paged } from '../../lib/paging.js';
import { CHECK_VIOLATION, sqlState } from '../../lib/pg-errors.js';

/** An account by its owner: a fan's credits, a tournament's pool, or one of the platform's own. */
export type AccountRef =
  | { kind: 'USER_CREDITS'; userId: string }
  | { kind: 'TOURNAMENT_POOL'; tournamentId: string }
  | { kind: Exclude<LedgerAccountKind, 'USER_CREDITS' | 'TOURNAMENT_POOL'> };

/**
 * A paid entry's fee, once per fan and tournament: both ways of writing a paid entry (the one statement and the
 * careful path) post it under this key, so neither can charge it twice.
 */
export const entryFeeKey = (tournamentId: string, userId: string) => `entry:${tournamentId}:${userId}`;

export interface TransferInput {
  /** Derived from the cause (`topup:<payment>`, `entry:<tournament>:<user>`, `refund:<tournament>:<user>`…). */
  key: string;
  type: LedgerTransferType;
  description: string;
  resource?: { type: ResourceType; id: string };
  /** Signed amounts in hundredths of a credit; they must sum to zero. */
  lines: Array<{ account: AccountRef; amount: number }>;
  /** When its cause happened, if not now (the demo seed tells a month of history). */
  at?: Date;
}

/** Thrown when a fan's balance would go below zero (the accounts' check constraint). */
export class InsufficientCreditsError extends Error {
  constructor() {
    super('Not enough credits');
    this.name = 'InsufficientCreditsError';
  }
}

const userOf = (account: AccountRef) => (account.kind === 'USER_CREDITS' ? account.userId : null);
const tournamentOf = (account: AccountRef) => (account.kind === 'TOURNAMENT_POOL' ? account.tournamentId : null);

/** The account's id, made on first use (by whichever transaction gets there first). */
export async function ledgerAccount(db: Executor, account: AccountRef): Promise<string> {
  const [made] = await queryRows<{ id: string }>(
    db,
    sql`insert into ledger_accounts (kind, user_id, tournament_id)
        values (${account.kind}, ${userOf(account)}, ${tournamentOf(account)})
        on conflict on constraint ledger_accounts_owner_key do nothing returning id`,
  );
  if (made) return made.id;
  // Another transaction made it: a new statement sees it once that one has committed.
  const [existing] = await queryRows<{ id: string }>(
    db,
    sql`select id from ledger_accounts
        where kind = ${account.kind} and user_id is not distinct from ${userOf(account)}::uuid
          and tournament_id is not distinct from ${tournamentOf(account)}::uuid`,
  );
  if (!existing) throw new Error(`no ledger account for ${account.kind}`);
  return existing.id;
}

/** A transfer's id, and whether this call posted it (false: its key had been posted already). */
export interface TransferPosted {
  transferId: string | null;
  posted: boolean;
}

/**
 * Posts one transfer, once: a second call with the same key posts nothing and answers `posted: false`.
 * Run it inside the transaction of its cause. Its lines are all it writes: the database applies them to
 * the kept balances (in account id order, so concurrent transfers can't deadlock; a pool's balance is its
 * lines, no hot row) and refuses any other change of a balance (migration 0030). A fan's balance below
 * zero throws InsufficientCreditsError and the caller's transaction rolls back.
 */

export async function postTransfer(db: Executor, input: TransferInput): Promise<TransferPosted> {
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  if (total !== 0 || input.lines.some((line) => !Number.isInteger(line.amount) || line.amount === 0)) {
    throw new Error(`transfer ${input.key}: lines must be non-zero integers summing to zero (sum ${total})`);
  }
  // Atomic on its own (a savepoint inside the caller's transaction): the transfer and its lines.
  return db.transaction(async (tx) => {
    const [transfer] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ledger_transfers (idempotency_key, type, description, resource_type, resource_id, created_at)
          values (${input.key}, ${input.type}, ${input.description}, ${input.resource?.type ?? null}, ${input.resource?.id ?? null},
                  coalesce(${input.at?.toISOString() ?? null}::timestamptz, now()))
          on conflict (idempotency_key) do nothing returning id`,
    );
    if (!transfer) return { transferId: null, posted: false };
    const lines: Array<{ account: AccountRef; amount: number; accountId: string }> = [];
    for (const line of input.lines) lines.push({ ...line, accountId: await ledgerAccount(tx, line.account) });
    // The lines move the kept balances (the database's statement trigger, migration 0030): a fan's going
    // below zero refuses the statement with the accounts' check constraint.
    try {
      await tx.execute(
        sql`insert into ledger_lines (transfer_id, account_id, amount, created_at) values ${sql.join(
          lines.map(
            (line) =>
              sql`(${transfer.id}, ${line.accountId}, ${line.amount}, coalesce(${input.at?.toISOString() ?? null}::timestamptz, now()))`,
          ),
          sql`, `,
        )}`,
      );
    } catch (error) {
      if (sqlState(error) === CHECK_VIOLATION) throw new InsufficientCreditsError();
      throw error;
    }
    return { transferId: transfer.id, posted: true };
  });
}

/**
 * What tournament pools hold, in hundredths: the sum of their lines (a pool keeps no balance of its own, so
 * paid entries don't queue on its row). One tournament's pool, or all of them. The one definition the
 * prize pool that settles a tournament and the back office's 'Pools held' both read.
 */
export function poolsHeldSql(tournamentId?: string): SQL {
  const which = tournamentId === undefined ? sql`` : sql` and a.tournament_id = ${tournamentId}`;
  return sql`select coalesce(sum(l.amount), 0)::int from ledger_lines l
    join ledger_accounts a on a.id = l.account_id and a.kind = 'TOURNAMENT_POOL'${which}`;
}

/** A tournament's pool, in hundredths (poolsHeldSql). */
export async function poolBalance(db: Executor, tournamentId: string): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(db, sql`select (${poolsHeldSql(tournamentId)}) as balance`);
  return row?.balance ?? 0;
}

/** A fan's credit balance, in hundredths. */
export async function creditBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select balance::int from ledger_accounts where kind = 'USER_CREDITS' and user_id = ${userId}`,
  );
  return row?.balance ?? 0;
}

/**
 * Gives back every entry fee paid into a tournament's pool, once per fan (`refund:<tournament>:<user>`),
 * inside the caller's transaction. Returns how many fans were refunded.
 */
export async function refundTournament(db: Executor, tournamentId: string, description: string): Promise<number> {
  const owed = await queryRows<{ user_id: string; paid: number }>(
    db,
    sql`select fan.user_id, -sum(fan_line.amount)::int as paid
        from ledger_lines pool_line
        join ledger_accounts pool on pool.id = pool_line.account_id
          and pool.kind = 'TOURNAMENT_POOL' and pool.tournament_id = ${tournamentId}
        join ledger_lines fan_line on fan_line.transfer_id = pool_line.transfer_id
        join ledger_accounts fan on fan.id = fan_line.account_id and fan.kind = 'USER_CREDITS'
        group by fan.user_id having sum(fan_line.amount) < 0`,
  );
  let refunded = 0;
  for (const { user_id: userId, paid } of owed) {
    const { posted } = await postTransfer(db, {
      key: `refund:${tournamentId}:${userId}`,
      type: 'REFUND',
      description,
      resource: { type: 'TOURNAMENT', id: tournamentId },
      lines: [
        { account: { kind: 'USER_CREDITS', userId }, amount: paid },
        { account: { kind: 'TOURNAMENT_POOL', tournamentId }, amount: -paid },
      ],
    });
    if (posted) refunded++;
  }
  return refunded;
}

/**
 * What must always hold of the ledger; an empty list when it does: every transfer sums to zero, every
 * line's transfer and account exist, every kept balance equals the sum of its lines, no fan is below zero,
 * and all accounts together sum to zero.
 */
export async function ledgerProblems(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`select 'transfer ' || transfer_id || ' sums to ' || sum(amount) as problem
          from ledger_lines group by transfer_id having sum(amount) <> 0
        union all
        select 'line ' || l.id || ' refers to a missing ' || case when t.id is null then 'transfer' else 'account' end
          from ledger_lines l left join ledger_transfers t on t.id = l.transfer_id left join ledger_accounts a on a.id = l.account_id
          where t.id is null or a.id is null
        union all
        select 'account ' || a.id || ' (' || a.kind || ') keeps ' || a.balance || ' but its lines sum to ' || coalesce(sum(l.amount), 0)
          from ledger_accounts a left join ledger_lines l on l.account_id = a.id
          where a.kind <> 'TOURNAMENT_POOL' group by a.id having a.balance <> coalesce(sum(l.amount), 0)
        union all
        select 'fan ' || user_id || ' is below zero: ' || balance from ledger_accounts where kind = 'USER_CREDITS' and balance < 0
        union all
        select 'all lines sum to ' || sum(amount) from ledger_lines having sum(amount) <> 0`,
  );
  return rows.map((row) => row.problem);
}

/** A fan's credit transactions: their own lines, newest first, a page at a time. */
export async function listCreditTransactions(
  db: Executor,
  { userId, page, pageSize }: { userId: string; page: number; pageSize: number },
): Promise<Paged<CreditTransaction>> {
  return paged(
    { page, page_size: pageSize },
    queryRows<{
      id: string;
      type: CreditTransactionType;
      amount: number;
      description: string;
      created_at: Date | string;
      resource_type: ResourceType | null;
      resource_id: string | null;
    }>(
      db,
      // A purchase links to its payment (its receipt); a tournament since deleted links nowhere (the line's
      // description still names it), rather than to 'Tournament Not Found'.
      sql`select l.id, t.type, l.amount::int as amount, t.description, l.created_at,
                 case when p.id is not null then 'PAYMENT'
                      when t.resource_type = 'TOURNAMENT' and tn.id is null then null
                      else t.resource_type end as resource_type,
                 case when p.id is not null then p.id
                      when t.resource_type = 'TOURNAMENT' and tn.id is null then null
                      else t.resource_id end as resource_id
          from ledger_lines l
          join ledger_accounts a on a.id = l.account_id and a.kind = 'USER_CREDITS' and a.user_id = ${userId}
          join ledger_transfers t on t.id = l.transfer_id
          left join payments p on t.type = 'USER_TOP_UP' and t.idempotency_key = 'topup:' || p.id::text
          left join tournaments tn on t.resource_type = 'TOURNAMENT' and tn.id = t.resource_id
          order by l.created_at desc, l.id desc
          limit ${pageSize} offset ${page * pageSize}`,
    ).then((rows) =>
      rows.map(
        (row): CreditTransaction => ({
          id: row.id,
          type: row.type,
          amount: row.amount,
          description: row.description,
          note: creditNote(row.description),
          createdAt: new Date(row.created_at).toISOString(),
          resource: row.resource_type && row.resource_id ? { type: row.resource_type, id: row.resource_id } : null,
        }),
      ),
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ledger_lines l
          join ledger_accounts a on a.id = l.account_id and a.kind = 'USER_CREDITS' and a.user_id = ${userId}`,
    ),
  );
}

/** The back office's bonus: credits from the admin grants account, once per request id. */
export async function grantBonusCredits(
  db: Executor,
  { userId, amount, reason, requestId }: { userId: string; amount: number; reason: string; requestId: string },
): Promise<TransferPosted> {
  const hundredths = amount * CREDIT_UNIT;
  return postTransfer(db, {
    key: `bonus:${requestId}`,
    type: 'ADMIN_TOP_UP',
    description: reason,
    resource: { type: 'USER', id: userId },
    lines: [
      { account: { kind: 'USER_CREDITS', userId }, amount: hundredths },
      { account: { kind: 'ADMIN_GRANTS' }, amount: -hundredths },
    ],
  });
}
