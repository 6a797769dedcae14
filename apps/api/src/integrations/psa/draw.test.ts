import { describe, expect, it } from 'vitest';
import { drawByName, psaFixture } from '../../../test/psa-fixtures.js';
import { type ParsedCompetition, type ParsedTournament, validateParsedTournament } from './draw.js';
import { DRAW_FIXTURE_SCHEMA, parseDrawFixture } from './draw-fixture.js';
import { PsaParseError } from './errors.js';
import { parseTournamentPage } from './parse-tournament-page.js';

/** A fresh copy of the neutral upload, as plain JSON, for each test to edit. */
const neutralJson = (): NeutralJson => JSON.parse(psaFixture('psa-draws-2023-08-neutral.json'));

// Just enough of the file's shape to edit it in tests; the schema under test does the real checking.
interface NeutralJson {
  schema: string;
  tournaments: {
    key: string;
    competitions: {
      gender: string;
      champion: string;
      players: Record<string, unknown>[];
      rounds: {
        index: number;
        matches: { id: string; player1: string | null; nextMatch: { matchId: string; slot: number } | null }[];
      }[];
    }[];
  }[];
}

const pages = {
  'ponta-lagoa-brasil-open-2023': psaFixture('psaworldtour-tournament-ponta-lagoa-brasil-open-2023.html'),
  'windsor-club-open-2023': psaFixture('psaworldtour-tournament-windsor-club-open-2023.html'),
} as const;

