import {
  bracketSizeFor,
  type GameScore,
  type MatchTip,
  nextMatchLink,
  roundCountFor,
  roundName,
  seededRandom,
  type TournamentDetail,
  tipPoints,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { ParsedCompetition, ParsedMatch } from '../src/integrations/psa/draw.js';
import { emptyMatch } from '../src/integrations/psa/page-draw.js';
import { storeDraw } from '../src/modules/draws/store-draw.js';
import { submitEntry } from '../src/modules/entries/service.js';
import { lockDueTournaments } from '../src/modules/lifecycle/service.js';
import { recordResult } from '../src/modules/results/service.js';
import { scoreTournament } from '../src/modules/scoring/service.js';
import { getTournamentDetail } from '../src/modules/tournaments/service.js';
import { bracketTips, createTestDatabase, type TestDatabase } from './helpers.js';
import { parsedPlayer } from './psa-fixtures.js';

/*
 * Scoring exactness: for many random draws (2 to 64 players, byes, walkovers, retirements) with random
 * entries and results, the scores SQL keeps on every entry equal core's reference rule (tipPoints), and
 * recording a result a second time changes nothing. SCORING_DRAWS sets how many: 250 on every run (about
 * 20 s; each run draws a new seed, so the runs together cover far more), 1,000 or more for a deep check;
 * SCORING_SEED replays a run (the seed is logged at the start and named in a failure).
 */
const DRAWS = Number(process.env.SCORING_DRAWS ?? 250);
const SEED = Number(process.env.SCORING_SEED ?? Date.now() % 2_147_483_647);
const ENTRIES = 3;
const BEFORE = new Date('2027-01-01T00:00:00Z');
const AFTER = new Date('2027-01-11T00:00:00Z');
const SCORES: GameScore[] = ['3-0', '3-1', '3-2'];

const random = seededRandom(SEED);

let database: TestDatabase;
let userIds: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await queryRows<{ id: string }>(
    database.db,
    // Fans who accepted the terms: an entry needs them (issue 62).
    sql`insert into users (email, username, accepted_terms_at) select 'exact' || n || '@example.org', 'exact_' || n, now()
        from generate_series(1, ${ENTRIES}) n returning id`,
  );
  userIds = rows.map((row) => row.id);
  console.log(`scoring: seed ${SEED} (replay with SCORING_SEED=${SEED}), ${DRAWS} draws`);
});
afterAll(async () => database?.drop());

/** A random draw of `size` players: byes where the bracket has more slots than players, nothing played. */
function randomDraw(n: number, size: number): ParsedCompetition {
  const bracketSize = bracketSizeFor(size);
  const totalRounds = roundCountFor(bracketSize);
  const players = Array.from({ length: size }, (_, i) => parsedPlayer(`d${n}-p${i}`, `Player ${i} of ${n}`));
  // Each bye takes one first-round match; which ones is random.
  const byes = new Set<number>();
  while (byes.size < bracketSize - size) byes.add(random.int(1, bracketSize / 2));
  const slugs = players.map((player) => player.slug);
  const rounds = Array.from({ length: totalRounds }, (_, r) => ({
    index: r + 1,
    name: roundName(r + 1, totalRounds),
    matches: Array.from({ length: bracketSize / 2 ** (r + 1) }, (_, m): ParsedMatch => {
      const link = nextMatchLink(r + 1, m + 1, totalRounds);
      return {
        ...emptyMatch(m + 1, link ? { position: link.position, slot: link.slot } : null),
        scheduledLocal: '2027-01-10T10:00',
      };
    }),
  }));
  for (const match of rounds[0]?.matches ?? []) {
    match.player1 = slugs.shift() ?? null;
    if (byes.has(match.position)) {
      match.status = 'bye';
      match.winner = match.player1;
      const next = rounds[1]?.matches[Math.ceil(match.position / 2) - 1];
      if (next) next[match.position % 2 === 1 ? 'player1' : 'player2'] = match.player1;
    } else match.player2 = slugs.shift() ?? null;
  }
  return { gender: 'mens', drawSize: size, bracketSize, players, rounds };
}

async function entryFigures(tournamentId: string) {
  return queryRows<{ id: string; score: number; points: number; possible_score: number; rank: number | null }>(
    database.db,
    sql`select id, score, points, possible_score, rank from entries where tournament_id = ${tournamentId} order by id`,
  );
}

function fullFigures(tournamentId: string) {
  return queryRows(
    database.db,
    sql`select id, score, points, possible_score, max_points, rank, position from entries
        where tournament_id = ${tournamentId} order by id`,
  );
}

/** Every entry's score and points equal core's rule (tipPoints) over every tip of every decided match. */
async function expectCoreRule(
  tournamentId: string,
  figures: Awaited<ReturnType<typeof entryFigures>>,
  label: string,
): Promise<void> {
  const tips = await queryRows<{
    entry_id: string;
    predicted_winner_id: string;
    predicted_score: GameScore | null;
    winner_id: string;
    game_score: string | null;
  }>(
    database.db,
    sql`select t.entry_id, t.predicted_winner_id, t.predicted_score, m.winner_id, m.game_score
        from match_tips t join matches m on m.id = t.match_id
        where m.tournament_id = ${tournamentId} and m.is_completed and not m.is_bye`,
  );
  const expected = new Map<string, { score: number; points: number }>();
  for (const tip of tips) {
    const total = expected.get(tip.entry_id) ?? { score: 0, points: 0 };
    const points = tipPoints(
      { predictedWinnerId: tip.predicted_winner_id, predictedScore: tip.predicted_score },
      { winnerId: tip.winner_id, gameScore: tip.game_score },
    );
    expected.set(tip.entry_id, { score: total.score + (points > 0 ? 1 : 0), points: total.points + points });
  }
  for (const entry of figures) {
    expect({ score: entry.score, points: entry.points }, label).toEqual(
      expected.get(entry.id) ?? { score: 0, points: 0 },
    );
  }
}

