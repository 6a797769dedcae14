import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CREDIT_PRICE_CENTS,
  DEFAULT_CURRENCY,
  normalizedName,
  type TournamentStatus,
  venueLocalToInstant,
} from '@squash/core';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { entries, entryTips, payments, prizes, tournaments, users } from '../db/schema.js';
import type { ParsedCompetition, ParsedMatch, ParsedTournament } from '../integrations/psa/draw.js';
import { parseTournamentPage } from '../integrations/psa/parse-tournament-page.js';
import { required } from '../lib/required.js';
import { matchKey, type StoredDraw, storeDraw } from '../modules/draws/store-draw.js';
import { tipColumns, tipSlot } from '../modules/draws/tip-slots.js';
import { payEntryFee } from '../modules/entries/service.js';
import { fulfilPayment } from '../modules/payments/service.js';
import { markPrizePaid, settleTournament } from '../modules/prizes/service.js';
import { refreshUserTotals, scoreTournament } from '../modules/scoring/service.js';
import { openSecondChance } from '../modules/second-chance/service.js';
import { demoFans, feedersOf, random, simulatePicks, type Tip } from './demo-fans.js';

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

export interface Draw {
  tournament: ParsedTournament;
  competition: ParsedCompetition;
  timezone: string;
}

export function loadDraws(): Draw[] {
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

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The same draw moved by whole days (so matches keep their local times of day): the first
 * `roundsPlayed` rounds keep their results and move by `playedShiftDays`, the later rounds move by
 * `shiftDays` and are to play again, their slots fed by unplayed matches empty (TBD). Byes stay decided.
 */
function replay(
  draw: Draw,
  {
    shiftDays,
    playedShiftDays = shiftDays,
    roundsPlayed,
  }: { shiftDays: number; playedShiftDays?: number; roundsPlayed: number },
): ParsedCompetition {
  const feeders = feedersOf(draw.competition);
  const decided = new Set<ParsedMatch>();
  const rounds = draw.competition.rounds.map((round) => ({
    ...round,
    matches: round.matches.map((match): ParsedMatch => {
      const played = match.status === 'bye' || round.index <= roundsPlayed;
      const shift = round.index <= roundsPlayed ? playedShiftDays : shiftDays;
      const scheduledLocal = match.scheduledLocal
        ? `${addDays(match.scheduledLocal.slice(0, 10), shift)}${match.scheduledLocal.slice(10)}`
        : null;
      if (played) {
        decided.add(match);
        return { ...match, scheduledLocal };
      }
      const known = (slot: 1 | 2) => {
        const feeder = feeders.get(`${matchKey(round.index, match.position)}:${slot}`);
        return round.index === 1 || (feeder !== undefined && decided.has(feeder));
      };
      return {
        ...match,
        player1: known(1) ? match.player1 : null,
        player2: known(2) ? match.player2 : null,
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

/** The active demo's rounds already played when the demo begins: 1 and 2; the quarter-finals onward are to play. */
export const ACTIVE_ROUNDS_PLAYED = 2;
/** The next match of the active demo starts at least this long after the demo begins. */
export const ACTIVE_NEXT_MATCH_LEAD_MS = 3_600_000;
/** A played match of the active demo started at least this long before the demo begins (a long five-setter). */
export const ACTIVE_MATCH_LENGTH_MS = 2 * 3_600_000;
/** The upcoming demo starts this many days after the day the demo begins. */
const UPCOMING_DAYS_AHEAD = 3;

/** The instants of a round's scheduled matches, the draw moved by `shiftDays`. */
function roundStarts(draw: Draw, rounds: (index: number) => boolean, shiftDays: number): number[] {
  return draw.competition.rounds
    .filter((round) => rounds(round.index))
    .flatMap((round) => round.matches.flatMap((match) => match.scheduledLocal ?? []))
    .map((local) =>
      venueLocalToInstant(`${addDays(local.slice(0, 10), shiftDays)}${local.slice(10)}`, draw.timezone).getTime(),
    );
}

/**
 * Where the active replay stands at `now`, the same at every hour of every day: rounds 1 and 2 in and
 * the quarter-finals still to play. The quarter-finals fall on the first venue day whose first of them
 * is at least an hour away (later today or tomorrow at the venue); rounds 1 and 2 on the days before,
 * one day further back (a rest day) while the last of them could still be on court. Whole days, so
 * every match keeps its local time of day.
 */
function activeShifts(draw: Draw, now: Date): { shiftDays: number; playedShiftDays: number } {
  const played = (index: number) => index <= ACTIVE_ROUNDS_PLAYED;
  const toPlay = (index: number) => index === ACTIVE_ROUNDS_PLAYED + 1;
  // From a shift that surely has the whole draw behind `now` (it ends two days before today), forwards.
  let shiftDays = daysBetween(draw.tournament.endDate, now.toISOString().slice(0, 10)) - 2;
  while (Math.min(...roundStarts(draw, toPlay, shiftDays)) < now.getTime() + ACTIVE_NEXT_MATCH_LEAD_MS) shiftDays++;
  let playedShiftDays = shiftDays;
  while (Math.max(...roundStarts(draw, played, playedShiftDays)) > now.getTime() - ACTIVE_MATCH_LENGTH_MS) {
    playedShiftDays--;
  }
  return { shiftDays, playedShiftDays };
}

export const DEMO_FAN_COUNT = 50;

/** One demo tournament: the draw it replays, as it stands when the demo begins. */
export interface DemoPlan {
  draw: Draw;
  competition: ParsedCompetition;
  name: string;
  status: TournamentStatus;
  sourceKey: string;
  url: string | null;
  startDate: string;
  endDate: string;
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
    gender: tournaments.gender,
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
      tournament,
      fee,
      at: new Date(Math.min(dayBefore, now.getTime() - 3_600_000)),
    });
  }
  for (const tournament of tournamentRows.filter((row) => row.status === 'SCORED')) {
    await settleTournament(tx, tournament.id, { at: new Date(midnight(tournament.endDate).getTime() + DAY_MS) });
    const owed = await tx.select({ id: prizes.id }).from(prizes).where(eq(prizes.tournamentId, tournament.id));
    for (const [i, prize] of owed.entries()) {
      await markPrizePaid(tx, {
        prizeId: prize.id,
        reference: `DEMO-${tournament.id.slice(0, 8)}-${i + 1}`,
        identityChecked: 'Demo data: no identity was checked',
        by: 'demo seed',
      });
    }
  }
}

/**
 * The demo's tournaments as they stand at `now`: Windsor (men's and women's) and Ponta Lagoa completed
 * with every result; Windsor's women's draw replayed as an ACTIVE tournament with rounds 1 and 2 in and
 * the quarter-finals still to play, whatever the hour (`activeShifts`); Ponta Lagoa's men's draw as an
 * UPCOMING tournament starting three days from `now`.
 */
export function planDemo(now: Date, draws: Draw[] = loadDraws()): DemoPlan[] {
  const windsorWomen = required(draws[1], "Windsor City Open's women's draw");
  const pontaLagoa = required(draws[2], 'the Ponta Lagoa draw');
  const today = now.toISOString().slice(0, 10);
  const shifted = (draw: Draw, startShift: number, endShift: number) => ({
    startDate: addDays(draw.tournament.startDate, startShift),
    endDate: addDays(draw.tournament.endDate, endShift),
  });

  const plans: DemoPlan[] = draws.map((draw) => ({
    draw,
    competition: draw.competition,
    name: draw.tournament.name,
    // Finished events with their ranks computed here: frozen (SCORED), as the finish job leaves them.
    status: 'SCORED',
    sourceKey: `psa:${draw.tournament.slug}:${draw.competition.gender}`,
    url: draw.tournament.sourceUrl,
    ...shifted(draw, 0, 0),
  }));
  const active = activeShifts(windsorWomen, now);
  plans.push({
    draw: windsorWomen,
    competition: replay(windsorWomen, { ...active, roundsPlayed: ACTIVE_ROUNDS_PLAYED }),
    name: "Demo Women's Challenger 2026",
    status: 'ACTIVE',
    sourceKey: 'demo:active:windsor-club-open-2023:womens',
    url: null,
    ...shifted(windsorWomen, active.playedShiftDays, active.shiftDays),
  });
  const upcomingShift = daysBetween(pontaLagoa.tournament.startDate, today) + UPCOMING_DAYS_AHEAD;
  plans.push({
    draw: pontaLagoa,
    competition: replay(pontaLagoa, { shiftDays: upcomingShift, roundsPlayed: 0 }),
    name: "Demo Men's Open 2026",
    status: 'UPCOMING',
    sourceKey: 'demo:upcoming:ponta-lagoa-brasil-open-2023:mens',
    url: null,
    ...shifted(pontaLagoa, upcomingShift, upcomingShift),
  });
  return plans;
}

/**
 * Fills an empty database with the demo's tournaments as they stand at `now` (`planDemo`) and demo fans
 * with entries, picks and money. Returns false and changes nothing when tournaments exist.
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
  const plans = planDemo(now);
  const today = now.toISOString().slice(0, 10);

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
          startDate: plan.startDate,
          endDate: plan.endDate,
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
      const draw = required(stored[i], `draw ${i}`);
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
          const [round = Number.NaN, position = Number.NaN] = key.split(':').map(Number);
          return [matchId, tipSlot(round, position)];
        }),
      );
      for (const entry of entryRows) {
        const fanIndex = fanRows.findIndex((fan) => fan.id === entry.userId);
        // The last two fans copy a friend's picks in the finished events, so those boards show ties.
        const copied = plan.status === 'SCORED' && fanIndex >= DEMO_FAN_COUNT - 2;
        const tips = copied
          ? (tipsByFan.get(DEMO_FAN_COUNT - 3) ?? [])
          : simulatePicks(plan.draw.competition, draw, fans[fanIndex]?.skill ?? 0.5, !open, rand);
        tipsByFan.set(fanIndex, tips);
        tipRows.push({ entryId: entry.id, ...tipColumns(tips, slots) });
      }
    }
    for (let i = 0; i < tipRows.length; i += 500) await tx.insert(entryTips).values(tipRows.slice(i, i + 500));
    for (const draw of stored) await scoreTournament(tx, draw.tournamentId);
    await refreshUserTotals(tx);
    await seedDemoMoney(tx, { now, fee: entryFee, fans: fanRows, entries: paidEntries });
    // The live event's Second Chance (issue 27), from its quarter-finals: open for fans to pick.
    const live = plans.findIndex((plan) => plan.status === 'ACTIVE');
    if (live >= 0) await openSecondChance(tx, required(stored[live], 'the live draw').tournamentId, {}, now);
    return true;
  });
}
