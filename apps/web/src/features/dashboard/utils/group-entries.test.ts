import type { MyEntry, TournamentStatus } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { groupEntries, startOf } from './group-entries';

const NOW = new Date('2026-03-10T12:00:00Z');

let counter = 0;
function entry(
  name: string,
  status: TournamentStatus,
  dates: { start: string; end: string; startsAt?: string },
): MyEntry {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    tournamentId: id,
    userId: '00000000-0000-4000-8000-999999999999',
    status: 'OPEN',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    finalizedAt: null,
    rank: null,
    score: 0,
    possibleScore: 0,
    points: 0,
    maxPoints: 0,
    tipCount: 0,
    tournament: {
      id,
      name,
      location: null,
      gender: 'mens',
      status,
      startsAt: dates.startsAt ?? null,
      startDate: dates.start,
      endDate: dates.end,
      imageUrl: null,
      url: null,
      timezone: 'UTC',
      entryFee: 0,
      prizePool: 0,
      prizeModel: 'POOL',
      fixedPrizes: [],
      prizeSponsor: null,
      parent: null,
      secondChance: null,
    },
  };
}

const names = (list: MyEntry[]) => list.map((item) => item.tournament.name);

describe('groupEntries', () => {
  it('sorts entries into active, upcoming (soonest first) and past (latest first), leaving drafts out', () => {
    const lists = groupEntries(
      [
        entry('Later Open', 'UPCOMING', { start: '2026-04-01', end: '2026-04-06' }),
        entry('Old Classic', 'PAID', { start: '2025-10-01', end: '2025-10-06' }),
        entry('Live Open', 'ACTIVE', { start: '2026-03-08', end: '2026-03-13' }),
        entry('Soon Open', 'UPCOMING', { start: '2026-03-20', end: '2026-03-25' }),
        entry('Recent Cup', 'COMPLETED', { start: '2026-02-01', end: '2026-02-06' }),
        entry('Scored Cup', 'SCORED', { start: '2026-01-01', end: '2026-01-06' }),
        entry('Draft', 'CREATING', { start: '2026-05-01', end: '2026-05-06' }),
      ],
      NOW,
    );
    expect(names(lists.active)).toEqual(['Live Open']);
    expect(names(lists.upcoming)).toEqual(['Soon Open', 'Later Open']);
    expect(names(lists.past)).toEqual(['Recent Cup', 'Scored Cup', 'Old Classic']);
  });

  it('counts an upcoming tournament whose first match has started as active', () => {
    const lists = groupEntries(
      [entry('Started', 'UPCOMING', { start: '2026-03-10', end: '2026-03-15', startsAt: '2026-03-10T09:00:00.000Z' })],
      NOW,
    );
    expect(names(lists.active)).toEqual(['Started']);
    expect(lists.upcoming).toEqual([]);
  });
});

describe('startOf', () => {
  it('prefers the first match time, else the first day', () => {
    expect(startOf({ startsAt: '2026-03-10T09:00:00.000Z', startDate: '2026-03-09' }).toISOString()).toBe(
      '2026-03-10T09:00:00.000Z',
    );
    expect(startOf({ startsAt: null, startDate: '2026-03-09' }).toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });
});
