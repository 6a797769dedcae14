import type { LeagueReminderSent, LeagueRoster } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { effectiveStatusSql } from '../tournaments/service.js';
import { roleIn } from './service.js';

/*
 * A league owner's roster for the league's next tournament (issue 45): which members have a complete entry,
 * an incomplete one (a late draw change took picks away) or none; and one reminder a day to those who haven't
 * finished, by push where they have a device and push reminders on, else by mail where tournament updates are
 * on, never to a member who turned both off.
 */

const DAY_MS = 24 * 3_600_000;

type RosterTournament = NonNullable<LeagueRoster['tournament']>;
type RosterMember = LeagueRoster['members'][number] & { email: string; locale: string | null };

async function requireOwner(db: Executor, leagueId: string, userId: string) {
  const role = await roleIn(db, leagueId, userId);
  if (role === null) throw notFound('League');
  if (role !== 'owner') throw AppError.said('FORBIDDEN', FAN_ERRORS.ownerOnlyRoster);
}

/** The tournament the roster is for: the one named (still open for tips), else the next main tournament to start. */
async function rosterTournament(
  db: Executor,
  tournamentId: string | undefined,
  now: Date,
): Promise<RosterTournament | null> {
  const [row] = await queryRows<RosterTournament & { status: string }>(
    db,
    sql`select tournaments.id, tournaments.name, tournaments.starts_at as "startsAt", tournaments.timezone,
               ${effectiveStatusSql(now)} as status,
               (select count(*)::int from matches m where m.tournament_id = tournaments.id and not m.is_bye) as matches
        from tournaments
        where tournaments.status <> 'CREATING'
          and ${tournamentId ? sql`tournaments.id = ${tournamentId}` : sql`tournaments.status = 'UPCOMING' and tournaments.parent_id is null and tournaments.starts_at > ${now.toISOString()}::timestamptz`}
        order by tournaments.starts_at asc nulls last, tournaments.name
        limit 1`,
  );
  if (!row) {
    if (tournamentId) throw notFound('Tournament');
    return null;
  }
  if (row.status !== 'UPCOMING') throw AppError.said('CONFLICT', FAN_ERRORS.reminderTooLate, { tournament: row.name });
  const { status: _status, ...tournament } = row;
  return { ...tournament, startsAt: tournament.startsAt ? new Date(tournament.startsAt).toISOString() : null };
}

async function members(db: Executor, leagueId: string, tournament: RosterTournament): Promise<RosterMember[]> {
  const rows = await queryRows<{
    userId: string;
    username: string;
    email: string;
    locale: string | null;
    picked: number | null;
    mail: boolean;
    push: boolean;
  }>(
    db,
    sql`select u.id as "userId", u.username, u.email, u.locale,
               (select cardinality(array_remove(et.winner_ids, null))::int from entries e
                join entry_tips et on et.entry_id = e.id
                where e.tournament_id = ${tournament.id} and e.user_id = u.id and e.status <> 'REFUNDED') as picked,
               (u.tournament_updates_enabled and u.provider_id is not null) as mail,
               ('tips' = any(u.push_kinds) and exists (select 1 from push_subscriptions s where s.user_id = u.id)) as push
        from league_members m join users u on u.id = m.user_id
        where m.league_id = ${leagueId}
        order by lower(u.username)`,
  );
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    email: row.email,
    locale: row.locale,
    picked: row.picked ?? 0,
    status: row.picked === null ? 'NONE' : row.picked < tournament.matches ? 'INCOMPLETE' : 'COMPLETE',
    reach: row.push ? 'push' : row.mail ? 'mail' : 'none',
  }));
}

async function lastReminder(db: Executor, leagueId: string, tournamentId: string): Promise<Date | null> {
  const [row] = await queryRows<{ sentAt: Date }>(
    db,
    sql`select max(sent_at) as "sentAt" from league_reminders where league_id = ${leagueId} and tournament_id = ${tournamentId}`,
  );
  return row?.sentAt ? new Date(row.sentAt) : null;
}

