import { instantToVenueLocal, venueLocalToInstant } from '@squash/core';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_MATCH_LENGTH_MS,
  ACTIVE_NEXT_MATCH_LEAD_MS,
  ACTIVE_ROUNDS_PLAYED,
  type DemoPlan,
  loadDraws,
  planDemo,
} from './demo.js';

/*
 * The demo is seeded around the real clock, and every e2e spec reads it: its active tournament must
 * have the same shape at whatever hour a server starts (issue 31: late in the UTC day the
 * quarter-finals used to be in already, and the specs written for them failed every evening).
 */

const HOUR_MS = 3_600_000;
const draws = loadDraws();

/** Every hour over three days, across both of Toronto's clock changes, plus the hours CI was seen to fail at. */
function instants(): Date[] {
  const spans = ['2026-11-24T00:00:00Z', '2026-10-31T00:00:00Z', '2027-03-13T00:00:00Z', '2027-12-30T00:00:00Z'];
  const every = spans.flatMap((from) =>
    Array.from({ length: 72 }, (_, step) => new Date(Date.parse(from) + step * HOUR_MS)),
  );
  const named = ['00:30', '03:00', '04:59', '05:01', '06:00', '12:00', '18:00', '21:33', '22:05', '22:30', '23:59'];
  return [...every, ...named.map((time) => new Date(`2026-11-25T${time}:00Z`))];
}

function planAt(now: Date, status: DemoPlan['status']): DemoPlan {
  const plan = planDemo(now, draws).find((candidate) => candidate.status === status);
  if (!plan) throw new Error(`no ${status} demo tournament`);
  return plan;
}

const startOf = (plan: DemoPlan, local: string) => venueLocalToInstant(local, plan.draw.timezone).getTime();

/** What a fan sees of the draw, without its times: who plays whom, and who won. */
function shape(plan: DemoPlan) {
  return plan.competition.rounds.map((round) =>
    round.matches.map((match) => [match.player1, match.player2, match.status, match.winner, match.games]),
  );
}

describe('the active demo tournament, whatever the hour', () => {
  const reference = shape(planAt(new Date('2026-11-21T15:00:00Z'), 'ACTIVE'));

  it('has rounds 1 and 2 in and every quarter-final to play between known players', () => {
    const rounds = planAt(new Date('2026-11-21T15:00:00Z'), 'ACTIVE').competition.rounds;
    for (const round of rounds.filter((candidate) => candidate.index <= ACTIVE_ROUNDS_PLAYED)) {
      for (const match of round.matches) {
        expect(match.status, `round ${round.index} match ${match.position}`).not.toBe('scheduled');
        expect(match.winner, `round ${round.index} match ${match.position}`).not.toBeNull();
      }
    }
    const quarters = rounds.find((round) => round.index === ACTIVE_ROUNDS_PLAYED + 1);
    expect(quarters?.matches).toHaveLength(4);
    for (const match of quarters?.matches ?? []) {
      expect(match).toMatchObject({ status: 'scheduled', winner: null, games: null });
      expect(match.player1).not.toBeNull();
      expect(match.player2).not.toBeNull();
    }
    for (const round of rounds.filter((candidate) => candidate.index > ACTIVE_ROUNDS_PLAYED + 1)) {
      for (const match of round.matches) expect(match).toMatchObject({ player1: null, player2: null, winner: null });
    }
  });

  it.each(instants().map((now) => [now.toISOString(), now] as const))('at %s', (_, now) => {
    const plan = planAt(now, 'ACTIVE');
    expect(shape(plan)).toEqual(reference);
    const venueToday = instantToVenueLocal(now, plan.draw.timezone).slice(0, 10);
    let lastPlayed = Number.NEGATIVE_INFINITY;
    for (const round of plan.competition.rounds) {
      const starts = round.matches.flatMap((match) => (match.scheduledLocal ? [match.scheduledLocal] : []));
      if (round.index <= ACTIVE_ROUNDS_PLAYED) {
        for (const local of starts) {
          // Played: over before now, and in draw order.
          expect(startOf(plan, local), `round ${round.index} at ${local}`).toBeLessThanOrEqual(
            now.getTime() - ACTIVE_MATCH_LENGTH_MS,
          );
        }
        const first = Math.min(...starts.map((local) => startOf(plan, local)));
        expect(first).toBeGreaterThan(lastPlayed);
        lastPlayed = Math.max(...starts.map((local) => startOf(plan, local)));
      } else {
        for (const local of starts) {
          expect(startOf(plan, local), `round ${round.index} at ${local}`).toBeGreaterThanOrEqual(
            now.getTime() + ACTIVE_NEXT_MATCH_LEAD_MS,
          );
        }
      }
    }
    // The quarter-finals later today or tomorrow at the venue: the demo looks alive at any hour.
    const quarterDays = new Set(
      plan.competition.rounds
        .find((round) => round.index === ACTIVE_ROUNDS_PLAYED + 1)
        ?.matches.map((match) => match.scheduledLocal?.slice(0, 10)),
    );
    expect(quarterDays.size).toBe(1);
    const [quarterDay] = quarterDays;
    const tomorrow = new Date(Date.parse(`${venueToday}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
    expect([venueToday, tomorrow]).toContain(quarterDay);
    // Started, not finished: today at the venue lies within its dates.
    expect(plan.startDate <= venueToday && venueToday <= plan.endDate, `${plan.startDate}..${plan.endDate}`).toBe(true);
  });
});

describe('the upcoming demo tournament, whatever the hour', () => {
  it.each(instants().map((now) => [now.toISOString(), now] as const))('at %s', (_, now) => {
    const plan = planAt(now, 'UPCOMING');
    const starts = plan.competition.rounds.flatMap((round) =>
      round.matches.flatMap((match) => (match.scheduledLocal ? [startOf(plan, match.scheduledLocal)] : [])),
    );
    expect(Math.min(...starts)).toBeGreaterThan(now.getTime() + 2 * 24 * HOUR_MS);
    for (const match of plan.competition.rounds.flatMap((round) => round.matches)) {
      if (match.status !== 'bye') expect(match).toMatchObject({ status: 'scheduled', winner: null });
    }
  });
});
