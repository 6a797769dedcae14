import { describe, expect, it } from 'vitest';
import { drawByName, type NeutralCompetition, neutralFile, psaFixture } from '../../../test/psa-fixtures.js';
import type { ParsedCompetition } from './draw.js';
import { PsaParseError } from './errors.js';
import { parseTournamentPage } from './parse-tournament-page.js';
import { parseWpTournament } from './parse-wp-tournament.js';

/*
 * CONSTRUCTED RESPONSES. No answer of psasquashtour.com's `/wp-json/wp/v2/tournament?slug=` is saved
 * (fixtures/psa/PROVENANCE.md), so these tests build one in the shape the reader assumes (see the top of
 * parse-wp-tournament.ts: the post fields public scrapers rely on, plus draws carrying their matches)
 * from the neutral file's facts, and check the reader against the saved page of the same event.
 */

const WINDSOR_PAGE = psaFixture('psaworldtour-tournament-windsor-club-open-2023.html');
const SOURCE = 'https://www.psasquashtour.com/tournament/windsor-club-open-2023/';

const neutral = neutralFile();
const windsor = neutral.tournaments.find((t) => t.key === 'windsor-club-open-2023');
if (!windsor) throw new Error('fixture changed');

type Options = { omitByes?: boolean; flat?: boolean; utcTimes?: boolean };

/** One competition's main draw, as the reader expects the API to carry it. */
function wpDraw(competition: NeutralCompetition, { omitByes = false, flat = false, utcTimes = false }: Options) {
  const psaId = (id: string | null) => (id === null ? null : 10_000 + Number(id.slice(1)));
  const rounds = competition.rounds.map((round) => ({
    name: round.name,
    matches: round.matches
      .filter((match) => !(omitByes && match.status === 'bye'))
      .map((match) => ({
        ...(flat ? { round: round.index } : {}),
        position: match.position,
        player1: psaId(match.player1),
        player2: psaId(match.player2),
        winner: match.status === 'bye' ? null : psaId(match.winner),
        status: match.status === 'walkover' ? 'Walkover' : match.status === 'bye' ? 'bye' : 'Final',
        score: match.games ? `${match.games[0]}-${match.games[1]}` : null,
        game_scores: match.gameScores.map(([one, two]) => `${one}-${two}`).join(', '),
        // Windsor plays on Eastern Daylight Time, UTC-4 in August.
        date:
          match.scheduledLocal === null
            ? null
            : utcTimes
              ? new Date(`${match.scheduledLocal}:00-04:00`).toISOString()
              : `${match.scheduledLocal.replace('T', ' ')}:00`,
      })),
  }));
  return {
    name: 'Main Draw',
    size: competition.drawSize,
    players: competition.players.map((player) => ({
      id: psaId(player.id),
      first_name: player.fullName.split(' ')[0],
      last_name: player.fullName.split(' ').slice(1).join(' '),
      country: player.country,
      seed: player.seed === null ? '' : String(player.seed),
      entry: player.entry,
    })),
    ...(flat ? { matches: rounds.flatMap((round) => round.matches) } : { rounds }),
  };
}

function wpResponse(options: Options = {}, edit: (post: Record<string, unknown>) => void = () => {}) {
  const post: Record<string, unknown> = {
    id: 46759,
    slug: 'windsor-club-open-2023',
    link: SOURCE,
    title: { rendered: 'Windsor City Open 2023' },
    meta: {
      location: 'Windsor, CA',
      start_date: '20230815',
      end_date: '20230819',
      competitions: JSON.stringify(
        windsor?.competitions.map((competition, i) => ({
          competition_id: i + 1,
          name: competition.gender === 'mens' ? 'Men' : 'Women',
          level_id: 109,
          prize_total: 6000,
          draws: [{ name: 'Qualifying', size: 8, players: [] }, wpDraw(competition, options)],
        })),
      ),
    },
  };
  edit(post);
  return JSON.stringify([post]);
}

