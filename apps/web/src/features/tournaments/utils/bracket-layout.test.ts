import { describe, expect, it } from 'vitest';
import { type BracketLayoutMatch, layoutBracket, moveInBracket, moveInSlots } from './bracket-layout';

/** A full draw of `firstRound` matches, linked as the tour links them (1 and 2 feed 1, 3 and 4 feed 2...). */
function draw(firstRound: number): { matches: BracketLayoutMatch[] }[] {
  const rounds: { matches: BracketLayoutMatch[] }[] = [];
  for (let count = firstRound, column = 0; count >= 1; count /= 2, column += 1) {
    rounds.push({
      matches: Array.from({ length: count }, (_, row) => ({
        id: `r${column}m${row}`,
        nextMatchId: count > 1 ? `r${column + 1}m${Math.floor(row / 2)}` : null,
        nextMatchPlayerSlot: count > 1 ? (((row % 2) + 1) as 1 | 2) : null,
      })),
    });
  }
  return rounds;
}

const options = { cardHeight: 80, gap: 20 };

describe('layoutBracket', () => {
  it('stacks the first round one slot apart and centres every later match between its feeders', () => {
    const layout = layoutBracket(draw(4), options);

    expect(layout.height).toBe(400);
    expect(layout.columns.map((column) => column.map((match) => match.center))).toEqual([
      [50, 150, 250, 350],
      [100, 300],
      [200],
    ]);
    expect(layout.columns[0]?.[0]?.top).toBe(10);
    expect(layout.columns[2]?.[0]?.top).toBe(160);
  });

  it('draws one connector from every match to the match its winner plays next', () => {
    const layout = layoutBracket(draw(4), options);

    expect(layout.connectors).toHaveLength(6);
    expect(layout.connectors[0]).toEqual({ fromColumn: 0, fromId: 'r0m0', toId: 'r1m0', fromY: 50, toY: 100 });
    expect(layout.connectors.at(-1)).toEqual({ fromColumn: 1, fromId: 'r1m1', toId: 'r2m0', fromY: 300, toY: 200 });
  });

  it('spreads a round evenly when its links are missing', () => {
    const rounds = [
      { matches: draw(4)[0]!.matches.map((match) => ({ ...match, nextMatchId: null })) },
      { matches: [{ id: 'a', nextMatchId: null }] },
    ];
    expect(layoutBracket(rounds, options).columns[1]?.[0]?.center).toBe(200);
  });

  it('never lets two cards of one round overlap, whatever the links say', () => {
    const rounds = [
      {
        matches: [
          { id: 'x', nextMatchId: 'b' },
          { id: 'y', nextMatchId: 'a' },
        ],
      },
      {
        matches: [
          { id: 'a', nextMatchId: null },
          { id: 'b', nextMatchId: null },
        ],
      },
    ];
    const [first, second] = layoutBracket(rounds, options).columns[1]!;
    expect(second!.center - first!.center).toBeGreaterThanOrEqual(100);
  });

  it('lays out an empty draw', () => {
    expect(layoutBracket([], options)).toEqual({ height: 0, columns: [], connectors: [] });
  });
});

describe('moveInBracket', () => {
  const rounds = draw(4);
  const layout = layoutBracket(rounds, options);

  it.each([
    [{ column: 0, row: 1 }, 'up', { column: 0, row: 0 }],
    [{ column: 0, row: 0 }, 'up', { column: 0, row: 0 }],
    [{ column: 0, row: 3 }, 'down', { column: 0, row: 3 }],
    [{ column: 0, row: 2 }, 'first', { column: 0, row: 0 }],
    [{ column: 0, row: 0 }, 'last', { column: 0, row: 3 }],
    [{ column: 0, row: 3 }, 'right', { column: 1, row: 1 }],
    [{ column: 1, row: 1 }, 'right', { column: 2, row: 0 }],
    [{ column: 2, row: 0 }, 'right', { column: 2, row: 0 }],
    [{ column: 1, row: 1 }, 'left', { column: 0, row: 2 }],
    [{ column: 2, row: 0 }, 'left', { column: 1, row: 0 }],
    [{ column: 0, row: 1 }, 'left', { column: 0, row: 1 }],
  ] as const)('from %o, %s goes to %o', (from, move, to) => {
    expect(moveInBracket(layout, rounds, from, move)).toEqual(to);
  });
});

describe('moveInSlots', () => {
  const rounds = draw(4);
  const layout = layoutBracket(rounds, options);
  const at = (column: number, row: number, slot: 1 | 2) => ({ column, row, slot });

  it.each([
    ['down to the other player', at(0, 0, 1), 'down', at(0, 0, 2)],
    ['down into the next match', at(0, 0, 2), 'down', at(0, 1, 1)],
    ['down stays at the bottom', at(0, 3, 2), 'down', at(0, 3, 2)],
    ['up to the upper player', at(0, 1, 2), 'up', at(0, 1, 1)],
    ['up into the match above', at(0, 1, 1), 'up', at(0, 0, 2)],
    ['up stays at the top', at(0, 0, 1), 'up', at(0, 0, 1)],
    ['Home to the first player of the round', at(0, 2, 2), 'first', at(0, 0, 1)],
    ['End to the last player of the round', at(0, 1, 1), 'last', at(0, 3, 2)],
    ['right into the slot the winner takes (upper feeder)', at(0, 2, 2), 'right', at(1, 1, 1)],
    ['right into the slot the winner takes (lower feeder)', at(0, 3, 1), 'right', at(1, 1, 2)],
    ['right stays in the final', at(2, 0, 1), 'right', at(2, 0, 1)],
    ['left back to the match feeding this slot', at(1, 1, 2), 'left', at(0, 3, 1)],
    ['left from the final’s upper slot', at(2, 0, 1), 'left', at(1, 0, 1)],
    ['left stays in the first round', at(0, 1, 2), 'left', at(0, 1, 2)],
  ] as const)('%s', (_, from, move, expected) => {
    expect(moveInSlots(layout, rounds, from, move)).toEqual(expected);
  });
});
