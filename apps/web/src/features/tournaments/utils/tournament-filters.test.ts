import type { Tournament } from '@squash/core';
import { describe, expect, it } from 'vitest';
import {
  readTournamentFilters,
  sortActiveFirst,
  tournamentListQuery,
  writeTournamentFilters,
} from './tournament-filters';

function tournament(overrides: Partial<Tournament>): Tournament {
  return {
    id: crypto.randomUUID(),
    name: 'Open',
    location: null,
    gender: 'mens',
    status: 'UPCOMING',
    startsAt: null,
    startDate: '2026-01-01',
    endDate: '2026-01-05',
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
    ...overrides,
  };
}

describe('readTournamentFilters / writeTournamentFilters', () => {
  it.each([
    ['', { gender: 'mens', filter: 'current' }],
    ['gender=womens', { gender: 'womens', filter: 'current' }],
    ['gender=womens&filter=completed', { gender: 'womens', filter: 'completed' }],
    ['gender=MIXED&filter=all', { gender: 'mens', filter: 'current' }],
  ])('?%s reads %o', (search, expected) => {
    expect(readTournamentFilters(new URLSearchParams(search))).toEqual(expected);
  });

  it('leaves the defaults out of the address', () => {
    expect(writeTournamentFilters({ gender: 'mens', filter: 'current' }).toString()).toBe('');
    expect(writeTournamentFilters({ gender: 'womens', filter: 'completed' }).toString()).toBe(
      'gender=womens&filter=completed',
    );
  });
});

describe('tournamentListQuery', () => {
  it('asks for current tournaments by end date and finished ones newest first', () => {
    expect(tournamentListQuery({ gender: 'womens', filter: 'current' })).toEqual({
      gender: 'womens',
      status: ['ACTIVE', 'UPCOMING'],
      sortBy: 'end_date',
      sortOrder: 'asc',
    });
    expect(tournamentListQuery({ gender: 'mens', filter: 'completed' })).toEqual({
      gender: 'mens',
      status: ['COMPLETED', 'SCORED', 'PAYING', 'PAID'],
      sortBy: 'start_date',
      sortOrder: 'desc',
    });
  });
});

describe('sortActiveFirst', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('puts tournaments under way before upcoming ones, each by end date ascending', () => {
    const list = [
      tournament({ name: 'Upcoming late', status: 'UPCOMING', endDate: '2026-04-20' }),
      tournament({ name: 'Active late', status: 'ACTIVE', endDate: '2026-03-15' }),
      tournament({ name: 'Upcoming soon', status: 'UPCOMING', endDate: '2026-03-20' }),
      tournament({ name: 'Active soon', status: 'ACTIVE', endDate: '2026-03-11' }),
    ];
    expect(sortActiveFirst(list, now).map((t) => t.name)).toEqual([
      'Active soon',
      'Active late',
      'Upcoming soon',
      'Upcoming late',
    ]);
  });

  it('treats an upcoming tournament whose start has passed as under way', () => {
    const list = [
      tournament({ name: 'Upcoming', status: 'UPCOMING', endDate: '2026-03-12' }),
      tournament({ name: 'Started', status: 'UPCOMING', startsAt: '2026-03-09T10:00:00Z', endDate: '2026-03-14' }),
    ];
    expect(sortActiveFirst(list, now).map((t) => t.name)).toEqual(['Started', 'Upcoming']);
  });

  it('does not reorder the list it was given', () => {
    const list = [tournament({ name: 'B', endDate: '2026-05-01' }), tournament({ name: 'A', endDate: '2026-04-01' })];
    sortActiveFirst(list, now);
    expect(list.map((t) => t.name)).toEqual(['B', 'A']);
  });
});
