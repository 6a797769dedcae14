import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CREDIT_PRICE_CENTS,
  DEFAULT_CURRENCY,
  GAME_SCORES,
  type GameScore,
  normalizedName,
  type TournamentStatus,
  venueLocalToInstant,
} from '@squash/core';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { entries, entryTips, payments, prizes, tournaments, users } from '../db/schema.js';
import type { ParsedCompetition, ParsedMatch, ParsedTournament } from '../integrations/psa/draw.js';
import { parseTournamentPage } from '../integrations/psa/parse-tournament-page.js';
import { matchKey, resultOf, type StoredDraw, storeDraw } from '../modules/draws/store-draw.js';
import { payEntryFee } from '../modules/entries/service.js';
import { tipColumns, tipSlot } from '../modules/entries/tip-slots.js';
import { fulfilPayment } from '../modules/payments/service.js';
import { markPrizePaid, settleTournament } from '../modules/prizes/service.js';
import { refreshUserTotals, scoreTournament } from '../modules/scoring/service.js';

const DAY_MS = 86_400_000;
const FIXTURES = new URL('../../fixtures/psa/', import.meta.url);

/** The saved tour pages the demo is built from, with their venues' time zones. */
const SOURCES = [
  {
    file: 'psaworldtour-tournament-windsor-club-open-2023.html',
    url: 'https://www.psaworldtour.com/tournament/windsor-club-open-2023/',
    timezone: 'America/Toronto',
    genders: ['mens', 'womens'] as const,
  },
  {
    file: 'psaworldtour-tournament-ponta-lagoa-brasil-open-2023.html',
    url: 'https://www.psaworldtour.com/tournament/ponta-lagoa-brasil-open-2023/',
    timezone: 'America/Sao_Paulo',
    genders: ['mens'] as const,
  },
];

interface Draw {
  tournament: ParsedTournament;
  competition: ParsedCompetition;
  timezone: string;
}

function loadDraws(): Draw[] {
  return SOURCES.flatMap((source) => {
    const html = readFileSync(fileURLToPath(new URL(source.file, FIXTURES)), 'utf8');
    return source.genders.map((gender) => {
      const tournament = parseTournamentPage(html, { gender, sourceUrl: source.url });
      const competition = tournament.competitions.find((c) => c.gender === gender);
      if (!competition) throw new Error(`${source.file} has no ${gender} draw`);
      return { tournament, competition, timezone: source.timezone };
    });
  });
}

/**
 * Plausible world ranks for the demo's players, from the neutral fixture's seeds and each event's level
 * ('PSA Challenger Tour 3' is a $3,000 event: its top seed ranks about 150th, a Challenger 9's about
 * 50th); unseeded players rank below the seeds in draw order. A player in two events keeps the better.
 * Keyed by gender and name as lists spell it.
 */
function demoRanks(): Map<string, number> {
  const fixture = JSON.parse(
    readFileSync(fileURLToPath(new URL('psa-draws-2023-08-neutral.json', FIXTURES)), 'utf8'),
  ) as {
    tournaments: Array<{
      competitions: Array<{ gender: string; level: string; players: Array<{ fullName: string; seed: number | null }> }>;
    }>;
  };
  const ranks = new Map<string, number>();
  for (const competition of fixture.tournaments.flatMap((tournament) => tournament.competitions)) {
    const tier = Number(/(\d+)\s*$/.exec(competition.level)?.[1] ?? 5);
    const topSeed = Math.round(450 / tier);
    const step = Math.max(2, Math.round(topSeed / 20));
    const seeded = competition.players.filter((player) => player.seed !== null).length;
    let unseeded = 0;
    for (const player of competition.players) {
      const place = player.seed !== null ? player.seed - 1 : seeded + 1.5 * unseeded++;
      const rank = topSeed + Math.round(place * step);
      const key = `${competition.gender}:${normalizedName(player.fullName)}`;
      ranks.set(key, Math.min(rank, ranks.get(key) ?? rank));
    }
  }
  return ranks;
}

/** The competition with its players' demo ranks, as of `today`. */
function withDemoRanks(competition: ParsedCompetition, ranks: Map<string, number>, today: string): ParsedCompetition {
  return {
    ...competition,
    ranksAsOf: today,
    players: competition.players.map((player) => ({
      ...player,
      worldRank: ranks.get(`${competition.gender}:${normalizedName(player.fullName)}`) ?? null,
    })),
  };
}

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

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The feeding match of each later-round slot, by `round:position:slot`. */
function feedersOf(competition: ParsedCompetition): Map<string, ParsedMatch> {
  const feeders = new Map<string, ParsedMatch>();
  for (const round of competition.rounds) {
    for (const match of round.matches) {
      if (match.nextMatch)
        feeders.set(`${matchKey(round.index + 1, match.nextMatch.position)}:${match.nextMatch.slot}`, match);
    }
  }
  return feeders;
}

