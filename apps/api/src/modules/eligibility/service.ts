import { createRequire } from 'node:module';
import {
  type EligibilityProblem,
  eligibilityProblem,
  type Jurisdiction,
  type JurisdictionUpdate,
  type MoneyAction,
  nameOfPlace,
  type SeenPlace,
} from '@squash/core';
import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { jurisdictions, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import type { Texts } from '../../lib/texts.js';
import { assertMayPlayForMoney } from '../responsible-play/service.js';

/*
 * Eligibility for paid play (issue 62, points 1 and 2), checked by the server at every purchase, paid entry and
 * prize, whatever the browser did: the fan's declarations (terms, date of birth, place) against the operator's
 * table of places, read from the database each time so a change applies on every process at once, and the place
 * their request comes from (its address through the trusted proxy) and their card's country.
 */

/** MaxMind's GeoLite2 country data as geoip-country ships it (updated with the package, twice a week). */
const geoip: { lookup(address: string): { country: string } | null } = createRequire(import.meta.url)('geoip-country');

/**
 * The country a client address is in, or null when unknown: loopback and private addresses (not in the data),
 * addresses the data doesn't place. `request.ip` is the client's own through the trusted proxy (TRUST_PROXY).
 */
export function addressCountry(address: string): string | null {
  return geoip.lookup(address)?.country ?? null;
}

const toJurisdiction = (row: typeof jurisdictions.$inferSelect): Jurisdiction => ({
  code: row.code,
  paidPools: row.paidPools,
  poolBasis: row.poolBasis,
  fixedPrizes: row.fixedPrizes,
  minimumAge: row.minimumAge === 19 || row.minimumAge === 21 ? row.minimumAge : 18,
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

/** The operator's table, everywhere else ('*') first, then by code. */
export async function listJurisdictions(db: Executor): Promise<Jurisdiction[]> {
  const rows = await db
    .select()
    .from(jurisdictions)
    .orderBy(sql`${jurisdictions.code} <> '*'`, asc(jurisdictions.code));
  return rows.map(toJurisdiction);
}

/** Sets what is allowed in `code` (a new place or a change), at `now`. */
export async function putJurisdiction(
  db: Executor,
  code: string,
  update: JurisdictionUpdate,
  now: Date,
): Promise<Jurisdiction> {
  const values = {
    paidPools: update.paidPools,
    poolBasis: update.poolBasis || null,
    fixedPrizes: update.fixedPrizes,
    minimumAge: update.minimumAge,
    updatedAt: now,
  };
  const [row] = await db
    .insert(jurisdictions)
    .values({ code, ...values })
    .onConflictDoUpdate({ target: jurisdictions.code, set: values })
    .returning();
  if (!row) throw notFound('Place');
  return toJurisdiction(row);
}

/** Removes a place's own row: its fans then come under their country's, or everywhere else's. Not '*'. */
export async function deleteJurisdiction(db: Executor, code: string): Promise<void> {
  if (code === '*') throw AppError.said('CONFLICT', FAN_ERRORS.everywhereElseStays);
  const removed = await db.delete(jurisdictions).where(eq(jurisdictions.code, code)).returning();
  if (removed.length === 0) throw notFound('Place');
}

/** A place's name in the reader's language: 'France', 'New Jersey, United States'. */
export const placeName =
  (code: string) =>
  (texts: Texts): string =>
    nameOfPlace(code, texts.locale);

/** The refusal a problem makes: a 403 whose sentence says what is missing or where, and the profile field to fix. */
export function refusalOf(problem: EligibilityProblem): AppError {
  switch (problem.kind) {
    case 'terms':
      return AppError.said('FORBIDDEN', FAN_ERRORS.needsTerms, undefined, { acceptedTermsAt: FAN_ERRORS.needsTerms });
    case 'dateOfBirth':
      return AppError.said('FORBIDDEN', FAN_ERRORS.needsDateOfBirth, undefined, {
        dateOfBirth: FAN_ERRORS.needsDateOfBirth,
      });
    case 'country':
      return AppError.said('FORBIDDEN', FAN_ERRORS.needsCountry, undefined, { country: FAN_ERRORS.needsCountry });
    case 'region':
      return AppError.said(
        'FORBIDDEN',
        FAN_ERRORS.needsRegion,
        { country: placeName(problem.country) },
        {
          region: FAN_ERRORS.needsRegion,
        },
      );
    case 'age':
      return AppError.said('FORBIDDEN', FAN_ERRORS.tooYoung, {
        place: placeName(problem.place),
        minimumAge: problem.minimumAge,
      });
    case 'notAllowed':
      return AppError.said('FORBIDDEN', FAN_ERRORS.notAllowedHere, {
        action: problem.action,
        place: placeName(problem.place),
      });
    case 'addressElsewhere':
      return AppError.said(
        'FORBIDDEN',
        FAN_ERRORS.addressElsewhere,
        { place: placeName(problem.place), seen: placeName(problem.seen) },
        { country: FAN_ERRORS.addressElsewhere },
      );
    case 'cardElsewhere':
      return AppError.said('FORBIDDEN', FAN_ERRORS.cardElsewhere, {
        place: placeName(problem.place),
        seen: placeName(problem.seen),
      });
  }
}

/** Why `userId` may not do `action` now from `seen`, read from the database: null when they may. */
export async function moneyProblemOf(
  db: Executor,
  { userId, action, seen, now }: { userId: string; action: MoneyAction; seen: SeenPlace; now: Date },
): Promise<EligibilityProblem | null> {
  const [fan] = await db
    .select({
      acceptedTermsAt: users.acceptedTermsAt,
      dateOfBirth: users.dateOfBirth,
      country: users.country,
      region: users.region,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!fan) throw notFound('User');
  const table = await listJurisdictions(db);
  return eligibilityProblem(
    {
      acceptedTerms: fan.acceptedTermsAt !== null,
      dateOfBirth: fan.dateOfBirth,
      country: fan.country,
      region: fan.region,
    },
    seen,
    table,
    action,
    now.toISOString().slice(0, 10),
  );
}

/**
 * Refused (403) unless `userId` may do `action` now: eligible (the terms, their age and place, the request's
 * address and the card agreeing), and no break or exclusion in force.
 */
export async function assertEligible(
  db: Executor,
  input: { userId: string; action: MoneyAction; seen: SeenPlace; now: Date },
): Promise<void> {
  const problem = await moneyProblemOf(db, input);
  if (problem) throw refusalOf(problem);
  await assertMayPlayForMoney(db, input.userId, input.now);
}

/**
 * The paid entries of a tournament that may win its prizes now (issue 62, points 1 and 5): not a staff member's
 * or an active professional's, not a closed account's, their fan eligible for a pool's prize where they live
 * (the terms, old enough, pools allowed there) and without a break or exclusion in force. The others' fees stay
 * in the pool; the next entry that may win takes their place (core's splitPrizePool). Read in one statement.
 */
export async function entriesThatMayWin(
  db: Executor,
  tournamentId: string,
  now: Date,
  /** A pool's prize, or a fixed prize (issue 62, point 3): each allowed where the operator's table says. */
  action: 'poolPrize' | 'fixedPrize' = 'poolPrize',
): Promise<Set<string>> {
  const rows = await queryRows<{
    entry_id: string;
    play_mark: string | null;
    closed: boolean;
    paused: boolean;
    accepted: boolean;
    date_of_birth: string | null;
    country: string | null;
    region: string | null;
  }>(
    db,
    sql`select e.id as entry_id, u.play_mark, u.closed_at is not null as closed,
               u.accepted_terms_at is not null as accepted, u.date_of_birth::text, u.country, u.region,
               exists (select 1 from play_pauses p where p.user_id = u.id
                         and p.starts_at <= ${now.toISOString()}::timestamptz
                         and (p.ends_at is null or p.ends_at > ${now.toISOString()}::timestamptz)) as paused
        from entries e join users u on u.id = e.user_id
        where e.tournament_id = ${tournamentId}`,
  );
  const table = await listJurisdictions(db);
  const today = now.toISOString().slice(0, 10);
  const mayWin = rows.filter(
    (row) =>
      row.play_mark === null &&
      !row.closed &&
      !row.paused &&
      eligibilityProblem(
        { acceptedTerms: row.accepted, dateOfBirth: row.date_of_birth, country: row.country, region: row.region },
        {},
        table,
        action,
        today,
      ) === null,
  );
  return new Set(mayWin.map((row) => row.entry_id));
}
