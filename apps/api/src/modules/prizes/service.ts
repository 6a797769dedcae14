import {
  CENTS_PER_CREDIT_UNIT,
  describeCredit,
  type Gender,
  type LeaderboardPrize,
  type MyPrize,
  type PrizeEntrant,
  splitFixedPrizes,
  splitPrizePool,
  tournamentTitle,
} from '@squash/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, onlyRow, queryRows } from '../../db/client.js';
import { identityChecks, prizes, tournaments, users } from '../../db/schema.js';

type Tournament = typeof tournaments.$inferSelect;

import type { Mailer } from '../../integrations/mail/mailer.js';
import { prizeWonMail } from '../../integrations/mail/templates.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { say, textsFor } from '../../lib/texts.js';
import { accountsHeld, keepHeldPrize } from '../account-reviews/service.js';
import { entriesThatMayWin } from '../eligibility/service.js';
import { poolBalance, postTransfer } from '../ledger/service.js';
import type { PushEvent } from '../push/service.js';
import { PUSH } from '../push/texts.js';
import { adminPrizeWindow, SETTLEMENT_DUE, settlementDue } from './window.js';

/** Entries that paid into the tournament's pool and were not refunded, with their final ranks. */
export async function paidEntrants(db: Executor, tournamentId: string): Promise<PrizeEntrant[]> {
  const rows = await queryRows<{ entry_id: string; user_id: string; rank: number | null }>(
    db,
    sql`with paid as (
          select fan.user_id, -sum(fan_line.amount) as net
          from ledger_lines pool_line
          join ledger_accounts pool on pool.id = pool_line.account_id
            and pool.kind = 'TOURNAMENT_POOL' and pool.tournament_id = ${tournamentId}
          join ledger_lines fan_line on fan_line.transfer_id = pool_line.transfer_id
          join ledger_accounts fan on fan.id = fan_line.account_id and fan.kind = 'USER_CREDITS'
          group by fan.user_id having -sum(fan_line.amount) > 0)
        select e.id as entry_id, e.user_id, e.rank from entries e join paid on paid.user_id = e.user_id
        where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'`,
  );
  return rows.map((row) => ({ entryId: row.entry_id, userId: row.user_id, rank: row.rank ?? Number.MAX_SAFE_INTEGER }));
}

/**
 * Pays out a tournament whose ranks are frozen (SCORED) once its dispute window is over, while no administrator
 * holds it and no dispute is open (window.ts), once (`prize:<tournament>`): the pool's 60% owed in cash to the
 * winner(s), 10% credited to the top 10%, 30% and the remainders to the platform (core's splitPrizePool). PAYING
 * while a cash prize is owed, PAID when none is. Returns the winners to tell, empty when it had been settled
 * already or must wait. `now` is when it is asked (the window's end is compared with it); `at` dates the transfer.
 */
