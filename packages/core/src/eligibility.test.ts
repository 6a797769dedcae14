import { describe, expect, it } from 'vitest';
import {
  ageOn,
  DateOfBirthSchema,
  type DeclaredFan,
  eligibilityProblem,
  type Jurisdiction,
  JurisdictionCodeSchema,
  JurisdictionUpdateSchema,
  jurisdictionOf,
  SHIPPED_JURISDICTIONS,
} from './eligibility.js';

const TODAY = '2026-12-02';
const australian: DeclaredFan = { acceptedTerms: true, dateOfBirth: '1990-05-01', country: 'AU', region: null };
const table: Omit<Jurisdiction, 'updatedAt'>[] = [
  ...SHIPPED_JURISDICTIONS,
  { code: 'US', paidPools: false, poolBasis: null, fixedPrizes: false, minimumAge: 18 },
  { code: 'US-NJ', paidPools: false, poolBasis: null, fixedPrizes: true, minimumAge: 21 },
  { code: 'CA-QC', paidPools: false, poolBasis: null, fixedPrizes: true, minimumAge: 19 },
];

describe('ageOn', () => {
  it('counts whole years, 18 on the birthday itself and 17 the day before', () => {
    expect(ageOn('2008-12-02', TODAY)).toBe(18);
    expect(ageOn('2008-12-03', TODAY)).toBe(17);
    expect(ageOn('2008-11-30', TODAY)).toBe(18);
    expect(ageOn('2005-12-02', TODAY)).toBe(21);
    // Born on 29 February: 18 from 1 March in a year without one.
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('jurisdictionOf', () => {
  it("takes the region's row, else the country's, else everywhere else's", () => {
    expect(jurisdictionOf(table, { country: 'US', region: 'US-NJ' })?.code).toBe('US-NJ');
    expect(jurisdictionOf(table, { country: 'US', region: 'US-TX' })?.code).toBe('US');
    expect(jurisdictionOf(table, { country: 'AU' })?.code).toBe('AU');
    expect(jurisdictionOf(table, { country: 'FR' })?.code).toBe('*');
  });
});

describe('eligibilityProblem', () => {
  const check = (
    fan: Partial<DeclaredFan>,
    action: Parameters<typeof eligibilityProblem>[3] = 'poolEntry',
    seen = {},
  ) => eligibilityProblem({ ...australian, ...fan }, seen, table, action, TODAY);

  it('lets an adult Australian who accepted the terms buy, enter pools and win', () => {
    for (const action of ['purchase', 'poolEntry', 'fixedEntry', 'poolPrize', 'fixedPrize'] as const) {
      expect(check({}, action)).toBeNull();
    }
  });

  it('asks for the terms, then the date of birth, then the country, in that order', () => {
    expect(check({ acceptedTerms: false, dateOfBirth: null })).toEqual({ kind: 'terms' });
    expect(check({ dateOfBirth: null, country: null })).toEqual({ kind: 'dateOfBirth' });
    expect(check({ country: null })).toEqual({ kind: 'country' });
  });

  it("asks for the region where the table tells a country's regions apart", () => {
    expect(check({ country: 'US' }, 'fixedEntry')).toEqual({ kind: 'region', country: 'US' });
    // A region of another country counts as none.
    expect(check({ country: 'US', region: 'CA-QC' }, 'fixedEntry')).toEqual({ kind: 'region', country: 'US' });
    expect(check({ country: 'FR' }, 'fixedEntry')).toBeNull();
  });

  it("refuses under the place's minimum age: 18 by default, 19 and 21 where the table says", () => {
    expect(check({ dateOfBirth: '2008-12-03' })).toEqual({ kind: 'age', minimumAge: 18, place: 'AU' });
    expect(check({ dateOfBirth: '2008-12-02' })).toBeNull();
    expect(check({ dateOfBirth: '2005-12-03', country: 'US', region: 'US-NJ' }, 'fixedEntry')).toEqual({
      kind: 'age',
      minimumAge: 21,
      place: 'US-NJ',
    });
    expect(check({ dateOfBirth: '2005-12-02', country: 'US', region: 'US-NJ' }, 'fixedEntry')).toBeNull();
    expect(check({ dateOfBirth: '2007-12-03', country: 'CA', region: 'CA-QC' }, 'fixedEntry')?.kind).toBe('age');
  });

  it('refuses what the place does not allow, naming it: pools outside Australia by default', () => {
    expect(check({ country: 'FR' })).toEqual({ kind: 'notAllowed', action: 'poolEntry', place: 'FR' });
    expect(check({ country: 'FR' }, 'poolPrize')).toEqual({ kind: 'notAllowed', action: 'poolPrize', place: 'FR' });
    expect(check({ country: 'FR' }, 'purchase')).toBeNull();
    expect(check({ country: 'US', region: 'US-TX' }, 'purchase')).toEqual({
      kind: 'notAllowed',
      action: 'purchase',
      place: 'US-TX',
    });
  });

  it("refuses when the request's address or the card is from another country; unknown counts as no word", () => {
    expect(check({}, 'purchase', { addressCountry: 'FR' })).toEqual({
      kind: 'addressElsewhere',
      place: 'AU',
      seen: 'FR',
    });
    expect(check({}, 'purchase', { addressCountry: 'AU', cardCountry: 'GB' })).toEqual({
      kind: 'cardElsewhere',
      place: 'AU',
      seen: 'GB',
    });
    expect(check({}, 'purchase', { addressCountry: null, cardCountry: null })).toBeNull();
  });
});

describe('the schemas', () => {
  it('take real dates of birth, country and region codes, and * for everywhere else', () => {
    expect(DateOfBirthSchema.safeParse('1990-02-28').success).toBe(true);
    expect(DateOfBirthSchema.safeParse('1990-02-30').success).toBe(false);
    expect(DateOfBirthSchema.safeParse('3000-01-01').success).toBe(false);
    expect(DateOfBirthSchema.safeParse('01/02/1990').success).toBe(false);
    for (const code of ['AU', 'US-NJ', '*']) expect(JurisdictionCodeSchema.safeParse(code).success).toBe(true);
    for (const code of ['ZZ', 'au', 'US-XX', '']) expect(JurisdictionCodeSchema.safeParse(code).success).toBe(false);
  });

  it('want a licence or legal basis for paid pools', () => {
    const update = { paidPools: true, fixedPrizes: true, minimumAge: 18 };
    expect(JurisdictionUpdateSchema.safeParse(update).success).toBe(false);
    expect(JurisdictionUpdateSchema.safeParse({ ...update, poolBasis: 'Licence 123' }).success).toBe(true);
    expect(JurisdictionUpdateSchema.safeParse({ ...update, minimumAge: 20, poolBasis: 'x' }).success).toBe(false);
  });
});