/**
 * The same draw moved by whole days (so matches keep their local times of day) with only the results
 * of matches played before `cutoff` kept; slots fed by unplayed matches are empty again (TBD).
 */
function replay(draw: Draw, shiftDays: number, cutoff: Date | null): ParsedCompetition {
  const feeders = feedersOf(draw.competition);
  const decided = new Set<ParsedMatch>();
  const rounds = draw.competition.rounds.map((round) => ({
    ...round,
    matches: round.matches.map((match): ParsedMatch => {
      const scheduledLocal = match.scheduledLocal
        ? `${addDays(match.scheduledLocal.slice(0, 10), shiftDays)}${match.scheduledLocal.slice(10)}`
        : null;
      const known = (slot: 1 | 2) => {
        const feeder = feeders.get(`${matchKey(round.index, match.position)}:${slot}`);
        return round.index === 1 || (feeder !== undefined && decided.has(feeder));
      };
      const player1 = known(1) ? match.player1 : null;
      const player2 = known(2) ? match.player2 : null;
      const startsAt = scheduledLocal ? venueLocalToInstant(scheduledLocal, draw.timezone) : null;
      const played =
        match.status === 'bye' ||
        (player1 !== null && player2 !== null && cutoff !== null && startsAt !== null && startsAt < cutoff);
      if (played) {
        decided.add(match);
        return { ...match, scheduledLocal };
      }
      return {
        ...match,
        player1,
        player2,
        scheduledLocal,
        status: 'scheduled',
        winner: null,
        games: null,
        gameScores: [],
      };
    }),
  }));
  return { ...draw.competition, rounds };
}

const FIRST_NAMES = [
  'alex',
  'sam',
  'jordan',
  'casey',
  'riley',
  'morgan',
  'taylor',
  'jamie',
  'quinn',
  'avery',
  'harper',
  'rowan',
  'emery',
  'sasha',
  'nico',
  'mila',
  'leo',
  'ines',
  'omar',
  'priya',
  'kai',
  'zara',
  'felix',
  'noor',
  'hugo',
];
const SQUASH_WORDS = ['boast', 'nick', 'drop', 'volley', 'drive', 'lob', 'tin', 'kill', 'glass', 'tee'];
const capitalise = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;

function demoFans(count: number, rand: () => number) {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const word = SQUASH_WORDS[(i * 7) % SQUASH_WORDS.length] as string;
    const username = i < FIRST_NAMES.length ? `${first}_${word}` : `${word}.${first}${i}`;
    return {
      username,
      // The first fan is the demo sign-in fan@example.com (seed/demo-accounts.ts).
      email: i === 0 ? 'fan@example.com' : `${username.replace(/[^a-z0-9]/g, '')}@example.com`,
      fullName: `${capitalise(first)} ${capitalise(word)}`,
      firstName: capitalise(first),
      // Profiles without a password, as if carried over from the old site: signing up with the same
      // email attaches their history.
      isMigrated: true,
      acceptedTermsAt: new Date('2025-06-01T00:00:00Z'),
      skill: 0.3 + rand() * 0.55,
    };
  });
}

type Tip = { matchId: string; predictedWinnerId: string; predictedScore: GameScore | null };

/**
 * A fan's picks for a whole draw: each later pick is the winner this fan picked in the feeding match.
 * Where the real result is known, a skilled fan tends to pick it; otherwise seeds guide the pick.
 */
function simulatePicks(
  draw: Draw,
  stored: StoredDraw,
  skill: number,
  resultsKnown: boolean,
  rand: () => number,
): Tip[] {
  const seedOf = new Map(draw.competition.players.map((player) => [player.slug, player.seed]));
  const strength = (slug: string) => 24 - (seedOf.get(slug) ?? 16);
  const feeders = feedersOf(draw.competition);
  const picked = new Map<ParsedMatch, string>();
  const tips: Tip[] = [];
  for (const round of draw.competition.rounds) {
    for (const match of round.matches) {
      if (match.status === 'bye') {
        if (match.winner) picked.set(match, match.winner);
        continue;
      }
      const slot = (n: 1 | 2) => {
        const feeder = feeders.get(`${matchKey(round.index, match.position)}:${n}`);
        return round.index === 1 || !feeder ? (n === 1 ? match.player1 : match.player2) : picked.get(feeder);
      };
      const one = slot(1);
      const two = slot(2);
      if (!one || !two) continue;
      const knowsIt = resultsKnown && match.winner !== null && [one, two].includes(match.winner) && rand() < skill;
      const winner = knowsIt
        ? (match.winner as string)
        : rand() * (strength(one) + strength(two)) < strength(one)
          ? one
          : two;
      picked.set(match, winner);
      const actual = resultOf(match)?.gameScore as GameScore | undefined;
      const predictedScore =
        rand() < 0.15
          ? null
          : knowsIt && actual && rand() < skill
            ? actual
            : (GAME_SCORES[Math.floor(rand() * GAME_SCORES.length)] as GameScore);
      tips.push({
        matchId: stored.matchIds.get(matchKey(round.index, match.position)) as string,
        predictedWinnerId: stored.playerIds.get(winner) as string,
        predictedScore,
      });
    }
  }
  return tips;
}

