import {
  type FanBadge,
  type FanRecord,
  type FanTournament,
  FINISHED_TOURNAMENT_STATUSES,
  type Gender,
  ordinal,
  seasonOf,
  type TournamentStatus,
  topTenPercentRank,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { prizesOfEntries } from '../prizes/service.js';
import { effectiveStatusSql } from '../tournaments/service.js';

/*
 * A fan's record: every tournament they entered (refunded entries aside), how each finished, their best
 * finish, season ranks and badges. Read by name (case aside); a private record is the name alone to anyone
 * but its fan.
 */

interface EntryRow {
  tournamentId: string;
  entryId: string;
  name: string;
  gender: Gender;
  startDate: string;
  status: TournamentStatus;
  parentId: string | null;
  rank: number | null;
  entrants: number;
  points: number;
  score: number;
  possibleScore: number;
}

const isFinished = (status: TournamentStatus) => (FINISHED_TOURNAMENT_STATUSES as readonly string[]).includes(status);

export async function fanRecord(
  db: Executor,
  { username, viewerId, now }: { username: string; viewerId: string | null; now: Date },
): Promise<FanRecord> {
  // The fan who has the name now, else the one who had it before (a shared link to a renamed fan, issue 63).
  // A closed account has no record page.
  const [fan] = await queryRows<{ id: string; username: string; private: boolean }>(
    db,
    sql`select u.id, u.username, u.profile_private as private from users u
        where u.closed_at is null and (lower(u.username) = lower(${username})
          or (u.id = (select h.user_id from username_history h where h.username = lower(${username}))
              and not exists (select 1 from users taken where lower(taken.username) = lower(${username}))))
        order by lower(u.username) = lower(${username}) desc limit 1`,
  );
  if (!fan) throw notFound('Fan');
  const isOwn = viewerId === fan.id;
  const empty = {
    username: fan.username,
    private: fan.private,
    isOwn,
    tournaments: [],
    bestFinish: null,
    seasons: [],
    badges: [],
  };
  if (fan.private && !isOwn) return empty;

  const rows = await queryRows<EntryRow>(
    db,
    sql`select tournaments.id as "tournamentId", e.id as "entryId", tournaments.name, tournaments.gender, tournaments.start_date::text as "startDate",
               ${effectiveStatusSql(now)} as status, tournaments.parent_id as "parentId",
               case when ${effectiveStatusSql(now)} = 'UPCOMING' then null else e.rank end as rank,
               (select count(*)::int from entries x where x.tournament_id = tournaments.id and x.status <> 'REFUNDED') as entrants,
               e.points, e.score, e.possible_score as "possibleScore"
        from entries e join tournaments on tournaments.id = e.tournament_id
        -- Unaliased: effectiveStatusSql names the tournaments table itself.
        where e.user_id = ${fan.id} and e.status <> 'REFUNDED' and tournaments.status <> 'CREATING'
        order by tournaments.start_date desc, tournaments.name`,
  );
  const prizes = await prizesOfEntries(
    db,
    rows.map((row) => row.entryId),
  );
  const tournaments: FanTournament[] = rows.map(({ parentId: _parent, ...shown }) => ({
    ...shown,
    prize: prizes.get(shown.entryId) ?? null,
  }));
  return {
    ...empty,
    tournaments,
    bestFinish: bestFinish(rows),
    seasons: await seasonRanks(db, fan.id, rows),
    badges: [...finishBadges(rows), ...(await pickBadges(db, fan.id, rows))],
  };
}

function bestFinish(rows: readonly EntryRow[]): FanRecord['bestFinish'] {
  const finished = rows.filter((row) => isFinished(row.status) && row.rank !== null);
  const best = finished.sort(
    (a, b) => (a.rank ?? 0) / a.entrants - (b.rank ?? 0) / b.entrants || (a.rank ?? 0) - (b.rank ?? 0),
  )[0];
  return best?.rank == null
    ? null
    : {
        rank: best.rank,
        entrants: best.entrants,
        tournamentId: best.tournamentId,
        name: best.name,
        gender: best.gender,
      };
}

/** Winner and top 10% of each finished tournament. */
function finishBadges(rows: readonly EntryRow[]): FanBadge[] {
  return rows.flatMap((row): FanBadge[] => {
    if (!isFinished(row.status) || row.rank === null) return [];
    const finish = `${ordinal(row.rank)} of ${row.entrants} in ${row.name}`;
    const facts = { tournament: row.name, rank: row.rank, entrants: row.entrants };
    if (row.rank === 1) {
      return [{ kind: 'WINNER', tournamentId: row.tournamentId, detail: `Finished ${finish}.`, facts }];
    }
    const cut = topTenPercentRank(row.entrants);
    return cut !== null && row.rank <= cut
      ? [
          {
            kind: 'TOP_TEN_PERCENT',
            tournamentId: row.tournamentId,
            detail: `Finished ${finish}: in the top 10%.`,
            facts,
          },
        ]
      : [];
  });
}

/** The champion called, and each round picked without a miss (a round of two decided matches or more, all decided). */
async function pickBadges(db: Executor, userId: string, rows: readonly EntryRow[]): Promise<FanBadge[]> {
  const started = rows.filter((row) => row.rank !== null);
  if (started.length === 0) return [];
  const names = new Map(started.map((row) => [row.tournamentId, row.name]));
  const rounds = await queryRows<{
    tournamentId: string;
    round: string;
    matches: number;
    right: number;
    final: boolean;
    champion: string | null;
  }>(
    db,
    sql`select r.tournament_id as "tournamentId", r.name as round,
               count(*)::int as matches,
               count(*) filter (where mt.predicted_winner_id = m.winner_id)::int as right,
               bool_and(m.next_match_id is null and m.group_label is null) as final,
               max(p.full_name) filter (where m.next_match_id is null and m.group_label is null and mt.predicted_winner_id = m.winner_id) as champion
        from entries e
        join rounds r on r.tournament_id = e.tournament_id
        join matches m on m.round_id = r.id and not m.is_bye
        left join match_tips mt on mt.entry_id = e.id and mt.match_id = m.id
        left join players p on p.id = m.winner_id
        where e.user_id = ${userId} and e.tournament_id in ${started.map((row) => row.tournamentId)}
        group by r.tournament_id, r.id, r.index, r.name
        having bool_and(m.is_completed and m.winner_id is not null)
        order by r.tournament_id, r.index`,
  );
  return rounds.flatMap((round): FanBadge[] => {
    const tournament = names.get(round.tournamentId) ?? 'a tournament';
    const badges: FanBadge[] = [];
    if (round.final && round.champion) {
      badges.push({
        kind: 'CHAMPION_PICKED',
        tournamentId: round.tournamentId,
        detail: `Picked ${round.champion} to win ${tournament}, and they did.`,
        facts: { tournament, champion: round.champion },
      });
    }
    if (round.matches >= 2 && round.right === round.matches) {
      badges.push({
        kind: 'PERFECT_ROUND',
        tournamentId: round.tournamentId,
        detail: `Every pick right in the ${round.round} of ${tournament} (${round.right} of ${round.matches}).`,
        facts: { tournament, round: round.round, right: round.right, matches: round.matches },
      });
    }
    return badges;
  });
}

/** The fan's place in each season's leaderboard they played in (the main brackets' points, as the season table ranks them). */
async function seasonRanks(db: Executor, userId: string, rows: readonly EntryRow[]): Promise<FanRecord['seasons']> {
  const seasons = [
    ...new Map(
      rows
        .filter((row) => row.parentId === null)
        .map((row) => {
          const season = seasonOf(new Date(`${row.startDate}T00:00:00Z`));
          return [season.label, season];
        }),
    ).values(),
  ];
  const ranks: FanRecord['seasons'] = [];
  for (const season of seasons) {
    const [place] = await queryRows<{ rank: number; fans: number; points: number }>(
      db,
      sql`with sums as (
            select e.user_id, sum(e.points)::int as points
            from entries e join tournaments t on t.id = e.tournament_id
            where e.status <> 'REFUNDED' and t.status <> 'CREATING' and t.parent_id is null
              and t.start_date between ${season.startDate}::date and ${season.endDate}::date
            group by e.user_id
          )
          select (select count(*)::int from sums s where s.points > me.points) + 1 as rank,
                 (select count(*)::int from sums) as fans, me.points
          from sums me where me.user_id = ${userId}`,
    );
    if (place) ranks.push({ label: season.label, ...place });
  }
  return ranks;
}
