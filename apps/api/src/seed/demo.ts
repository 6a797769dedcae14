import { randomUUID } from 'node:crypto';
import {
  type GameScore,
  GAME_SCORES,
  type MatchOutcome,
  type TournamentStatus,
  venueLocalToInstant,
  withdrawalGameScore,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { entries, matches, matchTips, players, rounds, tournamentPlayers, tournaments, users } from '../db/schema.js';
import { refreshUserTotals, scoreTournament } from '../modules/scoring/service.js';
import { type FixtureCompetition, type FixtureMatch, type FixtureTournament, loadDrawFixture } from './fixture.js';

const DAY_MS = 86_400_000;
const TIME_ZONES: Record<string, string> = {
  'ponta-lagoa-brasil-open-2023': 'America/Sao_Paulo',
  'windsor-club-open-2023': 'America/Toronto',
};

/** A small deterministic generator (mulberry32), so every demo database looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function gameScoreOf(match: FixtureMatch): { gameScore: string; outcome: MatchOutcome } {
  const [one, two] = match.games ?? [0, 0];
  const loserGames = match.winner === match.player1 ? two : one;
  if (match.status === 'walkover') return { gameScore: withdrawalGameScore(0), outcome: 'walkover' };
  if (match.status === 'retired') return { gameScore: withdrawalGameScore(loserGames), outcome: 'retired' };
  return { gameScore: `3-${loserGames}`, outcome: 'played' };
}

interface SeededDraw {
  tournamentId: string;
  competition: FixtureCompetition;
  playerIds: Map<string, string>;
  matchIds: Map<string, string>;
  /** Results fans may "know" when simulating skill: only for draws whose results are real and in. */
  resultsKnown: boolean;
}

interface DrawPlan {
  tournament: FixtureTournament;
  competition: FixtureCompetition;
  name: string;
  status: TournamentStatus;
  sourceKey: string;
  url: string | null;
  shiftDays: number;
  /** Which matches have their result recorded. */
  isPlayed: (startsAt: Date | null) => boolean;
}

async function upsertPlayers(db: Executor, competition: FixtureCompetition): Promise<Map<string, string>> {
  const rows = await db
    .insert(players)
    .values(
      competition.players.map((player) => {
        const [firstName, ...rest] = player.fullName.split(' ');
        return {
          externalId: slugify(player.fullName),
          fullName: player.fullName,
          firstName: firstName ?? null,
          lastName: rest.join(' ') || null,
          country: player.country,
          gender: competition.gender,
          url: `https://www.psaworldtour.com/player/${slugify(player.fullName)}/`,
        };
      }),
    )
    .onConflictDoUpdate({ target: players.externalId, set: { fullName: sql`excluded.full_name` } })
    .returning({ id: players.id, externalId: players.externalId });
  const idBySlug = new Map(rows.map((row) => [row.externalId, row.id]));
  return new Map(competition.players.map((player) => [player.id, idBySlug.get(slugify(player.fullName)) as string]));
}