export async function leagueRoster(
  db: Executor,
  { leagueId, ownerId, tournamentId, now }: { leagueId: string; ownerId: string; tournamentId?: string; now: Date },
): Promise<LeagueRoster> {
  await requireOwner(db, leagueId, ownerId);
  const tournament = await rosterTournament(db, tournamentId, now);
  const empty = { complete: 0, incomplete: 0, none: 0 };
  if (!tournament) return { tournament: null, members: [], counts: empty, lastReminderAt: null, nextReminderAt: null };
  const list = await members(db, leagueId, tournament);
  const last = await lastReminder(db, leagueId, tournament.id);
  const next = last && last.getTime() + DAY_MS > now.getTime() ? new Date(last.getTime() + DAY_MS) : null;
  return {
    tournament,
    members: list.map(({ email: _email, locale: _locale, ...member }) => member),
    counts: {
      complete: list.filter((member) => member.status === 'COMPLETE').length,
      incomplete: list.filter((member) => member.status === 'INCOMPLETE').length,
      none: list.filter((member) => member.status === 'NONE').length,
    },
    lastReminderAt: last?.toISOString() ?? null,
    nextReminderAt: next?.toISOString() ?? null,
  };
}

/** Who a reminder goes to, by which way, once it has been recorded. */
export interface ReminderPlan {
  sent: LeagueReminderSent;
  league: { id: string; name: string; owner: string };
  tournament: RosterTournament;
  push: RosterMember[];
  mail: RosterMember[];
}

/**
 * Records a reminder for the members without a complete entry (the owner aside) and says whom to tell how; the
 * sending is the caller's, once this has committed. Refused within a day of the last one (429), and when nobody
 * is left to remind (409). The day's check and the record are one transaction under a lock on the pair.
 */
export async function planLeagueReminder(
  db: Database,
  { leagueId, ownerId, tournamentId, now }: { leagueId: string; ownerId: string; tournamentId: string; now: Date },
): Promise<ReminderPlan> {
  await requireOwner(db, leagueId, ownerId);
  const tournament = await rosterTournament(db, tournamentId, now);
  if (!tournament) throw notFound('Tournament');
  return db.transaction(async (tx) => {
    // Keyed by the uuid values, not the ids as sent: 'ABC…' and 'abc…' are one league (issue 63).
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('league-reminder:' || ${leagueId}::uuid::text || ':' || ${tournamentId}::uuid::text))`,
    );
    const last = await lastReminder(tx, leagueId, tournamentId);
    if (last && last.getTime() + DAY_MS > now.getTime()) {
      const next = new Date(last.getTime() + DAY_MS).toISOString();
      throw AppError.said(
        'RATE_LIMITED',
        FAN_ERRORS.reminderTooSoon,
        { tournament: tournament.name, next },
        {
          nextReminderAt: next,
        },
      );
    }
    const unfinished = (await members(tx, leagueId, tournament)).filter(
      (member) => member.userId !== ownerId && member.status !== 'COMPLETE' && member.reach !== 'none',
    );
    if (unfinished.length === 0) {
      throw AppError.said('CONFLICT', FAN_ERRORS.nobodyToRemind);
    }
    const push = unfinished.filter((member) => member.reach === 'push');
    const mail = unfinished.filter((member) => member.reach === 'mail');
    const [league] = await queryRows<{ id: string; name: string; owner: string }>(
      tx,
      sql`select l.id, l.name, u.username as owner from leagues l join users u on u.id = ${ownerId}
          where l.id = ${leagueId}`,
    );
    await tx.execute(
      sql`insert into league_reminders (league_id, tournament_id, sent_by, sent_at, by_push, by_mail)
          values (${leagueId}, ${tournamentId}, ${ownerId}, ${now.toISOString()}::timestamptz, ${push.length}, ${mail.length})`,
    );
    return {
      sent: { byPush: push.length, byMail: mail.length, sentAt: now.toISOString() },
      // The league's id as stored, not as sent ('ABC…'): the push event's key names it (one key a reminder).
      league: {
        id: league?.id ?? leagueId.toLowerCase(),
        name: league?.name ?? 'your league',
        owner: league?.owner ?? 'Your league’s owner',
      },
      tournament,
      push,
      mail,
    };
  });
}