export const DEMO_FAN_COUNT = 50;

interface Plan {
  draw: Draw;
  competition: ParsedCompetition;
  name: string;
  status: TournamentStatus;
  sourceKey: string;
  url: string | null;
  shiftDays: number;
}

type DemoEntry = { id: string; userId: string; tournamentId: string };

/** What each demo fan bought by card before the demo begins (whole credits). */
const DEMO_CREDITS_BOUGHT = 10;
/** Every demo tournament's entry fee unless told otherwise: one credit (hundredths). */
const DEMO_ENTRY_FEE = 100;

/**
 * The demo's money, through the same ledger functions as real use: each fan bought credits (a succeeded
 * test-card payment), every entry paid its fee, and the finished tournaments are settled with their cash
 * prizes marked paid (PAID), so a demo fan's credit transactions and the back office show a full story.
 */
async function seedDemoMoney(
  tx: Executor,
  { now, fee, fans, entries: paid }: { now: Date; fee: number; fans: Array<{ id: string }>; entries: DemoEntry[] },
) {
  const tournamentRows = await tx.update(tournaments).set({ entryFee: fee }).returning({
    id: tournaments.id,
    name: tournaments.name,
    status: tournaments.status,
    startDate: tournaments.startDate,
    endDate: tournaments.endDate,
  });
  const byId = new Map(tournamentRows.map((row) => [row.id, row]));
  const midnight = (date: string) => new Date(`${date}T00:00:00Z`);
  // The story in time: credits bought a week before the first event, each fee paid the day before its
  // event starts (an hour ago at the latest), each finished event paid out the day after it ended.
  const firstStart = Math.min(...tournamentRows.map((row) => midnight(row.startDate).getTime()));
  const boughtAt = new Date(firstStart - 7 * DAY_MS);
  const bought = await tx
    .insert(payments)
    .values(
      fans.map((fan, i) => ({
        userId: fan.id,
        status: 'PENDING' as const,
        amountCents: DEMO_CREDITS_BOUGHT * CREDIT_PRICE_CENTS,
        currency: DEFAULT_CURRENCY,
        creditAmount: DEMO_CREDITS_BOUGHT,
        provider: 'test',
        providerSessionId: `test_demo_${i}`,
        createdAt: boughtAt,
        updatedAt: boughtAt,
      })),
    )
    .returning({ id: payments.id });
  for (const payment of bought) await fulfilPayment(tx, payment.id, { state: 'paid' }, undefined, boughtAt);
  // Free demo tournaments (fee 0): nothing is paid, and each settlement finds an empty pool.
  for (const entry of fee > 0 ? paid : []) {
    const tournament = byId.get(entry.tournamentId);
    if (!tournament) continue;
    const dayBefore = midnight(tournament.startDate).getTime() - DAY_MS;
    await payEntryFee(tx, {
      userId: entry.userId,
      tournamentId: entry.tournamentId,
      tournamentName: tournament.name,
      fee,
      at: new Date(Math.min(dayBefore, now.getTime() - 3_600_000)),
    });
  }
  for (const tournament of tournamentRows.filter((row) => row.status === 'SCORED')) {
    await settleTournament(tx, tournament.id, { at: new Date(midnight(tournament.endDate).getTime() + DAY_MS) });
    const owed = await tx.select({ id: prizes.id }).from(prizes).where(eq(prizes.tournamentId, tournament.id));
    for (const [i, prize] of owed.entries()) {
      await markPrizePaid(tx, { prizeId: prize.id, reference: `DEMO-${tournament.id.slice(0, 8)}-${i + 1}` });
    }
  }
}

/**
 * Fills an empty database with real tour draws and demo fans: Windsor (men's and women's) and
 * Ponta Lagoa completed with every result; Windsor's women's draw replayed as an ACTIVE demo
 * tournament whose first days are played; Ponta Lagoa's men's draw as an UPCOMING demo tournament
 * starting three days from `now`. Returns false and changes nothing when tournaments exist.
 */
