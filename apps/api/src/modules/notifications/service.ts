import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { resultsMail, tipReminderMail } from '../../integrations/mail/templates.js';
import { textsFor } from '../../lib/texts.js';
import { notPausedAt } from '../responsible-play/service.js';

const REMINDER_WINDOW_MS = 24 * 3_600_000;

/**
 * 24 hours before a start: a reminder to every fan with an account and tournament updates on whose
 * entry is missing or incomplete (for a Second Chance, every such fan with an entry in its main tournament). Each fan gets one per tournament, however often this runs.
 */
export async function sendTipReminders(db: Executor, mailer: Mailer, { now, baseUrl }: { now: Date; baseUrl: string }) {
  const due = await queryRows<{
    user_id: string;
    email: string;
    locale: string | null;
    tournament_id: string;
    name: string;
    starts_at: Date;
    timezone: string;
  }>(
    db,
    sql`select u.id as user_id, u.email, u.locale, t.id as tournament_id, t.name, t.starts_at, t.timezone
        from tournaments t
        cross join users u
        where t.status = 'UPCOMING'
          and t.starts_at > ${now.toISOString()}::timestamptz
          and t.starts_at <= ${new Date(now.getTime() + REMINDER_WINDOW_MS).toISOString()}::timestamptz
          and u.provider_id is not null and u.tournament_updates_enabled and ${notPausedAt(sql`u.id`, now)}
          -- The back office's accounts are not fans unless they play: only one with an entry is reminded (issue 63).
          and (u.role <> 'admin' or exists (select 1 from entries ae where ae.tournament_id = t.id and ae.user_id = u.id))
          -- A Second Chance reminds the fans of its main tournament, not the whole site.
          and (t.parent_id is null
               or exists (select 1 from entries pe where pe.tournament_id = t.parent_id and pe.user_id = u.id))
          and not exists (select 1 from notification_log n
                          where n.user_id = u.id and n.tournament_id = t.id and n.kind = 'reminder')
          and coalesce((select cardinality(array_remove(et.winner_ids, null)) from entries e
                        join entry_tips et on et.entry_id = e.id
                        where e.tournament_id = t.id and e.user_id = u.id), 0)
              < (select count(*) from matches m where m.tournament_id = t.id and not m.is_bye)`,
  );
  for (const row of due) {
    const inserted = await queryRows(
      db,
      sql`insert into notification_log (user_id, tournament_id, kind) values (${row.user_id}, ${row.tournament_id}, 'reminder')
          on conflict do nothing returning user_id`,
    );
    if (inserted.length === 0) continue;
    const link = `${baseUrl}/tournaments/${row.tournament_id}`;
    await mailer.send(
      tipReminderMail(row.email, row.name, link, new Date(row.starts_at), textsFor(row.locale), row.timezone),
    );
  }
  return due.length;
}

/** When a tournament is over: each entrant with results mails on hears how they finished, once. */
export async function sendResultsMails(
  db: Executor,
  mailer: Mailer,
  { tournamentId, baseUrl }: { tournamentId: string; baseUrl: string },
) {
  const rows = await queryRows<{
    user_id: string;
    email: string;
    locale: string | null;
    name: string;
    rank: number | null;
    points: number;
    entrants: number;
  }>(
    db,
    sql`select u.id as user_id, u.email, u.locale, t.name, e.rank, e.points,
               (select count(*)::int from entries x where x.tournament_id = t.id and x.status <> 'REFUNDED') as entrants
        from entries e join users u on u.id = e.user_id join tournaments t on t.id = e.tournament_id
        where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'
          and u.provider_id is not null and u.tournament_results_enabled
          and not exists (select 1 from notification_log n
                          where n.user_id = u.id and n.tournament_id = t.id and n.kind = 'results')`,
  );
  const leagues = await leagueRanks(
    db,
    tournamentId,
    rows.map((row) => row.user_id),
  );
  for (const row of rows) {
    const inserted = await queryRows(
      db,
      sql`insert into notification_log (user_id, tournament_id, kind) values (${row.user_id}, ${tournamentId}, 'results')
          on conflict do nothing returning user_id`,
    );
    if (inserted.length === 0) continue;
    const finish = {
      rank: row.rank,
      entrants: row.entrants,
      points: row.points,
      leagues: leagues.get(row.user_id) ?? [],
    };
    const link = `${baseUrl}/tournaments/${tournamentId}#leaderboard`;
    await mailer.send(resultsMail(row.email, row.name, link, finish, textsFor(row.locale)));
  }
  return rows.length;
}

/**
 * Each fan's place in each of their leagues on a finished tournament's table (as the league's table ranks
 * it: one more than the members ranked above), for the results mail: one mail, not one per league.
 */
async function leagueRanks(db: Executor, tournamentId: string, userIds: string[]) {
  const byUser = new Map<string, Array<{ name: string; rank: number; entrants: number }>>();
  if (userIds.length === 0) return byUser;
  const entrantsOf = sql`from league_members m2
    join entries e2 on e2.user_id = m2.user_id and e2.tournament_id = ${tournamentId} and e2.status <> 'REFUNDED'
    where m2.league_id = l.id`;
  const rows = await queryRows<{ userId: string; name: string; rank: number; entrants: number }>(
    db,
    sql`select m.user_id as "userId", l.name,
               (1 + (select count(*) ${entrantsOf} and e2.rank < e.rank))::int as rank,
               (select count(*) ${entrantsOf})::int as entrants
        from league_members m
        join leagues l on l.id = m.league_id
        join entries e on e.user_id = m.user_id and e.tournament_id = ${tournamentId}
                      and e.status <> 'REFUNDED' and e.rank is not null
        where m.user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by lower(l.name), l.id`,
  );
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}
