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
