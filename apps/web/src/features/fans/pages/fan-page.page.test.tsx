import { FanRecordSchema } from '@squash/core';
import { read } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const record = FanRecordSchema.parse({
  username: 'nour_drops',
  private: false,
  isOwn: false,
  tournaments: [
    ['Windy City Open 2027', 'mens', 3],
    ['Windy City Open 2027', 'womens', 12],
    ['Canary Wharf Classic 2027', 'mens', null],
  ].map(([name, gender, rank], index) => ({
    tournamentId: `00000000-0000-4000-8000-00000000070${index}`,
    entryId: `00000000-0000-4000-8000-00000000080${index}`,
    name,
    gender,
    startDate: `2026-10-0${index + 1}`,
    status: rank === null ? 'ACTIVE' : 'PAID',
    rank,
    entrants: 48,
    points: 88 - index * 10,
    score: 8,
    possibleScore: 15,
    prize: null,
  })),
  bestFinish: {
    rank: 3,
    entrants: 48,
    tournamentId: '00000000-0000-4000-8000-000000000700',
    name: 'Windy City Open 2027',
    gender: 'mens',
  },
  seasons: [{ label: '2026/27', rank: 14, fans: 512, points: 176 }],
  badges: [
    {
      kind: 'CHAMPION_PICKED',
      tournamentId: '00000000-0000-4000-8000-000000000700',
      detail: "Picked Ali Farag to win Windy City Open 2027 (Men's).",
      facts: { tournament: 'Windy City Open 2027', champion: 'Ali Farag' },
    },
  ],
});

describePage("a fan's record", '/fans/nour_drops', {
  loading: { answers: [read('/api/fans/:username', 'loading')] },
  error: { answers: [read('/api/fans/:username', 'error')] },
  filled: { answers: [read('/api/fans/:username', { body: { data: record } })], data: 'Canary Wharf Classic 2027' },
});

describePage('a private record', '/fans/nour_drops', {
  filled: {
    answers: [
      read('/api/fans/:username', {
        body: { data: { ...record, private: true, tournaments: [], bestFinish: null, seasons: [], badges: [] } },
      }),
    ],
  },
});

// A new fan's own record: one tournament under way, nothing finished yet, no badge: every figure's note says so.
describePage("a new fan's own record", '/fans/nour_drops', {
  filled: {
    answers: [
      read('/api/fans/:username', {
        body: {
          data: {
            ...record,
            isOwn: true,
            tournaments: record.tournaments.slice(2),
            bestFinish: null,
            seasons: [],
            badges: [],
          },
        },
      }),
    ],
    shows: 'no tournament finished yet',
  },
});
