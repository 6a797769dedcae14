import { describe, expect, it } from 'vitest';
import { normalizedName, parseRankingList, rankingIdentity } from './rankings.js';

describe('parseRankingList', () => {
  it('reads a CSV with a header naming its columns, in any order, other columns ignored', () => {
    const list = parseRankingList('Rank,Player,Country\n1,Ali Farag,Egypt\n2,"Coll, Paul",New Zealand\n');
    expect(list).toEqual({
      format: 'csv',
      rows: [
        { line: 2, player: 'Ali Farag', rank: 1 },
        { line: 3, player: 'Coll, Paul', rank: 2 },
      ],
      problems: [],
    });
  });

  it('reads a CSV without a header, the rank on either side, and semicolons', () => {
    expect(parseRankingList('Nour El Sherbini,1\n2,Hania El Hammamy').rows).toEqual([
      { line: 1, player: 'Nour El Sherbini', rank: 1 },
      { line: 2, player: 'Hania El Hammamy', rank: 2 },
    ]);
    expect(parseRankingList('name;rank\nDiego Gobbi;57').rows).toEqual([{ line: 2, player: 'Diego Gobbi', rank: 57 }]);
  });

  it('names the line of each row it cannot read and keeps the others', () => {
    const list = parseRankingList('player,rank\nAli Farag,first\n,3\n"Open quote,4\nPaul Coll,2');
    expect(list.rows).toEqual([{ line: 5, player: 'Paul Coll', rank: 2 }]);
    expect(list.problems).toEqual([
      {
        line: 2,
        message: 'Line 2 (Ali Farag): the rank must be a whole number of 1 or more',
        kind: 'lineRank',
        values: { line: 2, player: 'Ali Farag' },
      },
      { line: 3, message: 'Line 3: the player is missing', kind: 'playerMissing', values: { line: 3 } },
      { line: 4, message: 'Line 4: a quoted value is not closed', kind: 'quoteNotClosed', values: { line: 4 } },
    ]);
  });

  it('reads JSON: an array, or { rankings }, by name or profile url', () => {
    const rows = [
      { rank: 1, url: 'https://www.psaworldtour.com/player/ali-farag/' },
      { rank: '2', name: 'Paul Coll' },
    ];
    const expected = [
      { line: 1, player: 'https://www.psaworldtour.com/player/ali-farag/', rank: 1 },
      { line: 2, player: 'Paul Coll', rank: 2 },
    ];
    expect(parseRankingList(JSON.stringify(rows))).toEqual({ format: 'json', rows: expected, problems: [] });
    expect(parseRankingList(JSON.stringify({ rankings: rows })).rows).toEqual(expected);
  });

  it('says why JSON cannot be read', () => {
    expect(parseRankingList('[{"rank": 1, "name": "A"').problems[0]?.message).toMatch(/^The JSON can't be read/);
    expect(parseRankingList('{"players": []}').problems[0]?.message).toMatch(/^Expected a JSON array/);
    expect(parseRankingList('[{"rank": 0, "name": "A"}, {"rank": 3}]').problems).toEqual([
      {
        line: 1,
        message: 'Entry 1 (A): the rank must be a whole number of 1 or more',
        kind: 'entryRank',
        values: { line: 1, player: 'A' },
      },
      { line: 2, message: 'Entry 2 has no name or url', kind: 'entryNoName', values: { line: 2 } },
    ]);
  });
});

describe('rankingIdentity', () => {
  it('takes a profile URL as its slug and anything else as a name', () => {
    expect(rankingIdentity('https://www.psaworldtour.com/player/connor-turk/')).toEqual({ slug: 'connor-turk' });
    expect(rankingIdentity('www.psasquashtour.com/players/Marina-Stefanoni')).toEqual({ slug: 'marina-stefanoni' });
    expect(rankingIdentity('  José   Ortiz ')).toEqual({ name: 'jose ortiz' });
  });

  it('compares names without case, accents or punctuation spacing', () => {
    expect(normalizedName('Nour El-Sherbini')).toBe(normalizedName('nour el sherbini'));
    expect(normalizedName('Mélissa Alves')).toBe('melissa alves');
  });
});
