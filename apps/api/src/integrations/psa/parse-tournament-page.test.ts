import { nextMatchLink } from '@squash/core';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { psaFixture } from '../../../test/psa-fixtures.js';
import type { ParsedCompetition, ParsedMatch, ParsedTournament } from './draw.js';
import { type PsaDrawFixture, PsaDrawFixtureSchema } from './draw-fixture.js';
import { PsaParseError, parseTournamentPage } from './parse-tournament-page.js';

const WINDSOR_HTML = psaFixture('psaworldtour-tournament-windsor-club-open-2023.html');
const PONTA_HTML = psaFixture('psaworldtour-tournament-ponta-lagoa-brasil-open-2023.html');
const LISTING_HTML = psaFixture('psaworldtour-tournaments-listing-2023-11.html');
const NEUTRAL: PsaDrawFixture = PsaDrawFixtureSchema.parse(JSON.parse(psaFixture('psa-draws-2023-08-neutral.json')));

const WINDSOR_URL = 'https://www.psaworldtour.com/tournament/windsor-club-open-2023/';
const PONTA_URL = 'https://www.psaworldtour.com/tournament/ponta-lagoa-brasil-open-2023/';

const windsor = (gender: 'mens' | 'womens', html = WINDSOR_HTML) =>
  parseTournamentPage(html, { gender, sourceUrl: WINDSOR_URL });
const only = (tournament: ParsedTournament): ParsedCompetition => {
  const [competition] = tournament.competitions;
  if (!competition || tournament.competitions.length !== 1) throw new Error('expected exactly one competition');
  return competition;
};

function neutralCompetition(key: string, gender: string) {
  const tournament = NEUTRAL.tournaments.find((t) => t.key === key);
  const competition = tournament?.competitions.find((c) => c.gender === gender);
  if (!tournament || !competition) throw new Error(`no neutral draw ${key} ${gender}`);
  return { tournament, competition };
}

type NeutralCompetitionFacts = PsaDrawFixture['tournaments'][number]['competitions'][number];
type DrawMatch = Pick<
  ParsedMatch,
  'position' | 'player1' | 'player2' | 'status' | 'winner' | 'games' | 'gameScores'
> & {
  scheduledLocal?: string | null;
};

/** A draw as names and numbers, so the page (slugs) and the neutral JSON (p01...) compare directly. */
function drawView<M extends DrawMatch>(
  rounds: { index: number; name?: string; matches: M[] }[],
  names: Map<string, string>,
  nextMatch: (match: M) => { position: number | undefined; slot: number } | null,
) {
  const name = (id: string | null) => (id === null ? null : (names.get(id) ?? `?${id}`));
  return rounds.map((round) => ({
    index: round.index,
    name: round.name,
    matches: round.matches.map((m) => ({
      position: m.position,
      player1: name(m.player1),
      player2: name(m.player2),
      status: m.status,
      winner: name(m.winner),
      games: m.games,
      gameScores: m.gameScores,
      scheduledLocal: m.scheduledLocal ?? null,
      nextMatch: nextMatch(m),
    })),
  }));
}

const pageView = (competition: ParsedCompetition) =>
  drawView(competition.rounds, new Map(competition.players.map((p) => [p.slug, p.fullName])), (m) => m.nextMatch);

function neutralView(competition: NeutralCompetitionFacts) {
  const positions = new Map(competition.rounds.flatMap((r) => r.matches.map((m) => [m.id, m.position] as const)));
  return drawView(competition.rounds, new Map(competition.players.map((p) => [p.id, p.fullName])), (m) =>
    m.nextMatch ? { position: positions.get(m.nextMatch.matchId), slot: m.nextMatch.slot } : null,
  );
}

const playerByName = (competition: ParsedCompetition, fullName: string) => {
  const player = competition.players.find((p) => p.fullName === fullName);
  if (!player) throw new Error(`no player ${fullName}`);
  return player;
};
const champion = (competition: ParsedCompetition) => {
  const winner = competition.rounds.at(-1)?.matches[0]?.winner;
  return competition.players.find((p) => p.slug === winner)?.fullName;
};
const byes = (competition: ParsedCompetition) => competition.rounds[0]?.matches.filter((m) => m.status === 'bye') ?? [];