export async function settleTournament(
  db: Executor,
  tournamentId: string,
  { at, now = new Date() }: { at?: Date; now?: Date } = {},
) {
  return db.transaction(async (tx) => {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
    if (tournament?.status !== 'SCORED') return { settled: false, winners: [] };
    if (!(await settlementDue(tx, tournamentId, now))) return { settled: false, winners: [] };
    if (tournament.prizeModel === 'FIXED') return settleFixedPrizes(tx, tournament, { at, now });
    const entrants = await paidEntrants(tx, tournamentId);
    const mayWin = await entriesThatMayWin(tx, tournamentId, now);
    const split = splitPrizePool({
      feeCredits: tournament.entryFee,
      entrants,
      mayWin: (entrant) => mayWin.has(entrant.entryId),
    });
    const pool = await poolBalance(tx, tournamentId);
    if (pool !== split.poolCredits) {
      throw new Error(`tournament ${tournamentId}: the pool holds ${pool}, its paid entries make ${split.poolCredits}`);
    }
    if (split.poolCredits > 0) {
      const platform = split.poolCredits - split.winnerCredits - split.topFinisherCredits;
      // A fan under review as a possible second account wins their place, but its credits wait (issue 62, 5).
      const held = await accountsHeld(
        tx,
        split.topFinishers.map((finisher) => finisher.userId),
      );
      const heldCredits = split.topFinishers
        .filter((finisher) => held.has(finisher.userId))
        .reduce((sum, finisher) => sum + finisher.credits, 0);
      await postTransfer(tx, {
        ...(at ? { at } : {}),
        key: `prize:${tournamentId}`,
        type: 'PRIZE',
        description: describeCredit({
          kind: 'PRIZE',
          tournament: { name: tournament.name, gender: tournament.gender },
          credits: null,
          sponsor: null,
        }),
        resource: { type: 'TOURNAMENT', id: tournamentId },
        lines: [
          { account: { kind: 'TOURNAMENT_POOL', tournamentId }, amount: -split.poolCredits },
          ...split.topFinishers
            .filter((finisher) => !held.has(finisher.userId))
            .map((finisher) => ({
              account: { kind: 'USER_CREDITS' as const, userId: finisher.userId },
              amount: finisher.credits,
            })),
          ...(heldCredits > 0 ? [{ account: { kind: 'PRIZES_HELD' as const }, amount: heldCredits }] : []),
          ...(split.winnerCredits > 0
            ? [{ account: { kind: 'PRIZES_OWED' as const }, amount: split.winnerCredits }]
            : []),
          ...(platform > 0 ? [{ account: { kind: 'PLATFORM_REVENUE' as const }, amount: platform }] : []),
        ],
      });
      for (const finisher of split.topFinishers.filter((one) => held.has(one.userId))) {
        await keepHeldPrize(tx, { tournamentId, userId: finisher.userId, credits: finisher.credits });
      }
      await owePrizes(tx, tournamentId, split.winners);
    }
    await tx
      .update(tournaments)
      .set({ status: split.winners.length > 0 ? 'PAYING' : 'PAID', updatedAt: new Date() })
      .where(eq(tournaments.id, tournamentId));
    return { settled: true, winners: split.winners, name: tournament.name };
  });
}

/** The cash prizes a settlement owes (in hundredths of a credit), once per winner: the pool's and fixed prizes'. */
async function owePrizes(
  tx: Executor,
  tournamentId: string,
  winners: ReadonlyArray<PrizeEntrant & { credits: number }>,
) {
  if (winners.length === 0) return;
  await tx
    .insert(prizes)
    .values(
      winners.map((winner) => ({
        tournamentId,
        userId: winner.userId,
        entryId: winner.entryId,
        rank: winner.rank,
        credits: winner.credits,
      })),
    )
    .onConflictDoNothing();
}

/** Every entry of a tournament that wasn't refunded, with its final rank: a fixed-prize tournament's field. */
export async function rankedEntrants(db: Executor, tournamentId: string): Promise<PrizeEntrant[]> {
  const rows = await queryRows<{ entry_id: string; user_id: string; rank: number | null }>(
    db,
    sql`select e.id as entry_id, e.user_id, e.rank from entries e
        where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'`,
  );
  return rows.map((row) => ({ entryId: row.entry_id, userId: row.user_id, rank: row.rank ?? Number.MAX_SAFE_INTEGER }));
}

/** A fixed-prize tournament's awards by its ranks as they stand: the settlement's and the provisional prizes'. */
export async function fixedPrizeAwards(db: Executor, tournament: Tournament, now: Date) {
  const mayWin = await entriesThatMayWin(db, tournament.id, now, 'fixedPrize');
  return splitFixedPrizes({
    prizes: tournament.fixedPrizes,
    entrants: await rankedEntrants(db, tournament.id),
    mayWin: (entrant) => mayWin.has(entrant.entryId),
  });
}