describe('parseWpTournament (constructed psasquashtour.com API answers)', () => {
  it.each([
    ['mens', {}],
    ['womens', {}],
    ['mens', { omitByes: true, flat: true }],
    ['womens', { omitByes: true, utcTimes: true }],
  ] as const)('agrees with the saved page on the %s draw (%j)', (gender, options) => {
    const fromApi = parseWpTournament(wpResponse(options), { gender, sourceUrl: SOURCE });
    const fromPage = parseTournamentPage(WINDSOR_PAGE, { gender, sourceUrl: SOURCE });
    const { competitions: apiDraws, ...apiHeader } = fromApi;
    const { competitions: pageDraws, ...pageHeader } = fromPage;
    expect(apiHeader).toEqual(pageHeader);
    expect(apiHeader.location).toBe('Windsor, Canada');
    expect(drawByName(apiDraws[0] as ParsedCompetition)).toEqual(drawByName(pageDraws[0] as ParsedCompetition));
  });

  it('keeps tour ids, names and seeds, and decodes the HTML of the title', () => {
    const tournament = parseWpTournament(
      wpResponse({}, (post) => {
        post.title = { rendered: 'Windsor City Open &#8211; 2023' };
      }),
      { gender: 'mens', sourceUrl: SOURCE },
    );
    expect(tournament.name).toBe('Windsor City Open – 2023');
    const crowne = tournament.competitions[0]?.players.find((player) => player.fullName === 'George Crowne');
    expect(crowne).toMatchObject({ slug: 'george-crowne', seed: 7, psaId: expect.stringMatching(/^100\d\d$/) });
  });

  it.each([
    ['an empty answer (no such slug)', '[]', /the tour's API has no tournament 'windsor-club-open-2023'/],
    [
      'another tournament',
      JSON.stringify([{ slug: 'other-open-2024', title: { rendered: 'Other' } }]),
      /has no tournament/,
    ],
    ['not JSON', '<html>Maintenance</html>', /did not answer with JSON/],
    [
      'no competition for the gender',
      wpResponse({}, (post) => {
        (post.meta as Record<string, unknown>).competitions = '[{"name":"Women","draws":[]}]';
      }),
      /lists no men's competition for Windsor City Open 2023/,
    ],
    [
      'a draw of players without matches (an entry list)',
      wpResponse({}, (post) => {
        (post.meta as Record<string, unknown>).competitions = JSON.stringify([
          { name: 'Men', draws: [{ size: 24, players: [{ id: 1, name: 'A Player' }] }] },
        ]);
      }),
      /men's draw of Windsor City Open 2023 in the tour's API: it lists no matches yet/,
    ],
  ])('says why there is no draw: %s', (_, body, message) => {
    expect(() => parseWpTournament(body, { gender: 'mens', sourceUrl: SOURCE })).toThrow(message);
    expect(() => parseWpTournament(body, { gender: 'mens', sourceUrl: SOURCE })).toThrow(PsaParseError);
  });

  it('refuses a draw that does not add up, naming the problem', () => {
    const body = wpResponse({}, (post) => {
      const meta = post.meta as Record<string, string>;
      const competitions = JSON.parse(meta.competitions as string);
      // The final's winner is the loser of the final.
      const final = competitions[0].draws[1].rounds.at(-1).matches[0];
      final.winner = final.winner === final.player1 ? final.player2 : final.player1;
      meta.competitions = JSON.stringify(competitions);
    });
    expect(() => parseWpTournament(body, { gender: 'mens', sourceUrl: SOURCE })).toThrow(
      /Final match 1 is a retirement of a player who had already won/,
    );
  });

  it('reads an upcoming draw: pairings without results, an unknown qualifier left empty', () => {
    const body = wpResponse({}, (post) => {
      const meta = post.meta as Record<string, string>;
      const competitions = JSON.parse(meta.competitions as string);
      const draw = competitions[0].draws[1];
      for (const [i, round] of draw.rounds.entries()) {
        for (const match of round.matches) {
          Object.assign(match, { winner: null, score: null, game_scores: '', status: 'Scheduled' });
          if (i > 0) Object.assign(match, { player1: null, player2: null });
        }
      }
      draw.rounds[0].matches[0].player2 = 'TBD';
      meta.competitions = JSON.stringify(competitions);
    });
    const draw = parseWpTournament(body, { gender: 'mens', sourceUrl: SOURCE }).competitions[0];
    expect(draw?.rounds[0]?.matches[0]).toMatchObject({ player2: null, status: 'scheduled', winner: null });
    const played = draw?.rounds.flatMap((round) => round.matches).filter((m) => m.status !== 'scheduled');
    expect(played?.every((match) => match.status === 'bye')).toBe(true);
    expect(draw?.rounds[1]?.matches.every((match) => match.player1 === null && match.player2 === null)).toBe(true);
  });
});
