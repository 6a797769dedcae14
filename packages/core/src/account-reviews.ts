/**
 * One person, one account (issue 62, point 5): what says two accounts may be one person marks both for an
 * administrator's review, and their prizes wait until it is decided.
 */
import { z } from 'zod';
import { ACCOUNT_REVIEW_OUTCOMES, ACCOUNT_SIGNAL_KINDS, PLAY_MARKS } from './constants.js';

/** One side of a review: the account, and whether it may win now. */
export const ReviewedAccountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  playMark: z.enum(PLAY_MARKS).nullable(),
  /** Prize credits held for the account while any review of it is open, in hundredths of a credit. */
  heldCredits: z.number().int(),
  /** Cash prizes won and not paid: they can't be paid while the account is under review or marked. */
  unpaidCashPrizes: z.number().int(),
});
export type ReviewedAccount = z.infer<typeof ReviewedAccountSchema>;

export const AccountReviewSchema = z
  .object({
    id: z.uuid(),
    signal: z.enum(ACCOUNT_SIGNAL_KINDS),
    /** The older account first. */
    accounts: z.tuple([ReviewedAccountSchema, ReviewedAccountSchema]),
    createdAt: z.iso.datetime(),
    /** When the signal was last seen again for the pair. */
    seenAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    resolvedBy: z.string().nullable(),
    outcome: z.enum(ACCOUNT_REVIEW_OUTCOMES).nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'AccountReview' });
export type AccountReview = z.infer<typeof AccountReviewSchema>;

export const AccountReviewsQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: 'status must be open or resolved' }).default('open'),
  userId: z.uuid({ error: 'userId must be a user id' }).optional(),
});
export type AccountReviewsQuery = z.infer<typeof AccountReviewsQuerySchema>;

/**
 * `POST /api/admin/account-reviews/:id/resolve`: two people (their held prizes are released once no other
 * review of them is open), or one person, naming the account that is the second one: it is marked `duplicate`
 * (plays free, never wins) and its held prizes go to the platform.
 */
export const ResolveAccountReviewRequestSchema = z
  .object({
    outcome: z.enum(ACCOUNT_REVIEW_OUTCOMES, { error: 'outcome must be DIFFERENT_PEOPLE or SAME_PERSON' }),
    duplicateUserId: z.uuid({ error: 'duplicateUserId must be one of the two accounts' }).optional(),
    note: z
      .string({ error: 'Say what was checked' })
      .trim()
      .min(3, 'Say what was checked')
      .max(500, 'A note is at most 500 characters'),
  })
  .refine((body) => body.outcome === 'DIFFERENT_PEOPLE' || body.duplicateUserId !== undefined, {
    message: 'Name the account that is the second one (duplicateUserId)',
    path: ['duplicateUserId'],
  })
  .meta({ id: 'ResolveAccountReviewRequest' });
export type ResolveAccountReviewRequest = z.infer<typeof ResolveAccountReviewRequestSchema>;

/** A profile's name for comparing: first and last when it has both, else the full one, else the first. */
export function profileName(fan: {
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
}): string {
  return plainName(
    fan.firstName && fan.lastName ? `${fan.firstName} ${fan.lastName}` : fan.fullName || fan.firstName || '',
  );
}

/** A name without case, accents, punctuation or extra spaces: how two spellings of one name are compared. */
export function plainName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A fan's own identity check (issue 62, point 6): cash prizes are paid only to a verified winner. `none`: never
 * asked; `pending`: the document is being checked; `failed`: it didn't match (the reason says why; start again).
 */
export const IdentityStateSchema = z
  .object({
    status: z.enum(['none', 'pending', 'verified', 'failed']),
    /** The latest check's id (the one the test service's outcome is for). */
    checkId: z.uuid().nullable(),
    /** How: the identity service (`provider`) or an administrator's check (`admin`). */
    method: z.enum(['provider', 'admin']).nullable(),
    reason: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    /** The built-in test service: the browser offers its simulated outcomes instead of a document page. */
    testMode: z.boolean(),
  })
  .meta({ id: 'IdentityState' });
export type IdentityState = z.infer<typeof IdentityStateSchema>;

export const StartIdentityResponseSchema = z
  .object({ checkId: z.uuid(), url: z.string(), testMode: z.boolean() })
  .meta({ id: 'StartIdentityResponse' });
export type StartIdentityResponse = z.infer<typeof StartIdentityResponseSchema>;

/** The test identity service's outcomes: the document matches the profile, is someone else's, or can't be read. */
export const TEST_IDENTITY_OUTCOMES = ['matching', 'another-person', 'unreadable'] as const;
export const TestIdentityRequestSchema = z
  .object({
    checkId: z.uuid({ error: 'checkId must be the id of your verification' }),
    outcome: z.enum(TEST_IDENTITY_OUTCOMES, { error: 'outcome must be matching, another-person or unreadable' }),
  })
  .meta({ id: 'TestIdentityRequest' });
export type TestIdentityRequest = z.infer<typeof TestIdentityRequestSchema>;
