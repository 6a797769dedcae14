import type { OutlookFigures } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { credits, say } from '../../lib/texts.js';
import { notPausedAt } from '../responsible-play/service.js';
import type { PushEvent } from './service.js';
import { outlookLines, PUSH, roundLabel, tipsLockTitle } from './texts.js';

/*
 * The events fans' devices are told of, found in the database (issue 26). Each has a key naming what it is
 * about, so however often a sweep finds it and whichever process does, it is sent once (`pushBatches`).
 */

/**
 * Before a start, when a fan without a complete entry is told tips lock soon: once within the last day
 * (but more than an hour before), and once within the last hour.
 */
const TIPS_LOCK_WARNINGS = [
  { window: '24h', fromMs: 24 * 3_600_000, toMs: 3_600_000 },
  { window: '1h', fromMs: 3_600_000, toMs: 0 },
] as const;

/**
 * The 'tips lock soon' events due at `now`: for each upcoming tournament starting within a day (and
 * again within an hour), the fans with a subscribed device who get 'tips' and haven't a complete entry.
 * Each event's key names the tournament, the warning and the start, so each is sent once, and again if
 * the start moves. The minute sweep calls this.
 */
export async function tipsLockEvents(db: Executor, now: Date): Promise<PushEvent[]> {
  const events: PushEvent[] = [];
  for (const warning of TIPS_LOCK_WARNINGS) {
    const due = await queryRows<{ id: string; name: string; starts_at: string | Date; fans: string[] }>(
      db,
      sql`select t.id, t.name, t.starts_at,
                 array(select distinct s.user_id from push_subscriptions s join users u on u.id = s.user_id
                       where 'tips' = any(u.push_kinds) and ${notPausedAt(sql`u.id`, now)}
                         and coalesce((select cardinality(array_remove(et.winner_ids, null)) from entries e
                                       join entry_tips et on et.entry_id = e.id
                                       where e.tournament_id = t.id and e.user_id = u.id), 0)
                             < (select count(*) from matches m where m.tournament_id = t.id and not m.is_bye)
                 )::text[] as fans
          from tournaments t
          where t.status = 'UPCOMING'
            and t.starts_at > ${new Date(now.getTime() + warning.toMs).toISOString()}::timestamptz
            and t.starts_at <= ${new Date(now.getTime() + warning.fromMs).toISOString()}::timestamptz
            and not exists (select 1 from push_events p
                            where p.key = 'tips:' || t.id || ':' || ${warning.window} || ':' || floor(extract(epoch from t.starts_at))::bigint)`,
    );
    for (const tournament of due) {
      if (tournament.fans.length === 0) continue;
      const startsAt = new Date(tournament.starts_at).getTime();
      events.push({
        key: `tips:${tournament.id}:${warning.window}:${Math.floor(startsAt / 1000)}`,
        kind: 'tips',
        userIds: tournament.fans,
        payload: (texts) => ({
          title: tipsLockTitle(texts, startsAt - now.getTime()),
          body: say(texts, PUSH.tipsLockBody, { tournament: tournament.name }),
          url: `/tournaments/${tournament.id}`,
          tag: `tips:${tournament.id}`,
        }),
      });
    }
  }
  return events;
}

/** Fans with a device, their entry's rank and points, and how many entries the tournament has. */
async function standings(db: Executor, tournamentId: string) {
  const rows = await queryRows<{
    userId: string;
    rank: number | null;
    points: number;
    entrants: number;
    outlook: OutlookFigures | null;
  }>(
    db,
    sql`select e.user_id as "userId", e.rank, e.points,
               count(*) over ()::int as entrants,
               case when o.entry_id is null then null else json_build_object(
                 'first', o.first, 'prizePlaces', o.prize_places, 'bestRank', o.best_rank,
                 'bestRankExact', o.best_rank_exact, 'firstChance', o.first_chance, 'prizeChance', o.prize_chance)
               end as outlook
        from entries e
        join tournaments t on t.id = e.tournament_id
        left join entry_outlooks o on o.entry_id = e.id and o.leaderboard_version = t.leaderboard_version
        where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'`,
  );
  const withDevice = new Set(
    (
      await queryRows<{ userId: string }>(
        db,
        sql`select distinct s.user_id as "userId" from push_subscriptions s
            join entries e on e.user_id = s.user_id and e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'`,
      )
    ).map((row) => row.userId),
  );
  return rows.filter((row) => withDevice.has(row.userId));
}

/** How long a round's push waits for the outlook of its standings (who can still win) before going without it. */
export const OUTLOOK_WAIT_SECONDS = 180;

/**
 * After a round of an active tournament is complete (every match of it decided), its entrants hear their
 * rank and, once the outlook job has worked it out for these standings, who can still win ('You can still
 * finish 1st', `outlookLines`): one event per tournament and round, for the latest round complete only (a
 * sweep that finds two finished since it last ran tells the later), and none for the final, which
 * `finalResultEvent` tells. It waits for the outlook up to OUTLOOK_WAIT_SECONDS after the round's last
 * result, then goes without it.
 */
