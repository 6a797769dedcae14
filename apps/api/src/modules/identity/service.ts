import { randomUUID } from 'node:crypto';
import { type IdentityState, plainName, profileName, type TestIdentityRequest } from '@squash/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { identityChecks, users } from '../../db/schema.js';
import type { IdentityProvider, IdentityReading } from '../../integrations/identity-provider.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS, IDENTITY_REASONS } from '../../lib/fan-errors.js';
import { type MessageDescriptor, say, type Texts } from '../../lib/texts.js';

/*
 * A fan's own identity check (issue 62, point 6): a cash prize is marked paid only to a verified winner. The fan
 * shows a document to the identity service (Stripe Identity; offline, the built-in test service); what the service
 * itself reports, read back from it, is matched to the profile: the date of birth must be the profile's, and the
 * name too where the profile has one. Each check is a row of identity_checks, decided once.
 */

/** The built-in test service: no document, the browser offers the outcomes to simulate (TestIdentityRequest). */
export const testIdentity: IdentityProvider = {
  name: 'test',
  async start({ checkId }) {
    return { sessionId: `test_vs_${randomUUID()}`, url: `/account?identity=${checkId}` };
  },
};

type CheckRow = typeof identityChecks.$inferSelect;
const WAITING = 'Waiting for the document check';

async function profileOf(db: Executor, userId: string) {
  const [fan] = await db
    .select({
      dateOfBirth: users.dateOfBirth,
      firstName: users.firstName,
      lastName: users.lastName,
      fullName: users.fullName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!fan) throw notFound('User');
  return fan;
}

/** Why a reading doesn't verify the profile's owner, or null when it does (and the service says verified). */
export function mismatchOf(
  profile: { dateOfBirth: string | null; firstName: string | null; lastName: string | null; fullName: string | null },
  reading: IdentityReading,
): MessageDescriptor | null {
  if (reading.status === 'canceled') return IDENTITY_REASONS.cancelled;
  if (reading.status !== 'verified') return IDENTITY_REASONS.unreadable;
  if (!reading.dateOfBirth || reading.dateOfBirth !== profile.dateOfBirth) return IDENTITY_REASONS.birthDate;
  const ours = profileName(profile);
  const theirs = plainName([reading.firstName, reading.lastName].filter(Boolean).join(' '));
  // A profile without a name is matched on the date of birth; one with a name must carry every word of it.
  if (ours && !ours.split(' ').every((word) => theirs.split(' ').includes(word))) return IDENTITY_REASONS.name;
  return null;
}

/**
 * Decides a pending check from the service's reading, once: verified (saying what matched), failed (saying why),
 * or still pending while the service is processing. Returns the row as it stands.
 */
export async function decideCheck(db: Executor, check: CheckRow, reading: IdentityReading, now: Date) {
  // Processing, or waiting for the fan's document (a new session asks for input with no error yet): still pending.
  const waiting = reading.status === 'processing' || (reading.status === 'requires_input' && !reading.problem);
  if (check.status !== 'pending' || waiting) return check;
  const profile = await profileOf(db, check.userId);
  // A document asking for input again is a failed attempt: the fan starts a new one, told why.
  const problem = mismatchOf(profile, reading);
  const checked = problem
    ? (reading.status === 'requires_input' && reading.problem) || problem.message || ''
    : `The identity service verified a document: its name (${[reading.firstName, reading.lastName].filter(Boolean).join(' ')}) and date of birth match the profile`;
  const [decided] = await db
    .update(identityChecks)
    .set({ status: problem ? 'failed' : 'verified', checked, decidedAt: now })
    .where(and(eq(identityChecks.id, check.id), eq(identityChecks.status, 'pending')))
    .returning();
  return decided ?? check;
}

/** The fan's checks, newest first. */
const checksOf = (db: Executor, userId: string) =>
  db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).orderBy(desc(identityChecks.createdAt));

/** A failed check's reason in the reader's language (ours are the catalogue's; the service's stay as it said them). */
function reasonIn(texts: Texts, checked: string): string {
  const ours = Object.values(IDENTITY_REASONS).find((reason) => reason.message === checked);
  return ours ? say(texts, ours) : checked;
}

/**
 * Where the fan's identity stands: verified by any check; else their latest check, a pending one read again from
 * the service first (Stripe's advice for payments, followed here: decide from the return page and the webhook).
 */