/**
 * Pays a fixed-prize tournament (issue 62, point 3), once (`prize:<tournament>`), under the settlement's lock: the
 * operator (or the sponsor it names) funds each place's prize from ADMIN_GRANTS whatever the number of entrants;
 * credits to the winners (held apart for an account under review), cash owed; the entry fees, if any, are the
 * operator's. PAYING while a cash prize is owed, PAID when none is.
 */
async function settleFixedPrizes(tx: Executor, tournament: Tournament, { at, now }: { at?: Date; now: Date }) {
  const awards = await fixedPrizeAwards(tx, tournament, now);
  const held = await accountsHeld(
    tx,
    awards.filter((award) => award.credits > 0).map((award) => award.userId),
  );
  const credited = awards.filter((award) => award.credits > 0 && !held.has(award.userId));
  const heldCredits = awards.filter((award) => held.has(award.userId)).reduce((sum, a) => sum + a.credits, 0);
  const cash = awards.reduce((sum, award) => sum + award.cashCredits, 0);
  const credits = awards.reduce((sum, award) => sum + award.credits, 0);
  const pool = await poolBalance(tx, tournament.id);
  const lines = [
    ...(pool > 0
      ? [
          { account: { kind: 'TOURNAMENT_POOL' as const, tournamentId: tournament.id }, amount: -pool },
          { account: { kind: 'PLATFORM_REVENUE' as const }, amount: pool },
        ]
      : []),
    ...(cash + credits > 0 ? [{ account: { kind: 'ADMIN_GRANTS' as const }, amount: -(cash + credits) }] : []),
    ...credited.map((award) => ({
      account: { kind: 'USER_CREDITS' as const, userId: award.userId },
      amount: award.credits,
    })),
    ...(heldCredits > 0 ? [{ account: { kind: 'PRIZES_HELD' as const }, amount: heldCredits }] : []),
    ...(cash > 0 ? [{ account: { kind: 'PRIZES_OWED' as const }, amount: cash }] : []),
  ];
  if (lines.length > 0) {
    await postTransfer(tx, {
      ...(at ? { at } : {}),
      key: `prize:${tournament.id}`,
      type: 'PRIZE',
      description: describeCredit({
        kind: 'PRIZE_FIXED',
        tournament: { name: tournament.name, gender: tournament.gender },
        credits: null,
        sponsor: tournament.prizeSponsor,
      }),
      resource: { type: 'TOURNAMENT', id: tournament.id },
      lines,
    });
  }
  for (const award of awards.filter((one) => one.credits > 0 && held.has(one.userId))) {
    await keepHeldPrize(tx, { tournamentId: tournament.id, userId: award.userId, credits: award.credits });
  }
  const winners = awards
    .filter((award) => award.cashCredits > 0)
    .map((award) => ({ ...award, credits: award.cashCredits, cents: award.cashCents }));
  await owePrizes(tx, tournament.id, winners);
  await tx
    .update(tournaments)
    .set({ status: winners.length > 0 ? 'PAYING' : 'PAID', updatedAt: new Date() })
    .where(eq(tournaments.id, tournament.id));
  return { settled: true, winners, name: tournament.name };
}

/** Settles, then mails each winner at once (the terms promise word within 72 hours). */
export async function settleAndTell(
  db: Executor,
  mailer: Mailer,
  {
    tournamentId,
    baseUrl,
    currency,
    notify,
    now,
  }: {
    tournamentId: string;
    baseUrl: string;
    currency: string;
    /** The clock's time: the dispute window's end is compared with it. */
    now?: Date;
    /** The winners' devices hear of it too (issue 26). */
    notify?: (event: PushEvent) => Promise<void>;
  },
) {
  const outcome = await settleTournament(db, tournamentId, now ? { now } : {});
  for (const winner of outcome.winners) {
    const [user] = await db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, winner.userId));
    if (!user?.email) continue;
    const amount = new Intl.NumberFormat('en-AU', { style: 'currency', currency }).format(winner.cents / 100);
    const name = outcome.name ?? 'The tournament';
    const link = `${baseUrl}/tournaments/${tournamentId}#leaderboard`;
    await mailer.send(prizeWonMail(user.email, name, link, amount, textsFor(user.locale)));
    await notify?.({
      key: `prize:${tournamentId}:${winner.userId}`,
      kind: 'money',
      userIds: [winner.userId],
      payload: (texts) => ({
        title: say(texts, PUSH.prizeTitle),
        body: say(texts, PUSH.prizeBody, { amount, tournament: name }),
        url: `/tournaments/${tournamentId}#leaderboard`,
        tag: `prize:${tournamentId}`,
      }),
    });
  }
  return outcome.settled;
}