export async function roundResultEvents(db: Executor): Promise<PushEvent[]> {
  const finished = await queryRows<{ id: string; name: string; round: number; roundName: string; prizes: boolean }>(
    db,
    sql`select latest.id, latest.name, latest.round, latest."roundName", latest.prizes from (
          select distinct on (t.id) t.id, t.name, t.leaderboard_version, r.id as round_id, r.index as round,
                 r.name as "roundName",
                 -- Entries paid into its pool: a free tournament (a Second Chance) has no prize places to speak of.
                 exists (select 1 from ledger_accounts a join ledger_lines l on l.account_id = a.id
                         where a.kind = 'TOURNAMENT_POOL' and a.user_id is null and a.tournament_id = t.id) as prizes
          from tournaments t join rounds r on r.tournament_id = t.id
          where t.status = 'ACTIVE'
            and exists (select 1 from matches m where m.round_id = r.id and not m.is_bye)
            and not exists (select 1 from matches m where m.round_id = r.id and not m.is_bye and not m.is_completed)
            and r.index < (select max(last.index) from rounds last where last.tournament_id = t.id)
          order by t.id, r.index desc
        ) latest
        where not exists (select 1 from push_events p where p.key = 'results:' || latest.id || ':round:' || latest.round)
          -- Sent with who can still win: once the outlook of these standings is in, or, should the job be
          -- late, OUTLOOK_WAIT_SECONDS after the round's last result was written (the database's clock,
          -- which wrote it) without it.
          and (exists (select 1 from entry_outlooks o
                       where o.tournament_id = latest.id and o.leaderboard_version = latest.leaderboard_version)
               or (select max(m.updated_at) from matches m where m.round_id = latest.round_id)
                  < now() - ${`${OUTLOOK_WAIT_SECONDS} seconds`}::interval)`,
  );
  const events: PushEvent[] = [];
  for (const tournament of finished) {
    const fans = await standings(db, tournament.id);
    if (fans.length === 0) continue;
    const byFan = new Map(fans.map((fan) => [fan.userId, fan]));
    events.push({
      key: `results:${tournament.id}:round:${tournament.round}`,
      kind: 'results',
      userIds: fans.map((fan) => fan.userId),
      perFan: true,
      payload: (texts, userId) => {
        const fan = byFan.get(userId);
        const outlook = fan?.outlook
          ? ` ${outlookLines(texts, fan.outlook, { prizes: tournament.prizes }).join('. ')}.`
          : '';
        const round = roundLabel(texts, tournament.roundName);
        const rank = fan?.rank ?? null;
        return {
          title:
            rank === null
              ? say(texts, PUSH.roundUnranked, { round })
              : say(texts, PUSH.roundRanked, { rank, entrants: fan?.entrants ?? 0, round }),
          body: say(texts, PUSH.roundBody, { tournament: tournament.name, points: fan?.points ?? 0, outlook }),
          url: `/tournaments/${tournament.id}#leaderboard`,
          tag: `results:${tournament.id}`,
        };
      },
    });
  }
  return events;
}

/** When a tournament's ranks are final: each entrant with a device hears where they finished. */
export async function finalResultEvent(db: Executor, tournamentId: string): Promise<PushEvent | undefined> {
  const [tournament] = await queryRows<{ name: string }>(
    db,
    sql`select name from tournaments where id = ${tournamentId}`,
  );
  const fans = await standings(db, tournamentId);
  if (!tournament || fans.length === 0) return undefined;
  const byFan = new Map(fans.map((fan) => [fan.userId, fan]));
  return {
    key: `results:${tournamentId}:final`,
    kind: 'results',
    userIds: fans.map((fan) => fan.userId),
    perFan: true,
    payload: (texts, userId) => {
      const fan = byFan.get(userId);
      const rank = fan?.rank ?? null;
      return {
        title:
          rank === null
            ? say(texts, PUSH.finalOver, { tournament: tournament.name })
            : say(texts, PUSH.finalRanked, { rank, entrants: fan?.entrants ?? 0 }),
        body: say(texts, PUSH.finalBody, { tournament: tournament.name, points: fan?.points ?? 0 }),
        url: `/tournaments/${tournamentId}#leaderboard`,
        tag: `results:${tournamentId}`,
      };
    },
  };
}

/** How far back the sweep looks for refunds to tell of: a refund older than this was before push existed. */
const REFUNDS_LOOKBACK_MS = 24 * 3_600_000;

/**
 * Entry fees given back (a tournament removed before it started): each fan refunded hears of it, once per
 * refund, from the ledger itself whichever way the refund was posted.
 */
export async function refundEvents(db: Executor, now: Date): Promise<PushEvent[]> {
  const refunds = await queryRows<{ transferId: string; userId: string; amount: number; description: string }>(
    db,
    sql`select x.id as "transferId", a.user_id as "userId", l.amount::int as amount, x.description
        from ledger_transfers x
        join ledger_lines l on l.transfer_id = x.id
        join ledger_accounts a on a.id = l.account_id and a.kind = 'USER_CREDITS'
        where x.type = 'REFUND' and l.amount > 0
          and x.created_at > ${new Date(now.getTime() - REFUNDS_LOOKBACK_MS).toISOString()}::timestamptz
          and exists (select 1 from push_subscriptions s where s.user_id = a.user_id)
          and not exists (select 1 from push_events p where p.key = 'refund:' || x.id || ':' || a.user_id)`,
  );
  return refunds.map((refund) => ({
    key: `refund:${refund.transferId}:${refund.userId}`,
    kind: 'money',
    userIds: [refund.userId],
    payload: (texts) => ({
      title: say(texts, PUSH.refundTitle, { credits: credits(refund.amount) }),
      body: refund.description,
      url: '/credit-transactions',
      tag: `refund:${refund.transferId}`,
    }),
  }));
}