export async function myIdentity(
  db: Executor,
  provider: IdentityProvider,
  { userId, now, texts }: { userId: string; now: Date; texts: Texts },
): Promise<IdentityState> {
  const checks = await checksOf(db, userId);
  const testMode = provider.name === 'test';
  const verified = checks.find((check) => check.status === 'verified');
  let latest = verified ?? checks[0];
  if (latest?.status === 'pending' && latest.method === 'provider' && provider.read && latest.providerSessionId) {
    const sessionId = latest.providerSessionId;
    const reading = await provider.read(sessionId).catch(() => null);
    if (reading) latest = await decideCheck(db, latest, reading, now);
  }
  if (!latest) return { status: 'none', checkId: null, method: null, reason: null, decidedAt: null, testMode };
  return {
    status: latest.status,
    checkId: latest.id,
    method: latest.method,
    reason: latest.status === 'failed' ? reasonIn(texts, latest.checked) : null,
    decidedAt: latest.decidedAt?.toISOString() ?? null,
    testMode,
  };
}

/** Opens a verification at the service: the fan needs a date of birth to match, and isn't verified already. */
export async function startIdentity(db: Executor, provider: IdentityProvider, { userId }: { userId: string }) {
  const profile = await profileOf(db, userId);
  if (!profile.dateOfBirth) {
    throw AppError.said('CONFLICT', FAN_ERRORS.identityNeedsBirthDate, undefined, {
      dateOfBirth: FAN_ERRORS.identityNeedsBirthDate,
    });
  }
  if ((await checksOf(db, userId)).some((check) => check.status === 'verified')) {
    throw AppError.said('CONFLICT', FAN_ERRORS.identityVerifiedAlready);
  }
  const checkId = randomUUID();
  const session = await provider.start({ userId, checkId }).catch(() => {
    throw AppError.said('SERVICE_UNAVAILABLE', FAN_ERRORS.identityUnreachable);
  });
  await db.insert(identityChecks).values({
    id: checkId,
    userId,
    method: 'provider',
    status: 'pending',
    providerSessionId: session.sessionId,
    checked: WAITING,
  });
  return { checkId, url: session.url, testMode: provider.name === 'test' };
}

/** Someone else's date of birth: a year before the profile's. */
const aYearBefore = (date: string | null) => (date ? `${Number(date.slice(0, 4)) - 1}${date.slice(4)}` : null);

/** The test service's outcome for a pending test check: the profile's own document, someone else's, or none. */
export async function simulateIdentity(
  db: Executor,
  provider: IdentityProvider,
  { userId, request, now }: { userId: string; request: TestIdentityRequest; now: Date },
) {
  if (provider.name !== 'test') throw AppError.said('NOT_FOUND', FAN_ERRORS.identityTestOnly);
  const [check] = await db
    .select()
    .from(identityChecks)
    .where(and(eq(identityChecks.id, request.checkId), eq(identityChecks.userId, userId)));
  if (!check?.providerSessionId?.startsWith('test_vs_')) throw notFound('Verification');
  if (check.status !== 'pending') throw AppError.said('CONFLICT', FAN_ERRORS.identityNotPending);
  const profile = await profileOf(db, userId);
  const names = (profile.fullName ?? '').split(' ');
  const reading: IdentityReading = {
    status: request.outcome === 'unreadable' ? 'requires_input' : 'verified',
    dateOfBirth: request.outcome === 'another-person' ? aYearBefore(profile.dateOfBirth) : profile.dateOfBirth,
    firstName: profile.firstName ?? names[0] ?? null,
    lastName: profile.lastName ?? names.slice(1).join(' ') ?? null,
    problem: request.outcome === 'unreadable' ? IDENTITY_REASONS.unreadable.message : null,
  };
  return decideCheck(db, check, reading, now);
}

/** The check a Stripe verification session belongs to, decided from Stripe's record (the webhook's nudge). */
export async function decideSession(db: Executor, provider: IdentityProvider, sessionId: string, now: Date) {
  const [check] = await db.select().from(identityChecks).where(eq(identityChecks.providerSessionId, sessionId));
  if (!check || !provider.read) return null;
  return decideCheck(db, check, await provider.read(sessionId), now);
}

/**
 * A closed account's verifications erased at the identity service (Stripe's `redact`: the document images and
 * details go; the session's record of its outcome stays). Each tried once; one that fails is logged, not retried.
 */
export async function redactVerifications(
  db: Executor,
  provider: IdentityProvider,
  userId: string,
  log: (sessionId: string, error: unknown) => void,
) {
  if (!provider.redact) return;
  const checks = await db
    .select({ sessionId: identityChecks.providerSessionId })
    .from(identityChecks)
    .where(and(eq(identityChecks.userId, userId), eq(identityChecks.method, 'provider')));
  for (const { sessionId } of checks) {
    if (sessionId && !sessionId.startsWith('test_vs_'))
      await provider.redact(sessionId).catch((error) => log(sessionId, error));
  }
}
