import { describe, expect, it } from 'vitest';
import { pageInfo } from './pagination.js';
import { ListTournamentsQuerySchema } from './tournament.js';

describe('pageInfo', () => {
  it.each([
    [
      { page: 0, pageSize: 10, totalRecords: 25 },
      { previousPage: null, nextPage: 1 },
    ],
    [
      { page: 1, pageSize: 10, totalRecords: 25 },
      { previousPage: 0, nextPage: 2 },
    ],
    [
      { page: 2, pageSize: 10, totalRecords: 25 },
      { previousPage: 1, nextPage: null },
    ],
    [
      { page: 0, pageSize: 10, totalRecords: 0 },
      { previousPage: null, nextPage: null },
    ],
    [
      { page: 9, pageSize: 10, totalRecords: 25 },
      { previousPage: 2, nextPage: null },
    ],
  ])('%o links %o', (input, links) => {
    expect(pageInfo(input)).toMatchObject({ currentPage: input.page, pageSize: input.pageSize, ...links });
  });
});

describe('ListTournamentsQuerySchema', () => {
  it('applies the defaults', () => {
    expect(ListTournamentsQuerySchema.parse({})).toEqual({
      page: 0,
      page_size: 20,
      sort_by: 'start_date',
      sort_order: 'desc',
    });
  });

  it('takes one or more statuses, repeated or comma separated, in any case', () => {
    expect(ListTournamentsQuerySchema.parse({ status: ['active', 'UPCOMING,completed'] }).status).toEqual([
      'ACTIVE',
      'UPCOMING',
      'COMPLETED',
    ]);
  });

  it.each([
    [{ page: '-1' }, 'page must be 0 or greater'],
    [{ page: 'two' }, 'page must be a whole number'],
    [{ page_size: '101' }, 'page_size must be at most 100'],
    [{ page_size: '0' }, 'page_size must be 1 or greater'],
    [{ sort_by: 'name' }, 'sort_by must be one of start_date, end_date'],
    [{ sort_order: 'up' }, 'sort_order must be one of asc, desc'],
    [{ status: 'CREATING' }, 'status must be one of UPCOMING, ACTIVE, COMPLETED, SCORED, PAYING, PAID'],
    [{ gender: 'mixed' }, 'gender must be one of mens, womens'],
  ])('refuses %o with "%s"', (query, message) => {
    const result = ListTournamentsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('SeasonLeaderboardQuerySchema', () => {
  it.each(['2025/26', '1999/00'])('takes %s', async (season) => {
    const { SeasonLeaderboardQuerySchema } = await import('./leaderboard.js');
    expect(SeasonLeaderboardQuerySchema.parse({ season }).season).toBe(season);
  });
  it.each(['2025', '2025/27', '25/26', '2025-26'])('refuses %s', async (season) => {
    const { SeasonLeaderboardQuerySchema } = await import('./leaderboard.js');
    expect(SeasonLeaderboardQuerySchema.safeParse({ season }).error?.issues[0]?.message).toBe(
      'season must look like 2025/26',
    );
  });
});