describe('parseTournamentPage on the saved PSA pages', () => {
  const cases = [
    { label: 'Ponta Lagoa men', key: 'ponta-lagoa-brasil-open-2023', gender: 'mens', html: PONTA_HTML, url: PONTA_URL },
    { label: 'Windsor men', key: 'windsor-club-open-2023', gender: 'mens', html: WINDSOR_HTML, url: WINDSOR_URL },
    { label: 'Windsor women', key: 'windsor-club-open-2023', gender: 'womens', html: WINDSOR_HTML, url: WINDSOR_URL },
  ] as const;

  describe.each(cases)('$label agrees with the neutral JSON', ({ key, gender, html, url }) => {
    const parsed = parseTournamentPage(html, { gender, sourceUrl: url });
    const competition = only(parsed);
    const expected = neutralCompetition(key, gender);

    it('reads the tournament header', () => {
      expect(parsed).toMatchObject({
        name: expected.tournament.name,
        sourceUrl: expected.tournament.sourceUrl,
        slug: key,
        location: expected.tournament.location,
        startDate: expected.tournament.startDate,
        endDate: expected.tournament.endDate,
        // Both pages show the tour's default banner only.
        imageUrl: null,
      });
    });

    it('has the draw size, bracket and round names', () => {
      expect(competition.gender).toBe(gender);
      expect(competition.drawSize).toBe(expected.competition.drawSize);
      expect(competition.bracketSize).toBe(expected.competition.bracketSize);
      expect(competition.rounds.map((r) => r.name)).toEqual(expected.competition.rounds.map((r) => r.name));
      expect(competition.rounds.map((r) => r.matches.length)).toEqual(
        expected.competition.rounds.map((r) => r.matchCount),
      );
      expect(competition.rounds.map((r) => r.matches.filter((m) => m.status === 'bye').length)).toEqual(
        expected.competition.rounds.map((r) => r.byeCount),
      );
    });

    it('lists the same players with country, seed and entry, in draw order', () => {
      expect(
        competition.players.map(({ fullName, country, seed, entry }) => ({ fullName, country, seed, entry })),
      ).toEqual(
        expected.competition.players.map(({ fullName, country, seed, entry }) => ({ fullName, country, seed, entry })),
      );
    });

    it('matches the neutral draw match by match', () => {
      expect(pageView(competition)).toEqual(neutralView(expected.competition));
    });

    it('crowns the same champion', () => {
      const neutralChampion = expected.competition.players.find((p) => p.id === expected.competition.champion);
      expect(champion(competition)).toBe(neutralChampion?.fullName);
    });

    it('links every match to the next one and sends its winner there', () => {
      const totalRounds = competition.rounds.length;
      for (const round of competition.rounds) {
        for (const match of round.matches) {
          const link = nextMatchLink(round.index, match.position, totalRounds);
          expect(match.nextMatch).toEqual(link ? { position: link.position, slot: link.slot } : null);
          if (!link) continue;
          const next = competition.rounds[round.index]?.matches[link.position - 1];
          expect(link.slot === 1 ? next?.player1 : next?.player2).toBe(match.winner);
        }
      }
    });
  });

  it('Ponta Lagoa men: 16 players, 15 matches, no byes, Guilherme Melo (3) wins', () => {
    const competition = only(parseTournamentPage(PONTA_HTML, { gender: 'mens', sourceUrl: PONTA_URL }));
    expect(competition.players).toHaveLength(16);
    expect(competition.rounds.flatMap((r) => r.matches)).toHaveLength(15);
    expect(byes(competition)).toHaveLength(0);
    expect(competition.rounds.map((r) => r.name)).toEqual(['Round 1', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(champion(competition)).toBe('Guilherme Melo');
    expect(playerByName(competition, 'Guilherme Melo').seed).toBe(3);
    expect(competition.rounds.at(-1)?.matches[0]).toMatchObject({
      player1: 'diego-gobbi',
      player2: 'guilherme-melo',
      status: 'completed',
      winner: 'guilherme-melo',
      games: [1, 3],
      gameScores: [
        [17, 15],
        [7, 11],
        [3, 11],
        [7, 11],
      ],
      scheduledLocal: '2023-08-06T12:30',
    });
  });

  it('Windsor men: a 24-draw in a 32-bracket, the 8 seeds get byes, George Crowne (7) wins', () => {
    const competition = only(windsor('mens'));
    expect(competition).toMatchObject({ drawSize: 24, bracketSize: 32 });
    expect(competition.players).toHaveLength(24);
    expect(competition.rounds.map((r) => r.name)).toEqual([
      'Round 1',
      'Round 2',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    const byeMatches = byes(competition);
    expect(byeMatches.map((m) => m.position)).toEqual([1, 4, 5, 8, 9, 12, 13, 16]);
    const seeds = byeMatches.map((m) => competition.players.find((p) => p.slug === m.player1)?.seed);
    expect(seeds.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const bye of byeMatches) {
      expect(bye).toMatchObject({
        player2: null,
        winner: bye.player1,
        games: null,
        gameScores: [],
        scheduledLocal: null,
      });
    }
    expect(competition.rounds.flatMap((r) => r.matches).filter((m) => m.status !== 'bye')).toHaveLength(23);
    expect(champion(competition)).toBe('George Crowne');
    expect(playerByName(competition, 'George Crowne').seed).toBe(7);
  });

  it('Windsor men: four wildcards', () => {
    const competition = only(windsor('mens'));
    const wildcards = competition.players.filter((p) => p.entry === 'WC').map((p) => p.fullName);
    expect(wildcards.sort()).toEqual(['Daniel Malek', 'Ryan Guthrie', 'Usman Khan', 'Vishaal Mehta']);
    expect(competition.players.filter((p) => p.entry === 'Q')).toEqual([]);
    expect(competition.players.filter((p) => p.seed !== null)).toHaveLength(8);
  });

  it('Windsor women: 21 entrants in a 24-draw, 11 byes, the walkover of Komal Khan v Avery Park', () => {
    const competition = only(windsor('womens'));
    expect(competition).toMatchObject({ drawSize: 24, bracketSize: 32 });
    expect(competition.players).toHaveLength(21);
    expect(byes(competition)).toHaveLength(11);
    const walkovers = competition.rounds.flatMap((r) => r.matches).filter((m) => m.status === 'walkover');
    expect(walkovers).toEqual([
      {
        position: 2,
        player1: 'komal-khan-2',
        player2: 'avery-park',
        status: 'walkover',
        winner: 'avery-park',
        games: [0, 0],
        gameScores: [],
        scheduledLocal: '2023-08-15T17:15',
        nextMatch: { position: 1, slot: 2 },
      },
    ]);
    expect(competition.rounds.flatMap((r) => r.matches).filter((m) => m.status !== 'bye')).toHaveLength(20);
    expect(champion(competition)).toBe('Marina Stefanoni');
    expect(playerByName(competition, 'Marina Stefanoni').seed).toBe(1);
    expect(competition.players.filter((p) => p.entry === 'WC').map((p) => p.fullName)).toEqual(['Ananya Maheshwari']);
  });

  it('keeps profile slugs as the site spells them, with profile, photo and PSA id', () => {
    const women = only(windsor('womens'));
    expect(playerByName(women, 'Komal Khan')).toEqual({
      slug: 'komal-khan-2',
      fullName: 'Komal Khan',
      country: 'Pakistan',
      seed: null,
      entry: null,
      imageUrl: expect.stringMatching(
        /^https:\/\/psa-media\.imigino\.com\/image\/1\/process\/100x100\?source=https:\/\/d3sitlfrz6piv5\.cloudfront\.net\//,
      ),
      url: 'https://www.psaworldtour.com/player/komal-khan-2/',
      psaId: '12190',
    });
    // Some photos are plain headshot files named after the slug: no numeric id to read.
    expect(playerByName(women, 'Ali Loke')).toMatchObject({
      imageUrl:
        'https://psa-media.imigino.com/image/1/process/100x100?source=https://dd34e8y1ttmkb.cloudfront.net/images/players/headshots/ali-loke.png',
      psaId: null,
    });
    expect(playerByName(only(windsor('mens')), 'Connor Turk')).toMatchObject({
      slug: 'connor-turk',
      psaId: '2915',
      seed: 1,
    });
  });

  it('reads only the requested gender', () => {
    const men = only(windsor('mens'));
    const women = only(windsor('womens'));
    const menNames = new Set(men.players.map((p) => p.fullName));
    expect(women.players.some((p) => menNames.has(p.fullName))).toBe(false);
  });
});

// --- synthetic pages in the same markup, for cases the saved pages do not have ------------------

interface SidePlan {
  name: string | null;
  href?: string;
  tag?: string;
  country?: string;
  games?: number | null;
  points?: (number | null)[];
  trophy?: boolean;
  walkover?: boolean;
}
type MatchPlan = { time: string; sides: [SidePlan, SidePlan] } | null;
interface PagePlan {
  name?: string;
  dates?: string;
  location?: string;
  banner?: string;
  rounds: { title: string; matches: MatchPlan[] }[];
}

function side({
  name,
  href,
  tag,
  country = 'Canada',
  games = 0,
  points = [],
  trophy = false,
  walkover = false,
}: SidePlan): string {
  const cells = [0, 1, 2, 3, 4].map((i) => `<td class="">${points[i] ?? ''}</td>`).join('');
  const link = name === null ? '' : href ? `<a href="${href}">${name}</a>` : name;
  return `<tr class="no-border-bottom">
    <td class="no-border-right player-details">
      <img class="lazy" src="data:image/svg+xml,x" data-src="https://example.test/photos/${encodeURIComponent(name ?? 'tbd')}.jpg" alt="">
      <div class="player-name"><img class="lazy" src="data:image/svg+xml,x" alt="${country}"> ${link} ${tag ? `(${tag})` : ''}
        ${walkover ? '<span class="walkover"> WO</span>' : ''}</div>
    </td>
    <td class="is-text-right flag"><img alt="${country}"></td>
    <td class="no-border-right final-score ${trophy ? 'winner' : ''}">${games ?? ''}${trophy ? '<span class="icon psa-icon-trophy"></span>' : ''}</td>
    ${cells}
  </tr>`;
}

function page({
  name = 'Test Open 2023',
  dates = '15 Aug - 19 Aug',
  location = 'TORONTO, CANADA',
  banner,
  rounds,
}: PagePlan): string {
  const bannerUrl =
    banner ??
    'https://d2h2jicm4ii9y.cloudfront.net/wp-content/uploads/2022/04/Tournament-default-image-no-dark-overlay.png';
  const tables = rounds
    .map(({ title, matches }) => {
      const blocks = matches
        .map((match) =>
          match === null
            ? '<!-- ROUND DETAILS --><!-- PLAYER ONE --><!-- PLAYER TWO -->'
            : `<!-- ROUND DETAILS --><tr class="round-details"><td colspan="4">${match.time}</td><td colspan="8"></td></tr>
               <!-- PLAYER ONE -->${side(match.sides[0])}<!-- PLAYER TWO -->${side(match.sides[1])}`,
        )
        .join('\n');
      return `<p class="round-title">${title}</p><table><tbody>${blocks}</tbody></table>`;
    })
    .join('\n');
  return `<!doctype html><html><head><title>${name}</title></head>
<body class="tournament-template-default single single-tournament">
<main id="primary" class="site-main single-tournament">
  <div class="header" style="background: linear-gradient(rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0.5)), url(${bannerUrl}); height: 550px;">
    <div class="details"><h1 style="font-size: 3em;">${name}</h1>
      <div class="col_sm-6"><label>MAIN DRAW</label><p>${dates}</p></div>
      <div class="col_sm-6"><label>LOCATION</label><p>${location}</p></div>
    </div>
  </div>
  <div class="col-12 tab-content main_tabs results">
    <div class="tab-content gender_tabs mens active">${tables}</div>
    <div class="tab-content gender_tabs womens"></div>
  </div>
</main></body></html>`;
}

const TEST_URL = 'https://www.psasquashtour.com/tournament/test-open-2023/';
const parseTest = (html: string) => only(parseTournamentPage(html, { gender: 'mens', sourceUrl: TEST_URL }));

describe('parseTournamentPage on synthetic pages', () => {
  const finished4Draw = page({
    rounds: [
      {
        title: 'Final',
        matches: [
          {
            time: '19 Aug 2023 | 18:00',
            sides: [
              // The champion is 1-2 down when the other player retires: the trophy decides, not the games.
              {
                name: 'Alpha Player',
                href: 'https://www.psaworldtour.com/player/alpha-player/',
                tag: '1',
                games: 1,
                points: [5, 11, 7, 0],
                trophy: true,
              },
              { name: 'Charlie Unlinked', games: 2, points: [11, 9, 11, 0] },
            ],
          },
        ],
      },
      {
        title: 'Semi final',
        matches: [
          {
            time: '18 Aug 2023 | 18:00',
            sides: [
              {
                name: 'Alpha Player',
                href: 'https://www.psaworldtour.com/player/alpha-player/',
                tag: '1',
                games: 3,
                points: [11, 11, 11],
                trophy: true,
              },
              {
                name: 'Bravo Qualifier',
                href: 'https://www.psaworldtour.com/author/bravoq12345/',
                tag: 'Q',
                games: 0,
                points: [5, 6, 7],
              },
            ],
          },
          {
            time: '18 Aug 2023 | 19:30',
            sides: [
              { name: 'Charlie Unlinked', games: 2, points: [11, 8, 11, 0], trophy: true },
              {
                name: 'Delta Player',
                href: 'https://www.psaworldtour.com/player/delta-player/',
                tag: '2',
                games: 1,
                points: [5, 11, 9, 0],
              },
            ],
          },
        ],
      },
    ],
  });

  it('reads a retirement: winner on fewer than 3 games, the unplayed 0-0 game dropped', () => {
    const competition = parseTest(finished4Draw);
    expect(competition.rounds[0]?.matches[1]).toEqual({
      position: 2,
      player1: 'charlie-unlinked',
      player2: 'delta-player',
      status: 'retired',
      winner: 'charlie-unlinked',
      games: [2, 1],
      gameScores: [
        [11, 5],
        [8, 11],
        [11, 9],
      ],
      scheduledLocal: '2023-08-18T19:30',
      nextMatch: { position: 1, slot: 2 },
    });
    expect(competition.rounds[1]?.matches[0]).toMatchObject({
      status: 'retired',
      winner: 'alpha-player',
      games: [1, 2],
    });
  });

  it('reads qualifiers, /author/ profile slugs and players without a profile link', () => {
    const competition = parseTest(finished4Draw);
    expect(competition.players.map((p) => [p.slug, p.fullName, p.seed, p.entry, p.url])).toEqual([
      ['alpha-player', 'Alpha Player', 1, null, 'https://www.psaworldtour.com/player/alpha-player/'],
      ['bravoq12345', 'Bravo Qualifier', null, 'Q', 'https://www.psaworldtour.com/author/bravoq12345/'],
      ['charlie-unlinked', 'Charlie Unlinked', null, null, null],
      ['delta-player', 'Delta Player', 2, null, 'https://www.psaworldtour.com/player/delta-player/'],
    ]);
    expect(competition.players[0]).toMatchObject({
      imageUrl: 'https://example.test/photos/Alpha%20Player.jpg',
      psaId: null,
    });
    expect(competition).toMatchObject({ drawSize: 4, bracketSize: 4 });
  });

  it('reads an upcoming draw: open qualifier slots, nothing played, later rounds empty', () => {
    const entrant = (name: string, tag?: string): SidePlan => ({
      name,
      href: `https://www.psaworldtour.com/player/${name.toLowerCase().replace(/ /g, '-')}/`,
      ...(tag ? { tag } : {}),
    });
    const html = page({
      dates: '28 Dec - 03 Jan',
      banner: 'https://d2h2jicm4ii9y.cloudfront.net/wp-content/uploads/2023/11/new-year-open.jpg',
      rounds: [
        { title: 'Final', matches: [null] },
        { title: 'Semi final', matches: [null, null] },
        {
          title: 'Quarter final',
          matches: [
            { time: '28 Dec 2023 | 18:00', sides: [entrant('Amy One', '1'), { name: 'Qualifier' }] },
            { time: '28 Dec 2023 | 18:45', sides: [entrant('Beth Two'), entrant('Cara Three', 'WC')] },
            { time: '29 Dec 2023 | 09:00', sides: [entrant('Dana Four', 'Q'), entrant('Erin Five')] },
            { time: 'TBC', sides: [entrant('Fay Six'), entrant('Gina Seven', '2')] },
          ],
        },
      ],
    });
    const tournament = parseTournamentPage(html, { gender: 'mens', sourceUrl: TEST_URL });
    expect(tournament).toMatchObject({
      slug: 'test-open-2023',
      location: 'Toronto, Canada',
      // The dates run over New Year: the year comes from the first match, the end rolls over.
      startDate: '2023-12-28',
      endDate: '2024-01-03',
      imageUrl: 'https://d2h2jicm4ii9y.cloudfront.net/wp-content/uploads/2023/11/new-year-open.jpg',
    });
    const competition = only(tournament);
    expect(competition).toMatchObject({ drawSize: 8, bracketSize: 8 });
    expect(competition.rounds.map((r) => r.name)).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    const [first, , , last] = competition.rounds[0]?.matches ?? [];
    expect(first).toEqual({
      position: 1,
      player1: 'amy-one',
      player2: null,
      status: 'scheduled',
      winner: null,
      games: null,
      gameScores: [],
      scheduledLocal: '2023-12-28T18:00',
      nextMatch: { position: 1, slot: 1 },
    });
    expect(last).toMatchObject({ scheduledLocal: null, status: 'scheduled' });
    for (const match of competition.rounds.slice(1).flatMap((r) => r.matches)) {
      expect(match).toMatchObject({ player1: null, player2: null, status: 'scheduled', winner: null });
    }
    expect(competition.players.filter((p) => p.entry !== null).map((p) => [p.fullName, p.entry])).toEqual([
      ['Cara Three', 'WC'],
      ['Dana Four', 'Q'],
    ]);
  });
});

// --- errors -------------------------------------------------------------------------------------

/** Edits a saved page through cheerio, for garbled-page cases. */
function edit(html: string, change: ($: ReturnType<typeof load>) => void): string {
  const $ = load(html);
  change($);
  return $.html();
}

const womensRound = ($: ReturnType<typeof load>, title: string) =>
  $('.gender_tabs.womens p.round-title')
    .filter((_, el) => $(el).text().trim() === title)
    .next('table');

describe('parseTournamentPage errors', () => {
  it('rejects the tournaments listing page', () => {
    expect(() => parseTournamentPage(LISTING_HTML, { gender: 'mens', sourceUrl: WINDSOR_URL })).toThrow(PsaParseError);
    expect(() => parseTournamentPage(LISTING_HTML, { gender: 'mens', sourceUrl: WINDSOR_URL })).toThrow(
      /^Not a PSA tournament page/,
    );
  });

  it('rejects pages that are not HTML of a tournament at all', () => {
    for (const html of ['', 'garbage', '{"id":46759}', '<html><body><h1>Windsor</h1></body></html>']) {
      expect(() => windsor('mens', html)).toThrow(/^Not a PSA tournament page/);
    }
  });

  it("says when the requested gender has no draw (Ponta Lagoa had no women's event)", () => {
    expect(() => parseTournamentPage(PONTA_HTML, { gender: 'womens', sourceUrl: PONTA_URL })).toThrow(
      "Ponta Lagoa Brazil Open 2023 has no women's draw on the PSA page",
    );
  });

  it('rejects a source URL that is not a PSA tournament URL', () => {
    expect(() => parseTournamentPage(WINDSOR_HTML, { gender: 'mens', sourceUrl: 'https://example.com/x' })).toThrow(
      /^Not a PSA tournament URL/,
    );
  });

  it('never returns a draw from a truncated download', () => {
    const start = WINDSOR_HTML.indexOf('tab-content main_tabs results');
    for (let i = 1; i <= 20; i++) {
      const cut = WINDSOR_HTML.slice(0, start + Math.round(((WINDSOR_HTML.length - start) * i) / 21));
      for (const gender of ['mens', 'womens'] as const) {
        expect(() => windsor(gender, cut)).toThrow(/^The page of Windsor City Open 2023 is incomplete/);
      }
    }
  });

  it('rejects a table cut short even when the document is closed again', () => {
    // Without the end-of-document check, the bracket blocks still give a cut table away.
    const start = WINDSOR_HTML.indexOf(
      '<p class="round-title">Round 1</p>',
      WINDSOR_HTML.indexOf('gender_tabs womens'),
    );
    const end = WINDSOR_HTML.indexOf('</table>', start);
    for (let i = 1; i <= 10; i++) {
      const cut = `${WINDSOR_HTML.slice(0, start + Math.round(((end - start) * i) / 11))}</html>`;
      expect(() => windsor('womens', cut)).toThrow(/^The women's draw of Windsor City Open 2023 could not be read/);
    }
  });

  it.each([
    [
      'a round table that lost a match block',
      ($: ReturnType<typeof load>) => {
        const body = womensRound($, 'Round 1').find('tbody');
        body.html((body.html() ?? '').replace('<!-- ROUND DETAILS -->', ''));
      },
      /Round 1 has 15 of its 16 bracket positions/,
    ],
    [
      'a match with one player row',
      ($: ReturnType<typeof load>) => womensRound($, 'Semi final').find('td.player-details').first().parent().remove(),
      /Semi final match 1 has 1 player rows/,
    ],
    [
      'a score that is not a number',
      ($: ReturnType<typeof load>) => womensRound($, 'Final').find('td.final-score').first().next().text('1l'),
      /'1l' is not a score/,
    ],
    [
      'a game score for one player only',
      ($: ReturnType<typeof load>) => womensRound($, 'Final').find('td.final-score').first().next().text(''),
      /has a score for one player only in game 1/,
    ],
    [
      'an unknown round title',
      ($: ReturnType<typeof load>) => $('.gender_tabs.womens p.round-title').eq(2).text('Last Eight'),
      /found round 'Last Eight' where Quarter-finals was expected/,
    ],
    [
      'a missing first round',
      ($: ReturnType<typeof load>) => {
        womensRound($, 'Round 1').remove();
        $('.gender_tabs.womens p.round-title').last().remove();
      },
      /found round 'Round 2' where Round 1 was expected/,
    ],
    [
      'a player in round 2 who did not win in round 1',
      ($: ReturnType<typeof load>) =>
        womensRound($, 'Round 2').find('a[href$="/player/avery-park/"]').attr('href', '/player/someone-else/'),
      /avery-park|someone-else/,
    ],
    [
      'a trophy on the player who did not go through',
      ($: ReturnType<typeof load>) => {
        // Semi-final 1: Marina Stefanoni (player 1, in the final) beat Caroline Fouts.
        const scores = womensRound($, 'Semi final').find('td.final-score');
        scores.eq(0).removeClass('winner').find('.psa-icon-trophy').remove();
        scores.eq(1).addClass('winner');
      },
      /the trophy goes to/,
    ],
  ])('rejects %s', (_label, change, message) => {
    const html = edit(WINDSOR_HTML, change);
    expect(() => windsor('womens', html)).toThrow(PsaParseError);
    expect(() => windsor('womens', html)).toThrow(message);
    // The men's draw on the same page is untouched and still reads.
    expect(only(windsor('mens', html)).players).toHaveLength(24);
  });

  it('prefixes draw problems with the tournament and gender', () => {
    const html = edit(WINDSOR_HTML, ($) => womensRound($, 'Final').find('td.final-score').first().next().text('x'));
    expect(() => windsor('womens', html)).toThrow(/^The women's draw of Windsor City Open 2023 could not be read: /);
  });
});
