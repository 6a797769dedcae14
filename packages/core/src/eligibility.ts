import { z } from 'zod';
import { isCountryCode, isRegionCode } from './places.js';

/*
 * Who may play for money, and where (issue 62, points 1 and 2). The terms say: 18 or older, living where skill
 * competitions are permitted, one account per person. The operator keeps a table of places (countries, and the
 * regions of the countries whose law differs from one to the next) saying what is allowed in each; a fan's place
 * is what they declare, checked against where their request comes from and their card's country. The rules are
 * here, pure; the server applies them at every purchase, paid entry and prize.
 */

/** The table's row for every place it doesn't name. */
export const EVERYWHERE_ELSE = '*';
export const MINIMUM_AGES = [18, 19, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];

/** Where a paid action happens: a country ('AU'), a region ('US-NJ') or everywhere else ('*'). */
export const JurisdictionCodeSchema = z
  .string({ error: 'The place must be a country code (AU), a region code (US-NJ) or * for everywhere else' })
  .refine(
    (code) => code === EVERYWHERE_ELSE || isCountryCode(code) || isRegionCode(code),
    'The place must be a country code (AU), a region code (US-NJ) or * for everywhere else',
  );

/** What the operator allows in a place. */
export const JurisdictionSchema = z
  .object({
    code: z.string(),
    /** The spec's pool, whose prizes grow with the paying entrants: regulated as betting in most places. */
    paidPools: z.boolean(),
    /** The licence or legal basis the operator runs paid pools on there; null where they don't. */
    poolBasis: z.string().nullable(),
    /** Competitions with prizes set in advance, whatever the number of entrants. */
    fixedPrizes: z.boolean(),
    minimumAge: z.union(MINIMUM_AGES.map((age) => z.literal(age))),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Jurisdiction' });
export type Jurisdiction = z.infer<typeof JurisdictionSchema>;

export const POOL_BASIS_MAX_LENGTH = 500;

/** PUT /api/admin/jurisdictions/:code: what is allowed there. Paid pools need their licence or legal basis. */
export const JurisdictionUpdateSchema = z
  .strictObject(
    {
      paidPools: z.boolean({ error: 'paidPools must be true or false' }),
      poolBasis: z
        .string({ error: 'poolBasis must be text, or null' })
        .trim()
        .max(POOL_BASIS_MAX_LENGTH, `poolBasis must be at most ${POOL_BASIS_MAX_LENGTH} characters`)
        .nullable()
        .optional(),
      fixedPrizes: z.boolean({ error: 'fixedPrizes must be true or false' }),
      minimumAge: z.union(
        MINIMUM_AGES.map((age) => z.literal(age)),
        { error: 'minimumAge must be 18, 19 or 21' },
      ),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((body) => !body.paidPools || Boolean(body.poolBasis), {
    message: 'Paid pools need the licence or legal basis they run on (poolBasis)',
    path: ['poolBasis'],
  })
  .meta({ id: 'JurisdictionUpdate' });
export type JurisdictionUpdate = z.infer<typeof JurisdictionUpdateSchema>;

/**
 * The table as shipped: the spec's paid pools in Australia (the terms' governing law) and nowhere else until the
 * operator adds a place; fixed-prize and free play everywhere; 18 everywhere.
 */
export const SHIPPED_JURISDICTIONS: readonly Omit<Jurisdiction, 'updatedAt'>[] = [
  {
    code: 'AU',
    paidPools: true,
    poolBasis: "The terms' governing law: Queensland, Australia (skill competition)",
    fixedPrizes: true,
    minimumAge: 18,
  },
  { code: EVERYWHERE_ELSE, paidPools: false, poolBasis: null, fixedPrizes: true, minimumAge: 18 },
];

/** The row that applies to a fan in `country` (and `region`): the region's, else the country's, else '*'. */
export function jurisdictionOf<Row extends Pick<Jurisdiction, 'code'>>(
  table: readonly Row[],
  place: { country: string; region?: string | null },
): Row | undefined {
  const named = (code: string | null | undefined) => (code ? table.find((row) => row.code === code) : undefined);
  return named(place.region) ?? named(place.country) ?? named(EVERYWHERE_ELSE);
}

/** Whether the table tells `country`'s regions apart: a fan there must then say which region. */
export const tableNeedsRegion = (table: readonly Pick<Jurisdiction, 'code'>[], country: string) =>
  table.some((row) => row.code.startsWith(`${country}-`));

/** Whole years from `dateOfBirth` to `today` (both YYYY-MM-DD): 18 on the 18th birthday itself. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return Number.NaN;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** What money can do: buy credits, enter a pool or a fixed-prize competition for a fee, win a prize of either. */
export const MONEY_ACTIONS = ['purchase', 'poolEntry', 'fixedEntry', 'poolPrize', 'fixedPrize'] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];

const allows = (row: Pick<Jurisdiction, 'paidPools' | 'fixedPrizes'>, action: MoneyAction) => {
  if (action === 'poolEntry' || action === 'poolPrize') return row.paidPools;
  if (action === 'fixedEntry' || action === 'fixedPrize') return row.fixedPrizes;
  return row.paidPools || row.fixedPrizes;
};

/** What a fan has told us about themselves, as the profile keeps it. */
export interface DeclaredFan {
  acceptedTerms: boolean;
  /** YYYY-MM-DD, or null when not given yet. */
  dateOfBirth: string | null;
  country: string | null;
  region: string | null;
}

/** Where the action is seen to come from: the request's address and the card's issuing country (null: unknown). */
export interface SeenPlace {
  addressCountry?: string | null;
  cardCountry?: string | null;
}

/** Why a fan may not do a paid action now: each says what is missing or where the problem is. */
export type EligibilityProblem =
  | { kind: 'terms' }
  | { kind: 'dateOfBirth' }
  | { kind: 'country' }
  | { kind: 'region'; country: string }
  | { kind: 'age'; minimumAge: number; place: string }
  | { kind: 'notAllowed'; action: MoneyAction; place: string }
  | { kind: 'addressElsewhere'; place: string; seen: string }
  | { kind: 'cardElsewhere'; place: string; seen: string };

/**
 * The first reason `fan` may not do `action` on `today` (YYYY-MM-DD) in the places `seen`, or null when they
 * may: the terms accepted, a date of birth, a country (and region where the table tells regions apart), old
 * enough there, the action allowed there, and neither the request's address nor the card elsewhere.
 */
export function eligibilityProblem(
  fan: DeclaredFan,
  seen: SeenPlace,
  table: readonly Omit<Jurisdiction, 'updatedAt'>[],
  action: MoneyAction,
  today: string,
): EligibilityProblem | null {
  if (!fan.acceptedTerms) return { kind: 'terms' };
  if (!fan.dateOfBirth) return { kind: 'dateOfBirth' };
  if (!fan.country) return { kind: 'country' };
  const region = fan.region?.startsWith(`${fan.country}-`) ? fan.region : null;
  if (!region && tableNeedsRegion(table, fan.country)) return { kind: 'region', country: fan.country };
  const place = region ?? fan.country;
  const row = jurisdictionOf(table, { country: fan.country, region });
  const minimumAge = row?.minimumAge ?? 18;
  if (!(ageOn(fan.dateOfBirth, today) >= minimumAge)) return { kind: 'age', minimumAge, place };
  if (!row || !allows(row, action)) return { kind: 'notAllowed', action, place };
  if (seen.addressCountry && seen.addressCountry !== fan.country) {
    return { kind: 'addressElsewhere', place, seen: seen.addressCountry };
  }
  if (seen.cardCountry && seen.cardCountry !== fan.country)
    return { kind: 'cardElsewhere', place, seen: seen.cardCountry };
  return null;
}

/** A date of birth as PATCH /api/user takes it: a real calendar date, not in the future, after 1900. */
export const DateOfBirthSchema = z
  .string({ error: 'dateOfBirth must be a date, YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirth must be a date, YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'dateOfBirth must be a real date, YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), {
    message: 'dateOfBirth must be between 1900 and today',
  });

export const CountrySchema = z
  .string({ error: 'country must be a two-letter country code (ISO 3166-1), like AU' })
  .refine(isCountryCode, 'country must be a two-letter country code (ISO 3166-1), like AU');

export const RegionSchema = z
  .string({ error: 'region must be a region code (ISO 3166-2), like US-NJ' })
  .refine(
    isRegionCode,
    'region must be a region code (ISO 3166-2) of Australia, Canada or the United States, like US-NJ',
  );