async function insertDraw(db: Executor, plan: DrawPlan): Promise<SeededDraw> {
  const { tournament, competition } = plan;
  const timezone = TIME_ZONES[tournament.key] ?? 'UTC';
  const shiftMs = plan.shiftDays * DAY_MS;
  const playerIds = await upsertPlayers(db, competition);
  const matchIds = new Map(competition.rounds.flatMap((round) => round.matches.map((m) => [m.id, randomUUID()])));
  const startsAtOf = (match: FixtureMatch) =>
    match.scheduledLocal ? new Date(venueLocalToInstant(match.scheduledLocal, timezone).getTime() + shiftMs) : null;
  const firstStart = Math.min(
    ...competition.rounds.flatMap((round) => round.matches.map((m) => startsAtOf(m)?.getTime() ?? Number.POSITIVE_INFINITY)),
  );

  const [row] = await db
    .insert(tournaments)
    .values({
      name: plan.name,
      location: tournament.location,
      gender: competition.gender,
      status: plan.status,
      url: plan.url,
      timezone,
      startDate: addDays(tournament.startDate, plan.shiftDays),
      endDate: addDays(tournament.endDate, plan.shiftDays),
      startsAt: Number.isFinite(firstStart) ? new Date(firstStart) : null,
      sourceKey: plan.sourceKey,
    })
    .returning({ id: tournaments.id });
  const tournamentId = row?.id as string;

  await db.insert(tournamentPlayers).values(
    competition.players.map((player) => ({
      tournamentId,
      playerId: playerIds.get(player.id) as string,
      seed: player.seed,
      entry: player.entry,
    })),
  );

  const roundIds = new Map<number, string>();
  const roundRows = await db
    .insert(rounds)
    .values(competition.rounds.map((round) => ({ tournamentId, index: round.index, name: round.name })))
    .returning({ id: rounds.id, index: rounds.index });
  for (const round of roundRows) roundIds.set(round.index, round.id);

  // A slot after round 1 is filled once the match feeding it has a result.
  const completed = new Set<string>();
  const feederOf = new Map<string, string>();
  for (const match of competition.rounds.flatMap((round) => round.matches)) {
    if (match.nextMatch) feederOf.set(`${match.nextMatch.matchId}:${match.nextMatch.slot}`, match.id);
  }
  const values: Array<typeof matches.$inferInsert> = [];
  for (const round of competition.rounds) {
    for (const match of round.matches) {
      const startsAt = startsAtOf(match);
      const slotKnown = (slot: 1 | 2) => {
        const feeder = feederOf.get(`${match.id}:${slot}`);
        return round.index === 1 || (feeder !== undefined && completed.has(feeder));
      };
      const playerOne = slotKnown(1) && match.player1 ? (playerIds.get(match.player1) ?? null) : null;
      const playerTwo = slotKnown(2) && match.player2 ? (playerIds.get(match.player2) ?? null) : null;
      const isBye = match.status === 'bye';
      const played = isBye || (playerOne !== null && playerTwo !== null && plan.isPlayed(startsAt));
      if (played) completed.add(match.id);
      values.push({
        id: matchIds.get(match.id),
        tournamentId,
        roundId: roundIds.get(round.index) as string,
        position: match.position,
        playerOneId: playerOne,
        playerTwoId: playerTwo,
        isBye,
        isCompleted: played,
        winnerId: played ? (playerIds.get(match.winner) ?? null) : null,
        ...(played && !isBye ? gameScoreOf(match) : {}),
        games: played && !isBye ? match.gameScores : null,
        startsAt,
        completedAt: played ? (startsAt ?? new Date(firstStart)) : null,
        nextMatchId: match.nextMatch ? (matchIds.get(match.nextMatch.matchId) ?? null) : null,
        nextMatchPlayerSlot: match.nextMatch?.slot ?? null,
      });
    }
  }
  // Later rounds first, so every next-match reference already exists.
  await db.insert(matches).values(values.reverse());
  return { tournamentId, competition, playerIds, matchIds, resultsKnown: plan.status !== 'UPCOMING' };
}

const FIRST_NAMES = [
  'alex', 'sam', 'jordan', 'casey', 'riley', 'morgan', 'taylor', 'jamie', 'quinn', 'avery',
  'harper', 'rowan', 'emery', 'sasha', 'nico', 'mila', 'leo', 'ines', 'omar', 'priya',
  'kai', 'zara', 'felix', 'noor', 'hugo',
];
const SQUASH_WORDS = ['boast', 'nick', 'drop', 'volley', 'drive', 'lob', 'tin', 'kill', 'glass', 'tee'];

