import { describe, expect, it } from 'vitest';
import { type CreditNote, creditNote, describeCredit } from './credit-notes.js';

const open = { name: 'Windsor City Open 2023', gender: 'mens' } as const;
const named = { name: "Black Ball Women's Open 2026", gender: 'womens' } as const;

describe('credit notes (issue 64)', () => {
  const notes: Array<[CreditNote, string]> = [
    [{ kind: 'ENTRY', tournament: open, credits: null, sponsor: null }, "Entry: Windsor City Open 2023 (Men's)"],
    [
      { kind: 'ENTRY_FIXED', tournament: open, credits: null, sponsor: null },
      "Entry: Windsor City Open 2023 (Men's) (fixed prizes)",
    ],
    [{ kind: 'PURCHASE', tournament: null, credits: 1, sponsor: null }, '1 credit bought by card'],
    [{ kind: 'PURCHASE', tournament: null, credits: 10, sponsor: null }, '10 credits bought by card'],
    [
      { kind: 'REFUND_REMOVED', tournament: open, credits: null, sponsor: null },
      "Refund: Windsor City Open 2023 (Men's) was removed",
    ],
    [
      { kind: 'REFUND_BREAK', tournament: open, credits: null, sponsor: null },
      "Refund: Windsor City Open 2023 (Men's) (a break or self-exclusion)",
    ],
    [{ kind: 'PRIZE', tournament: open, credits: null, sponsor: null }, "Prize: Windsor City Open 2023 (Men's)"],
    [
      { kind: 'PRIZE_FIXED', tournament: open, credits: null, sponsor: null },
      "Prize: Windsor City Open 2023 (Men's) (fixed prizes)",
    ],
    [
      { kind: 'PRIZE_FIXED', tournament: open, credits: null, sponsor: 'Dunlop' },
      "Prize: Windsor City Open 2023 (Men's) (fixed prizes, from Dunlop)",
    ],
    [
      { kind: 'PRIZE_RELEASED', tournament: open, credits: null, sponsor: null },
      "Prize: Windsor City Open 2023 (Men's) (released after review)",
    ],
    [
      { kind: 'PRIZE_FORFEITED', tournament: open, credits: null, sponsor: null },
      "Prize forfeited: Windsor City Open 2023 (Men's)",
    ],
  ];

  it.each(notes)('%o is written as "%s", and read back whole', (note, description) => {
    expect(describeCredit(note)).toBe(description);
    expect(creditNote(description)).toEqual(note);
  });

  it("keeps a name that says its gender as it is (its gender isn't written, so isn't read)", () => {
    const description = describeCredit({ kind: 'ENTRY', tournament: named, credits: null, sponsor: null });
    expect(description).toBe("Entry: Black Ball Women's Open 2026");
    expect(creditNote(description)?.tournament).toEqual({ name: "Black Ball Women's Open 2026", gender: null });
  });

  it("reads an administrator's own words as no note", () => {
    expect(creditNote('Welcome bonus for the new season')).toBeNull();
    expect(creditNote('')).toBeNull();
  });
});