describe('parseDrawFixture (psa-draw-fixture/v1 upload)', () => {
  const uploaded = parseDrawFixture(neutralJson());

  it('converts every tournament and competition of the file', () => {
    expect(uploaded.map((t) => [t.slug, t.competitions.map((c) => c.gender)])).toEqual([
      ['ponta-lagoa-brasil-open-2023', ['mens']],
      ['windsor-club-open-2023', ['mens', 'womens']],
    ]);
  });

  it.each([
    ['ponta-lagoa-brasil-open-2023', 'mens'],
    ['windsor-club-open-2023', 'mens'],
    ['windsor-club-open-2023', 'womens'],
  ] as const)('agrees with the page parser on %s %s', (slug, gender) => {
    const tournament = uploaded.find((t) => t.slug === slug);
    const fromUpload = tournament?.competitions.find((c) => c.gender === gender);
    if (!tournament || !fromUpload) throw new Error('missing converted draw');
    const fromPage = parseTournamentPage(pages[slug], { gender, sourceUrl: tournament.sourceUrl ?? '' });
    const { competitions: _page, ...pageHeader } = fromPage;
    const { competitions: _upload, ...uploadHeader } = tournament;
    expect(uploadHeader).toEqual(pageHeader);
    expect(drawByName(fromUpload)).toEqual(drawByName(fromPage.competitions[0] as ParsedCompetition));
  });

  it('takes the slug the upload gives, else its name (never the file-local id), and keeps profile data', () => {
    const json = neutralJson();
    const player = json.tournaments[0]?.competitions[0]?.players[0];
    if (!player) throw new Error('fixture changed');
    Object.assign(player, {
      slug: 'diego-gobbi',
      url: 'https://www.psaworldtour.com/player/diego-gobbi/',
      psaId: 3614,
    });
    const competition = parseDrawFixture(json)[0]?.competitions[0];
    expect(competition?.players[0]).toEqual({
      slug: 'diego-gobbi',
      fullName: 'Diego Gobbi',
      country: 'Brazil',
      seed: 1,
      entry: null,
      imageUrl: null,
      url: 'https://www.psaworldtour.com/player/diego-gobbi/',
      psaId: '3614',
      worldRank: null,
    });
    expect(competition?.players[1]?.slug).toBe('yuri-pollak');
    expect(competition?.rounds[0]?.matches[0]).toMatchObject({ player1: 'diego-gobbi', winner: 'diego-gobbi' });
  });

  type Edit = (json: NeutralJson) => void;
  const ponta = (json: NeutralJson) => {
    const competition = json.tournaments[0]?.competitions[0];
    if (!competition) throw new Error('fixture changed');
    return competition;
  };
  const match = (json: NeutralJson, round: number, position: number) => {
    const found = ponta(json).rounds[round - 1]?.matches[position - 1];
    if (!found) throw new Error('fixture changed');
    return found;
  };

  it.each<[string, Edit, RegExp]>([
    [
      'another schema version',
      (json) => (json.schema = 'psa-draw-fixture/v2'),
      /^Not a valid psa-draw-fixture\/v1 upload/,
    ],
    ['no tournaments', (json) => (json.tournaments = []), /^Not a valid psa-draw-fixture\/v1 upload/],
    ['a player without a name', (json) => delete ponta(json).players[0]?.fullName, /fullName/],
    ['an unknown player id', (json) => (match(json, 1, 1).player1 = 'p99'), /unknown player id 'p99'/],
    [
      'a player id used twice',
      (json) => ponta(json).players.push({ ...ponta(json).players[0] }),
      /player id 'p01' is used twice/,
    ],
    ['a champion who lost the final', (json) => (ponta(json).champion = 'p01'), /champion 'p01' did not win the final/],
    [
      'a next match in the wrong round',
      (json) => (match(json, 1, 1).nextMatch = { matchId: 'm-R3-M01', slot: 1 }),
      /leads to 'm-R3-M01', not a match of the next round/,
    ],
    [
      'a next match in the wrong slot',
      (json) => (match(json, 1, 1).nextMatch = { matchId: 'm-R2-M01', slot: 2 }),
      /links to the wrong next match/,
    ],
    [
      'a missing round',
      (json) => ponta(json).rounds.splice(1, 1),
      /rounds must be numbered from 1 without gaps, found 1, 3, 4/,
    ],
    ['a missing final', (json) => ponta(json).rounds.pop(), /leads to 'm-R4-M01', not a match of the next round/],
    [
      'a wrong draw size',
      (json) => Object.assign(ponta(json), { drawSize: 24, bracketSize: 32 }),
      /expected 5 rounds, found 4/,
    ],
  ])('rejects %s', (_label, change, message) => {
    const json = neutralJson();
    change(json);
    expect(() => parseDrawFixture(json)).toThrow(PsaParseError);
    expect(() => parseDrawFixture(json)).toThrow(message);
  });

  it('takes what a careful admin writes: no source URL, null or nothing for empty values, [0, 0] for no score yet', () => {
    const json = neutralJson();
    const event = json.tournaments[0] as unknown as Record<string, unknown>;
    delete event.sourceUrl;
    event.location = null;
    const competition = ponta(json);
    for (const player of competition.players as Array<Record<string, unknown>>) {
      delete player.country;
      delete player.entry;
      player.seed = null;
    }
    (competition as Record<string, unknown>).champion = null;
    // The final, not played yet, as a spreadsheet exports it.
    Object.assign(match(json, 4, 1), { status: 'scheduled', winner: null, games: [0, 0], gameScores: null });
    const [parsed] = parseDrawFixture(json);
    expect(parsed?.sourceUrl).toBeNull();
    expect(parsed?.location).toBeNull();
    const final = parsed?.competitions[0]?.rounds[3]?.matches[0];
    expect(final).toMatchObject({ status: 'scheduled', winner: null, games: null, gameScores: [] });
    expect(parsed?.competitions[0]?.players.every((player) => player.country === null && player.entry === null)).toBe(
      true,
    );
    // Still as precise as before about what is wrong.
    Object.assign(match(json, 4, 1), { status: 'completed', winner: null, games: [0, 0] });
    expect(() => parseDrawFixture(json)).toThrow(/Final match 1/);
  });

  it('rejects input that is not an object', () => {
    expect(() => parseDrawFixture('{"schema":"psa-draw-fixture/v1"}')).toThrow(
      `Not a valid ${DRAW_FIXTURE_SCHEMA} upload`,
    );
    expect(() => parseDrawFixture(null)).toThrow(PsaParseError);
  });
});

