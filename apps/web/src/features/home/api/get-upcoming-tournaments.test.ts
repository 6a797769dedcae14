import { describe, expect, it } from 'vitest';
import { nextUpcoming } from './get-upcoming-tournaments';

describe('nextUpcoming', () => {
  it('keeps the three that start first, ties broken by the earlier end date', () => {
    const list = [
      { name: 'D', startDate: '2026-05-01', endDate: '2026-05-05' },
      { name: 'B', startDate: '2026-04-01', endDate: '2026-04-09' },
      { name: 'A', startDate: '2026-04-01', endDate: '2026-04-04' },
      { name: 'C', startDate: '2026-04-10', endDate: '2026-04-12' },
    ];
    expect(nextUpcoming(list).map((t) => t.name)).toEqual(['A', 'B', 'C']);
  });

  it('shows fewer when fewer are coming', () => {
    expect(nextUpcoming([])).toEqual([]);
  });
});
