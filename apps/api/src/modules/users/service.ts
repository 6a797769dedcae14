import { isReservedUsername, type UpdateUserRequest, USERNAME_MAX_LENGTH, type UserDetails } from '@squash/core';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type Profile, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { personValue, recordSignal } from '../account-reviews/service.js';
import { carryPausesOver } from '../responsible-play/service.js';

export function toUserDetails(profile: Profile): UserDetails {
  return {
    id: profile.id,
    email: profile.email,
    username: profile.username,
    fullName: profile.fullName,
    firstName: profile.firstName,
    avatar: profile.avatar,
    acceptedTermsAt: profile.acceptedTermsAt?.toISOString() ?? null,
    tournamentUpdatesEnabled: profile.tournamentUpdatesEnabled,
    tournamentResultsEnabled: profile.tournamentResultsEnabled,
    pushKinds: profile.pushKinds,
    profilePrivate: profile.profilePrivate,
    locale: profile.locale,
    isAdmin: profile.role === 'admin',
    dateOfBirth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    createdAt: profile.createdAt.toISOString(),
  };
}

const usernameTaken = (db: Executor, username: string, exceptUserId?: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.username}) = lower(${username})`, exceptUserId ? ne(users.id, exceptUserId) : undefined),
    )
    .limit(1)
    .then((rows) => rows.length > 0);

export async function isUsernameAvailable(db: Executor, username: string, currentUserId?: string): Promise<boolean> {
  if (isReservedUsername(username)) return false;
  return !(await usernameTaken(db, username, currentUserId));
}

/** The part of the email before '@', cleaned to the username rules and made unique ('sam', 'sam2', ...). */
async function uniqueUsernameFor(db: Executor, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, USERNAME_MAX_LENGTH - 4);
  if (base.length < 3 || isReservedUsername(base)) base = `${base || 'fan'}fan`.slice(0, USERNAME_MAX_LENGTH - 4);
  for (let n = 1; n < 10_000; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (await isUsernameAvailable(db, candidate)) return candidate;
  }
  throw AppError.said('CONFLICT', FAN_ERRORS.noFreeUsername);
}

/**
 * The product profile of a signed-in account, created on first sign-in. A profile migrated from the
 * old site with the same email (and no account yet) is linked instead, with all its history.
 */
export async function syncProfile(db: Executor, account: { id: string; email: string; name?: string | null }) {
  const [existing] = await db.select().from(users).where(eq(users.providerId, account.id));
  if (existing) return existing;
  const [migrated] = await db
    .update(users)
    .set({ providerId: account.id, updatedAt: sql`now()` })
    .where(and(sql`lower(${users.email}) = lower(${account.email})`, isNull(users.providerId)))
    .returning();
  if (migrated) return migrated;
  const fullName = account.name?.trim() || null;
  const [created] = await db
    .insert(users)
    .values({
      email: account.email.toLowerCase(),
      username: await uniqueUsernameFor(db, account.email),
      providerId: account.id,
      fullName,
      firstName: fullName?.split(' ')[0] ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await carryPausesOver(db, { userId: created.id, email: created.email });
    return created;
  }
  // Two first requests of the same account raced; the other one created it.
  const [raced] = await db.select().from(users).where(eq(users.providerId, account.id));
  if (!raced) throw AppError.said('CONFLICT', FAN_ERRORS.emailTaken);
  return raced;
}

/**
 * The region a change leaves: the one asked for, else none when the country changes, else the one kept. It must
 * be one of the country's (US-NJ for US).
 */
function regionAfter(profile: Profile, changes: UpdateUserRequest): string | null {
  const country = changes.country ?? profile.country;
  const region =
    changes.region !== undefined
      ? changes.region
      : changes.country !== undefined && changes.country !== profile.country
        ? null
        : profile.region;
  if (region && !region.startsWith(`${country}-`)) {
    throw AppError.said(
      'VALIDATION_ERROR',
      FAN_ERRORS.regionOfAnotherCountry,
      { region },
      {
        region: FAN_ERRORS.regionOfAnotherCountry,
      },
    );
  }
  return region;
}

export async function updateProfile(db: Executor, profile: Profile, changes: UpdateUserRequest): Promise<Profile> {
  const region = regionAfter(profile, changes);
  if (changes.username !== undefined && changes.username !== profile.username) {
    if (!(await isUsernameAvailable(db, changes.username, profile.id))) {
      throw AppError.said('CONFLICT', FAN_ERRORS.usernameTaken, undefined, { username: FAN_ERRORS.usernameTaken });
    }
  }
  const [updated] = await db
    .update(users)
    .set({
      username: changes.username,
      // Consent is recorded at the server's time, whatever the browser's clock says.
      acceptedTermsAt: changes.acceptedTermsAt !== undefined ? sql`now()` : undefined,
      tournamentUpdatesEnabled: changes.tournamentUpdatesEnabled,
      tournamentResultsEnabled: changes.tournamentResultsEnabled,
      pushKinds: changes.pushKinds,
      profilePrivate: changes.profilePrivate,
      locale: changes.locale,
      dateOfBirth: changes.dateOfBirth,
      country: changes.country,
      region,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, profile.id))
    .returning();
  if (!updated) throw notFound('User');
  // A name with a date of birth that another account has too is a signal of one person (issue 62, point 5).
  const person = changes.dateOfBirth !== undefined ? personValue(updated) : null;
  if (person) await recordSignal(db, { userId: updated.id, kind: 'person', value: person, now: new Date() });
  return updated;
}

/** Throws not found unless a user with `id` exists. */
export async function requireUserExists(db: Executor, id: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw notFound('User');
}

/**
 * Whether a password reset token can still set a password, asked the way better-auth's own reset does
 * (its verification store, however it keeps identifiers): known, not expired, naming an account. Only
 * reads: the token is spent by the reset itself.
 */
export async function resetTokenValid(
  auth: { $context: Promise<{ internalAdapter: ResetTokenStore }> },
  token: string,
  now: Date,
): Promise<boolean> {
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < now) return false;
  return (await internalAdapter.findUserById(verification.value)) !== null;
}

interface ResetTokenStore {
  findVerificationValue(identifier: string): Promise<{ value: string; expiresAt: Date } | null | undefined>;
  findUserById(id: string): Promise<unknown>;
}