describe('validateParsedTournament', () => {
  const valid: ParsedTournament = parseTournamentPage(pages['windsor-club-open-2023'], {
    gender: 'womens',
    sourceUrl: 'https://www.psaworldtour.com/tournament/windsor-club-open-2023/',
  });
  const edited = (change: (t: ParsedTournament, c: ParsedCompetition) => void): ParsedTournament => {
    const copy = structuredClone(valid);
    const competition = copy.competitions[0];
    if (!competition) throw new Error('no competition');
    change(copy, competition);
    return copy;
  };
  const matchAt = (c: ParsedCompetition, round: number, position: number) => {
    const found = c.rounds[round - 1]?.matches[position - 1];
    if (!found) throw new Error('no such match');
    return found;
  };

  it('returns a valid draw unchanged', () => {
    expect(validateParsedTournament(structuredClone(valid))).toEqual(valid);
  });

  it.each<[string, (t: ParsedTournament, c: ParsedCompetition) => void, RegExp]>([
    ['a bad start date', (t) => (t.startDate = '15 Aug'), /^The draw is incomplete: .*startDate/s],
    ['an end before the start', (t) => (t.endDate = '2023-08-01'), /the tournament ends before it starts/],
    ['two draws of one gender', (t, c) => t.competitions.push(structuredClone(c)), /a gender has more than one draw/],
    [
      'a draw size that does not fit the bracket',
      (_, c) => (c.drawSize = 40),
      /a 40-draw cannot be played in a 32-bracket/,
    ],
    ['a missing round', (_, c) => c.rounds.pop(), /expected 5 rounds, found 4/],
    [
      'a wrong round name',
      (_, c) => ((c.rounds[2] as { name: string }).name = 'Last Eight'),
      /should be 3 'Quarter-finals'/,
    ],
    ['a missing match', (_, c) => c.rounds[1]?.matches.pop(), /Round 2 should have 8 matches, found 7/],
    [
      'a wrong next-match link',
      (_, c) => (matchAt(c, 1, 3).nextMatch = { position: 2, slot: 2 }),
      /Round 1 match 3 links to the wrong next match/,
    ],
    ['an unknown player', (_, c) => (matchAt(c, 2, 1).player1 = 'nobody'), /names an unknown player 'nobody'/],
    [
      'a player twice in a round',
      (_, c) => (matchAt(c, 2, 2).player2 = 'marina-stefanoni'),
      /'marina-stefanoni' plays twice in Round 2/,
    ],
    [
      'a winner who does not go through',
      (_, c) => (matchAt(c, 2, 1).winner = 'avery-park'),
      /'marina-stefanoni' is in Quarter-finals without winning Round 2 match 1/,
    ],
    [
      'a bye after round 1',
      (_, c) => Object.assign(matchAt(c, 2, 1), { status: 'bye', player2: null, games: null, gameScores: [] }),
      /is a bye outside the first round/,
    ],
    [
      'a bye with two players',
      (_, c) => (matchAt(c, 1, 1).player2 = 'komal-khan-2'),
      /is a bye without exactly one player/,
    ],
    [
      'a completed match won on fewer games',
      (_, c) => (matchAt(c, 2, 1).games = [1, 3]),
      /is won by the player with fewer games/,
    ],
    ['a walkover with games', (_, c) => (matchAt(c, 1, 2).games = [0, 3]), /is a walkover with games played/],
    [
      'a scheduled match with a winner',
      (_, c) => (matchAt(c, 5, 1).status = 'scheduled'),
      /is scheduled but has a result/,
    ],
    [
      'a result without a winner',
      (_, c) => (matchAt(c, 5, 1).winner = null),
      /is completed without a winner from the match/,
    ],
    [
      'a listed player who plays no match',
      (_, c) => c.players.push({ ...(c.players[0] as ParsedCompetition['players'][number]), slug: 'extra' }),
      /'extra' is listed but plays no match/,
    ],
    ['a bad local time', (_, c) => (matchAt(c, 5, 1).scheduledLocal = '2023-08-19 14:00'), /YYYY-MM-DDTHH:mm/],
  ])('rejects %s', (_label, change, message) => {
    const broken = edited(change);
    expect(() => validateParsedTournament(broken)).toThrow(PsaParseError);
    expect(() => validateParsedTournament(broken)).toThrow(message);
  });

  it('names at most five problems', () => {
    const broken = edited((_, c) => {
      for (const match of c.rounds[0]?.matches ?? []) match.nextMatch = null;
    });
    expect(() => validateParsedTournament(broken)).toThrow(/\(and 11 more\)$/);
  });
});