describe('scoring exactness over random draws', () => {
  it(`scores every entry as the core rule does, through results and a correction, and a result recorded twice changes nothing`, async () => {
    let results = 0;
    let corrections = 0;
    for (let n = 0; n < DRAWS; n++) {
      // Sizes spread over every bracket: 2, 3-4, 5-8, ... 33-64 players.
      const bracket = 2 ** random.int(1, 6);
      const size = random.int(Math.max(2, bracket / 2 + 1), bracket);
      const stored = await database.db.transaction((tx) =>
        storeDraw(tx, {
          name: `Random ${n}`,
          location: null,
          gender: 'mens',
          status: 'UPCOMING',
          url: null,
          imageUrl: null,
          timezone: 'UTC',
          startDate: '2027-01-10',
          endDate: '2027-01-12',
          sourceKey: null,
          competition: randomDraw(n, size),
        }),
      );
      const detail = (await getTournamentDetail(database.db, stored.tournamentId, BEFORE)) as TournamentDetail;
      for (const userId of userIds) {
        const tips: MatchTip[] = bracketTips(detail, (one, two) => (random.next() < 0.5 ? one : two)).map((tip) => ({
          ...tip,
          predictedScore: random.next() < 0.2 ? null : (SCORES[random.int(0, 2)] as GameScore),
        }));
        await submitEntry(database.db, { userId, tournamentId: stored.tournamentId, tips, now: BEFORE });
      }
      await lockDueTournaments(database.db, AFTER, stored.tournamentId);

      // Results round by round, a random number of them, the players as the draw has them by then.
      const played = random.int(0, detail.rounds.flatMap((round) => round.matches.filter((m) => !m.isBye)).length);
      let recorded = 0;
      let last: Parameters<typeof recordResult>[1] | undefined;
      for (const round of detail.rounds) {
        for (const { id } of round.matches) {
          if (recorded >= played) break;
          const [match] = await queryRows<{
            is_bye: boolean;
            player_one_id: string | null;
            player_two_id: string | null;
          }>(database.db, sql`select is_bye, player_one_id, player_two_id from matches where id = ${id}`);
          if (!match || match.is_bye || !match.player_one_id || !match.player_two_id) continue;
          const winnerId = random.next() < 0.5 ? match.player_one_id : match.player_two_id;
          const kind = random.next();
          last =
            kind < 0.1
              ? { matchId: id, winnerId, outcome: 'walkover', now: AFTER }
              : kind < 0.2
                ? { matchId: id, winnerId, outcome: 'retired', gamesWonByRetiringPlayer: random.int(0, 2), now: AFTER }
                : { matchId: id, winnerId, outcome: 'played', gameScore: SCORES[random.int(0, 2)], now: AFTER };
          await recordResult(database.db, last);
          recorded++;
        }
      }
      results += recorded;

      const figures = await entryFigures(stored.tournamentId);
      await expectCoreRule(
        stored.tournamentId,
        figures,
        `draw ${n} (${size} players, ${recorded} results; SCORING_SEED=${SEED})`,
      );

      // The full re-score (draw changes) lands on exactly what the results did one by one, maxima and places too.
      const incremental = await fullFigures(stored.tournamentId);
      await scoreTournament(database.db, stored.tournamentId);
      expect(await fullFigures(stored.tournamentId), `draw ${n}: the full re-score`).toEqual(incremental);

      if (last) {
        const again = await recordResult(database.db, last);
        expect(again.changed, `draw ${n}: the same result again`).toBe(false);
        expect(await entryFigures(stored.tournamentId)).toEqual(figures);
      }

      // A correction of a random decided match (another winner where its next match has no result yet,
      // else another game score) moves every entry's figures to what the core rule and a full re-score give.
      const correctable = await queryRows<{
        id: string;
        player_one_id: string;
        player_two_id: string;
        winner_id: string;
        next_open: boolean;
      }>(
        database.db,
        sql`select m.id, m.player_one_id, m.player_two_id, m.winner_id,
                   coalesce(not next.is_completed, true) as next_open
            from matches m left join matches next on next.id = m.next_match_id
            where m.tournament_id = ${stored.tournamentId} and m.is_completed and not m.is_bye order by m.id`,
      );
      const target = correctable[random.int(0, correctable.length - 1)];
      if (target) {
        const winnerId = !target.next_open
          ? target.winner_id
          : random.next() < 0.5
            ? target.player_one_id
            : target.player_two_id;
        const correction =
          random.next() < 0.15
            ? { matchId: target.id, winnerId, outcome: 'walkover' as const, now: AFTER }
            : {
                matchId: target.id,
                winnerId,
                outcome: 'played' as const,
                gameScore: SCORES[random.int(0, 2)],
                now: AFTER,
              };
        await recordResult(database.db, correction);
        corrections++;
        const label = `draw ${n}: a correction of match ${target.id} (SCORING_SEED=${SEED})`;
        await expectCoreRule(stored.tournamentId, await entryFigures(stored.tournamentId), label);
        const corrected = await fullFigures(stored.tournamentId);
        await scoreTournament(database.db, stored.tournamentId);
        expect(await fullFigures(stored.tournamentId), `${label}, then a full re-score`).toEqual(corrected);
      }
    }
    console.log(
      `scoring: ${DRAWS} draws, ${results} results, ${corrections} corrections, every entry equal to the core rule`,
    );
  }, 900_000);
});