export async function seedDemo(
  database: Database,
  {
    now,
    entryFee = DEMO_ENTRY_FEE,
  }: {
    now: Date;
    /** Hundredths of a credit every demo tournament costs (the server passes ENTRY_FEE_CREDITS). */
    entryFee?: number;
  },
): Promise<boolean> {
  const draws = loadDraws();
  const [, windsorWomen, pontaLagoa] = draws as [Draw, Draw, Draw];
  const today = now.toISOString().slice(0, 10);

  const plans: Plan[] = draws.map((draw) => ({
    draw,
    competition: draw.competition,
    name: draw.tournament.name,
    // Finished events with their ranks computed here: frozen (SCORED), as the finish job leaves them.
    status: 'SCORED',
    sourceKey: `psa:${draw.tournament.slug}:${draw.competition.gender}`,
    url: draw.tournament.sourceUrl,
    shiftDays: 0,
  }));
  // Day one of the women's replay was two days ago: rounds 1 and 2 are in, results older than
  // two hours are recorded, the rest is still to play.
  const activeShift = daysBetween(windsorWomen.tournament.startDate, today) - 2;
  plans.push({
    draw: windsorWomen,
    competition: replay(windsorWomen, activeShift, new Date(now.getTime() - 2 * 3_600_000)),
    name: "Demo Women's Challenger 2026",
    status: 'ACTIVE',
    sourceKey: 'demo:active:windsor-club-open-2023:womens',
    url: null,
    shiftDays: activeShift,
  });
  const upcomingShift = daysBetween(pontaLagoa.tournament.startDate, today) + 3;
  plans.push({
    draw: pontaLagoa,
    competition: replay(pontaLagoa, upcomingShift, null),
    name: "Demo Men's Open 2026",
    status: 'UPCOMING',
    sourceKey: 'demo:upcoming:ponta-lagoa-brasil-open-2023:mens',
    url: null,
    shiftDays: upcomingShift,
  });

  return database.transaction(async (tx) => {
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(tournaments);
    if ((existing?.count ?? 0) > 0) return false;

    const stored: StoredDraw[] = [];
    const ranks = demoRanks();
    for (const plan of plans) {
      stored.push(
        await storeDraw(tx, {
          name: plan.name,
          location: plan.draw.tournament.location,
          gender: plan.competition.gender,
          status: plan.status,
          url: plan.url,
          imageUrl: plan.draw.tournament.imageUrl,
          timezone: plan.draw.timezone,
          startDate: addDays(plan.draw.tournament.startDate, plan.shiftDays),
          endDate: addDays(plan.draw.tournament.endDate, plan.shiftDays),
          sourceKey: plan.sourceKey,
          competition: withDemoRanks(plan.competition, ranks, today),
        }),
      );
    }

    const rand = random(20_230_815);
    const fans = demoFans(DEMO_FAN_COUNT, rand);
    const fanRows = await tx
      .insert(users)
      .values(fans.map(({ skill: _skill, ...fan }) => fan))
      .returning({ id: users.id });

    const tipRows: Array<{ entryId: string } & ReturnType<typeof tipColumns>> = [];
    const paidEntries: DemoEntry[] = [];
    for (const [i, plan] of plans.entries()) {
      const draw = stored[i] as StoredDraw;
      const open = plan.status === 'UPCOMING';
      // Everyone played the finished events, most entered the live one, some the next one.
      const entrants = fanRows.filter((_, n) => (open ? n % 5 < 3 : plan.status === 'ACTIVE' ? n % 10 !== 9 : true));
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
      for (const entry of entryRows) paidEntries.push({ ...entry, tournamentId: draw.tournamentId });
      const tipsByFan = new Map<number, Tip[]>();
      const slots = new Map(
        [...draw.matchIds].map(([key, matchId]) => {
          const [round, position] = key.split(':').map(Number);
          return [matchId, tipSlot(round as number, position as number)];
        }),
      );
      for (const entry of entryRows) {
        const fanIndex = fanRows.findIndex((fan) => fan.id === entry.userId);
        // The last two fans copy a friend's picks in the finished events, so those boards show ties.
        const copied = plan.status === 'SCORED' && fanIndex >= DEMO_FAN_COUNT - 2;
        const tips = copied
          ? (tipsByFan.get(DEMO_FAN_COUNT - 3) ?? [])
          : simulatePicks(plan.draw, draw, fans[fanIndex]?.skill ?? 0.5, !open, rand);
        tipsByFan.set(fanIndex, tips);
        tipRows.push({ entryId: entry.id, ...tipColumns(tips, slots) });
      }
    }
    for (let i = 0; i < tipRows.length; i += 500) await tx.insert(entryTips).values(tipRows.slice(i, i + 500));
    for (const draw of stored) await scoreTournament(tx, draw.tournamentId);
    await refreshUserTotals(tx);
    await seedDemoMoney(tx, { now, fee: entryFee, fans: fanRows, entries: paidEntries });
    return true;
  });
}