function demoFans(count: number, rand: () => number) {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const word = SQUASH_WORDS[(i * 7) % SQUASH_WORDS.length] as string;
    const username = i < FIRST_NAMES.length ? `${first}_${word}` : `${word}.${first}${i}`;
    return {
      username,
      email: `${username.replace(/[^a-z0-9]/g, '')}@example.com`,
      fullName: `${first[0]?.toUpperCase()}${first.slice(1)} ${word[0]?.toUpperCase()}${word.slice(1)}`,
      firstName: `${first[0]?.toUpperCase()}${first.slice(1)}`,
      isMigrated: true,
      acceptedTermsAt: new Date('2025-06-01T00:00:00Z'),
      skill: 0.3 + rand() * 0.55,
    };
  });
}

/** A fan's picks for a whole draw: each later pick is the winner this fan picked in the feeding match. */
function simulatePicks(draw: SeededDraw, skill: number, rand: () => number) {
  const seedOf = new Map(draw.competition.players.map((player) => [player.id, player.seed]));
  const strength = (playerId: string) => {
    const seed = seedOf.get(playerId);
    return seed ? 24 - seed : 8;
  };
  const picked = new Map<string, string>();
  const tips: Array<{ matchId: string; predictedWinnerId: string; predictedScore: GameScore | null }> = [];
  const feeders = new Map<string, string>();
  for (const match of draw.competition.rounds.flatMap((round) => round.matches)) {
    if (match.nextMatch) feeders.set(`${match.nextMatch.matchId}:${match.nextMatch.slot}`, match.id);
  }
  for (const round of draw.competition.rounds) {
    for (const match of round.matches) {
      if (match.status === 'bye') {
        picked.set(match.id, match.winner);
        continue;
      }
      const slot = (n: 1 | 2) => {
        const feeder = feeders.get(`${match.id}:${n}`);
        return round.index === 1 || feeder === undefined ? (n === 1 ? match.player1 : match.player2) : picked.get(feeder);
      };
      const candidates = [slot(1), slot(2)].filter((id): id is string => typeof id === 'string');
      if (candidates.length < 2) continue;
      const [one, two] = candidates as [string, string];
      const knowsIt = draw.resultsKnown && candidates.includes(match.winner) && rand() < skill;
      const winner = knowsIt ? match.winner : rand() * (strength(one) + strength(two)) < strength(one) ? one : two;
      picked.set(match.id, winner);
      const actualScore = match.status === 'completed' ? gameScoreOf(match).gameScore : null;
      const predictedScore =
        rand() < 0.15
          ? null
          : knowsIt && actualScore && rand() < skill
            ? (actualScore as GameScore)
            : (GAME_SCORES[Math.floor(rand() * GAME_SCORES.length)] as GameScore);
      tips.push({
        matchId: draw.matchIds.get(match.id) as string,
        predictedWinnerId: draw.playerIds.get(winner) as string,
        predictedScore,
      });
    }
  }
  return tips;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export const DEMO_FAN_COUNT = 50;

/**
 * Fills an empty database with real tour draws and demo fans: Windsor (men's and women's) and
 * Ponta Lagoa completed with every result; a women's draw replayed as an ACTIVE demo tournament
 * with its first days' results in; a men's draw as an UPCOMING demo tournament three days out.
 * Returns false and changes nothing when the database already holds tournaments.
 */
export async function seedDemo(database: Database, { now }: { now: Date }): Promise<boolean> {
  const fixture = loadDrawFixture();
  const byKey = new Map(fixture.map((tournament) => [tournament.key, tournament]));
  const windsor = byKey.get('windsor-club-open-2023');
  const pontaLagoa = byKey.get('ponta-lagoa-brasil-open-2023');
  const windsorWomen = windsor?.competitions.find((c) => c.gender === 'womens');
  const pontaLagoaMen = pontaLagoa?.competitions.find((c) => c.gender === 'mens');
  if (!windsor || !pontaLagoa || !windsorWomen || !pontaLagoaMen) throw new Error('demo fixture is incomplete');
  const today = now.toISOString().slice(0, 10);

  return database.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(tournaments);
    if ((existing?.count ?? 0) > 0) return false;

    const plans: DrawPlan[] = [];
    for (const tournament of fixture) {
      for (const competition of tournament.competitions) {
        plans.push({
          tournament,
          competition,
          name: tournament.name,
          status: 'COMPLETED',
          sourceKey: `psa:${tournament.key}:${competition.gender}`,
          url: tournament.sourceUrl,
          shiftDays: 0,
          isPlayed: () => true,
        });
      }
    }
    // Windsor's women's draw replayed: day one was two days ago, so rounds 1 and 2 are in.
    plans.push({
      tournament: windsor,
      competition: windsorWomen,
      name: "Demo Women's Challenger 2026",
      status: 'ACTIVE',
      sourceKey: 'demo:active:windsor-club-open-2023:womens',
      url: null,
      shiftDays: daysBetween(windsor.startDate, today) - 2,
      isPlayed: (startsAt) => startsAt !== null && startsAt.getTime() < now.getTime() - 2 * 3_600_000,
    });
    // Ponta Lagoa's men's draw as next week's event: first match three days from now.
    plans.push({
      tournament: pontaLagoa,
      competition: pontaLagoaMen,
      name: "Demo Men's Open 2026",
      status: 'UPCOMING',
      sourceKey: 'demo:upcoming:ponta-lagoa-brasil-open-2023:mens',
      url: null,
      shiftDays: daysBetween(pontaLagoa.startDate, today) + 3,
      isPlayed: () => false,
    });

    const draws: SeededDraw[] = [];
    for (const plan of plans) draws.push(await insertDraw(tx, plan));

    const rand = random(20_230_815);
    const fans = demoFans(DEMO_FAN_COUNT, rand);
    const fanRows = await tx
      .insert(users)
      .values(fans.map(({ skill: _skill, ...fan }) => fan))
      .returning({ id: users.id });

    const tipRows: Array<typeof matchTips.$inferInsert> = [];
    for (const [drawIndex, draw] of draws.entries()) {
      const plan = plans[drawIndex] as DrawPlan;
      const open = plan.status === 'UPCOMING';
      // Everyone played the finished events; most have entered the live one; some the next one.
      const entrants = fanRows.filter((_, i) => (open ? i % 5 < 3 : plan.status === 'ACTIVE' ? i % 10 !== 9 : true));
      const entryRows = await tx
        .insert(entries)
        .values(
          entrants.map((fan) => ({
            tournamentId: draw.tournamentId,
            userId: fan.id,
            status: open ? ('OPEN' as const) : ('FINALIZED' as const),
            finalizedAt: open ? null : now,
          })),
        )
        .returning({ id: entries.id, userId: entries.userId });
      const picksByFan = new Map<string, ReturnType<typeof simulatePicks>>();
      for (const entry of entryRows) {
        const fanIndex = fanRows.findIndex((fan) => fan.id === entry.userId);
        // The last two fans copy the third-last one's picks in finished events: friends do, and
        // it guarantees the leaderboards show tied ranks.
        const copyFrom =
          plan.status === 'COMPLETED' && fanIndex >= DEMO_FAN_COUNT - 2 ? entryRows[DEMO_FAN_COUNT - 3] : undefined;
        const tips = copyFrom
          ? (picksByFan.get(copyFrom.id) ?? [])
          : simulatePicks(draw, fans[fanIndex]?.skill ?? 0.5, rand);
        picksByFan.set(entry.id, tips);
        for (const tip of tips) tipRows.push({ entryId: entry.id, ...tip });
      }
    }
    await insertInChunks(tipRows, (chunk) => tx.insert(matchTips).values(chunk));
    for (const draw of draws) await scoreTournament(tx, draw.tournamentId);
    await refreshUserTotals(tx);
    return true;
  });
}
