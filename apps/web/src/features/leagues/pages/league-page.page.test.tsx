import { fan, league, pageInfo, SEASON, seasonRow } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const me = signedIn(fan());
const club = league();
const table = read('/api/leagues/:id/leaderboard', {
  body: {
    data: [seasonRow(1, 'boast_machine', 412), seasonRow(2, 'nick_hunter', 398), seasonRow(3, 'nour_drops', 376)],
    pageInfo: pageInfo(12),
    season: SEASON,
  },
});
const noTournaments = read('/api/tournaments', { body: { data: [], pageInfo: pageInfo(0) } });
const members = read('/api/leagues/:id/members', {
  body: {
    data: ['boast_machine', 'nick_hunter', 'nour_drops'].map((username, index) => ({
      userId: `00000000-0000-4000-8000-00000000090${index}`,
      username,
      role: index === 0 ? 'owner' : 'member',
      joinedAt: '2026-09-02T10:00:00.000Z',
    })),
    pageInfo: pageInfo(3),
  },
});

describePage('my leagues', '/leagues', {
  loading: { answers: [...me, read('/api/leagues', 'loading')] },
  empty: { answers: [...me, read('/api/leagues', { body: { data: [] } })] },
  error: { answers: [...me, read('/api/leagues', 'error')] },
  filled: {
    answers: [
      ...me,
      read('/api/leagues', { body: { data: [club, league({ name: 'Squash Dads', mySeasonRank: null })] } }),
    ],
    data: 'Squash Dads',
  },
});

describePage('a league', `/leagues/${club.id}`, {
  loading: { answers: [...me, read('/api/leagues/:id', 'loading')] },
  error: { answers: [...me, read('/api/leagues/:id', 'error')] },
  filled: {
    answers: [...me, read('/api/leagues/:id', { body: { data: club } }), table, noTournaments, members],
    data: 'nick_hunter',
  },
});

describePage('an invite to a league', `/leagues/join/${club.inviteCode}`, {
  filled: {
    answers: [
      ...me,
      read('/api/leagues/invites/:code', {
        body: {
          data: {
            id: club.id,
            name: club.name,
            description: club.description,
            ownerUsername: club.ownerUsername,
            memberCount: 12,
            isMember: false,
          },
        },
      }),
    ],
    data: 'Tuesday Night Boasters',
  },
});