/** Tournaments whose ranks are frozen and whose prizes may settle now (the sweep settles them). */
export async function unsettledTournamentIds(db: Executor, now: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`select t.id from tournaments t where ${SETTLEMENT_DUE(now)}`);
  return rows.map((row) => row.id);
}

/** Whether the fan's identity is verified: by the provider's identity service or an administrator's check. */
export async function identityVerified(db: Executor, userId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from identity_checks where user_id = ${userId} and status = 'verified' limit 1`,
  );
  return rows.length > 0;
}

/**
 * The back office marks a cash prize paid, with its reference: once, and only to a winner whose identity is
 * verified (issue 62, point 6): verified already, or checked by this administrator, who says what they checked
 * (`identityChecked`, kept as an identity check in the same transaction). The last one makes the tournament PAID.
 */
export async function markPrizePaid(
  db: Executor,
  {
    prizeId,
    reference,
    identityChecked,
    by,
  }: { prizeId: string; reference: string; identityChecked?: string | undefined; by: string },
) {
  return db.transaction(async (tx) => {
    const [prize] = await tx.select().from(prizes).where(eq(prizes.id, prizeId)).for('update');
    if (!prize) throw notFound('Prize');
    if (prize.paidAt) throw AppError.said('CONFLICT', ADMIN_ERRORS.prizePaid);
    if ((await accountsHeld(tx, [prize.userId])).size > 0) {
      throw AppError.said('CONFLICT', ADMIN_ERRORS.prizeUnderReview);
    }
    if (!(await identityVerified(tx, prize.userId))) {
      if (!identityChecked) {
        throw AppError.said('CONFLICT', ADMIN_ERRORS.identityUnverified, undefined, {
          identityChecked: ADMIN_ERRORS.identityUnverified,
        });
      }
      await tx.insert(identityChecks).values({
        userId: prize.userId,
        method: 'admin',
        status: 'verified',
        checked: identityChecked,
        recordedBy: by,
        decidedAt: new Date(),
      });
    }
    await postTransfer(tx, {
      key: `payout:${prize.id}`,
      type: 'PRIZE_PAYOUT',
      description: `Cash prize paid (${reference})`,
      resource: { type: 'TOURNAMENT', id: prize.tournamentId },
      lines: [
        { account: { kind: 'PRIZES_OWED' }, amount: -prize.credits },
        { account: { kind: 'CARD_CLEARING' }, amount: prize.credits },
      ],
    });
    const paid = onlyRow(
      await tx.update(prizes).set({ paidAt: new Date(), reference }).where(eq(prizes.id, prizeId)).returning(),
      'The prize',
    );
    const unpaid = await tx
      .select({ id: prizes.id })
      .from(prizes)
      .where(and(eq(prizes.tournamentId, prize.tournamentId), isNull(prizes.paidAt)));
    if (unpaid.length === 0) {
      await tx
        .update(tournaments)
        .set({ status: 'PAID', updatedAt: new Date() })
        .where(and(eq(tournaments.id, prize.tournamentId), eq(tournaments.status, 'PAYING')));
    }
    return { ...paid, cents: prize.credits * CENTS_PER_CREDIT_UNIT };
  });
}

/**
 * A fixed-prize tournament's money as it moves: the cash and credits its ranks as they stand pay (funded by the
 * operator or sponsor), and every fee to the platform.
 */
async function fixedSplit(db: Executor, tournament: Tournament, poolCents: number, now: Date) {
  const awards = await fixedPrizeAwards(db, tournament, now);
  return {
    winnerCents: awards.reduce((sum, award) => sum + award.cashCents, 0),
    platformCents: poolCents,
    topFinishersCredits: awards.reduce((sum, award) => sum + award.credits, 0),
  };
}

/**
 * What the back office shows of a tournament's money: fee, pool, the split (projected until settled), prizes and
 * the dispute window.
 */
export async function prizePool(db: Executor, tournamentId: string, now: Date) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!tournament) throw notFound('Tournament');
  const entrants = await paidEntrants(db, tournamentId);
  const split = splitPrizePool({ feeCredits: tournament.entryFee, entrants });
  const owed = await queryRows<{
    id: string;
    user_id: string;
    username: string | null;
    rank: number;
    credits: number;
    paid_at: Date | string | null;
    reference: string | null;
    verified: boolean;
  }>(
    db,
    sql`select p.id, p.user_id, u.username, p.rank, p.credits, p.paid_at, p.reference,
               exists (select 1 from identity_checks c where c.user_id = p.user_id and c.status = 'verified') as verified
        from prizes p left join users u on u.id = p.user_id
        where p.tournament_id = ${tournamentId} order by p.rank, u.username`,
  );
  const topFinishers = await queryRows<{
    user_id: string;
    username: string | null;
    rank: number | null;
    credits: number;
  }>(
    db,
    sql`select a.user_id, u.username, e.rank, l.amount::int as credits
        from ledger_transfers t
        join ledger_lines l on l.transfer_id = t.id and l.amount > 0
        join ledger_accounts a on a.id = l.account_id and a.kind = 'USER_CREDITS'
        left join users u on u.id = a.user_id
        left join entries e on e.tournament_id = ${tournamentId} and e.user_id = a.user_id
        where t.idempotency_key = ${`prize:${tournamentId}`}
        order by e.rank nulls last, lower(u.username), a.user_id`,
  );
  const held = await accountsHeld(
    db,
    owed.filter((row) => row.paid_at === null).map((row) => row.user_id),
  );
  return {
    entryFee: tournament.entryFee,
    paidEntries: entrants.length,
    poolCredits: split.poolCredits,
    poolCents: split.poolCents,
    split:
      tournament.prizeModel === 'FIXED'
        ? await fixedSplit(db, tournament, split.poolCents, now)
        : {
            winnerCents: split.winnerCents,
            platformCents: split.platformCents,
            topFinishersCredits: split.topFinisherCredits,
          },
    settled: ['PAYING', 'PAID'].includes(tournament.status),
    prizes: owed.map((row) => ({
      id: row.id,
      userId: row.user_id,
      username: row.username,
      rank: row.rank,
      cents: row.credits * CENTS_PER_CREDIT_UNIT,
      paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      reference: row.reference,
      identityVerified: row.verified,
      held: held.has(row.user_id),
    })),
    creditPrizes: topFinishers.map((row) => ({
      userId: row.user_id,
      username: row.username,
      rank: row.rank,
      credits: row.credits,
    })),
    window: await adminPrizeWindow(db, tournamentId, now),
  };
}

/**
 * A fan's prizes, newest first: cash prizes (the `prizes` table, owed until marked paid) and the credit
 * prizes of the top 10% (the PRIZE transfers' lines to their balance). `tournamentId` narrows to one.
 */
export async function listMyPrizes(
  db: Executor,
  { userId, tournamentId }: { userId: string; tournamentId?: string },
): Promise<MyPrize[]> {
  const onlyCash = tournamentId ? sql`and p.tournament_id = ${tournamentId}` : sql``;
  const onlyCredits = tournamentId ? sql`and t.resource_id = ${tournamentId}` : sql``;
  const rows = await queryRows<{
    tournament_id: string;
    name: string;
    gender: Gender;
    rank: number | null;
    kind: 'CASH' | 'CREDITS';
    credits: number;
    paid_at: Date | string | null;
    at: Date | string;
  }>(
    db,
    sql`select * from (
          select p.tournament_id, tn.name, tn.gender, p.rank, 'CASH' as kind, p.credits, p.paid_at, p.created_at as at
          from prizes p join tournaments tn on tn.id = p.tournament_id
          where p.user_id = ${userId} ${onlyCash}
          union all
          select t.resource_id as tournament_id, tn.name, tn.gender, e.rank, 'CREDITS' as kind,
                 l.amount::int as credits, l.created_at as paid_at, l.created_at as at
          from ledger_lines l
          join ledger_accounts a on a.id = l.account_id and a.kind = 'USER_CREDITS' and a.user_id = ${userId}
          join ledger_transfers t on t.id = l.transfer_id and t.type = 'PRIZE' and t.resource_type = 'TOURNAMENT'
          join tournaments tn on tn.id = t.resource_id
          left join entries e on e.tournament_id = t.resource_id and e.user_id = ${userId}
          where l.amount > 0 ${onlyCredits}
        ) prizes_won order by at desc, tournament_id`,
  );
  return rows.map((row) => ({
    tournamentId: row.tournament_id,
    tournamentName: tournamentTitle({ name: row.name, gender: row.gender }),
    rank: row.rank,
    kind: row.kind,
    credits: row.credits,
    cents: row.credits * CENTS_PER_CREDIT_UNIT,
    status: row.kind === 'CREDITS' || row.paid_at !== null ? 'PAID' : 'OWED',
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  }));
}

/**
 * What each of these entries of one tournament won, for its leaderboard rows: the cash prize (the
 * `prizes` row) and the top 10%'s credits (the settlement transfer's line to the fan's balance). Null
 * for an entry that won nothing, and for every entry before the tournament is settled.
 */
export async function withPrizes<Row extends { entryId: string }>(
  db: Executor,
  tournamentId: string,
  rows: readonly Row[],
): Promise<Array<Row & { prize: LeaderboardPrize | null }>> {
  const byEntry = await prizesOfEntries(
    db,
    rows.map((row) => row.entryId),
    tournamentId,
  );
  return rows.map((row) => ({ ...row, prize: byEntry.get(row.entryId) ?? null }));
}

/**
 * What each of these entries won (cash and credits), by entry id, in one query: of one tournament's entries
 * (a leaderboard page) or of any (a fan's record).
 */
export async function prizesOfEntries(
  db: Executor,
  entryIds: readonly string[],
  tournamentId?: string,
): Promise<Map<string, LeaderboardPrize>> {
  const won =
    entryIds.length === 0
      ? []
      : await queryRows<{ entry_id: string; cash: number | null; credits: number | null }>(
          db,
          sql`select e.id as entry_id, p.credits as cash, l.amount::int as credits
              from entries e
              left join prizes p on p.entry_id = e.id
              left join ledger_transfers t on t.idempotency_key = 'prize:' || e.tournament_id::text
              left join ledger_accounts a on a.kind = 'USER_CREDITS' and a.user_id = e.user_id
              left join ledger_lines l on l.transfer_id = t.id and l.account_id = a.id and l.amount > 0
              where ${tournamentId ? sql`e.tournament_id = ${tournamentId} and ` : sql``}e.id in ${entryIds}
                and (p.id is not null or l.id is not null)`,
        );
  return new Map(
    won.map((row) => [
      row.entry_id,
      { cashCents: row.cash === null ? null : row.cash * CENTS_PER_CREDIT_UNIT, credits: row.credits },
    ]),
  );
}
