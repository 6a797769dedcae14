/**
 * A fan's own data (issue 62, point 7): everything the product keeps about them, as `GET /api/user/export`
 * gives it, and the closing of their account (`DELETE /api/user`).
 */
import { z } from 'zod';
import { CreditTransactionSchema, MyPrizeSchema } from './credits.js';
import { DepositLimitsSchema, PLAY_PAUSE_KINDS } from './responsible-play.js';

const at = z.iso.datetime();

/** `DELETE /api/user`: the fan's password says it is them, not a session left open on a shared computer. */
export const CloseAccountRequestSchema = z
  .object({
    password: z
      .string({ error: 'Enter your password to close your account' })
      .min(1, 'Enter your password to close your account')
      .max(128, 'Passwords are at most 128 characters'),
  })
  .meta({ id: 'CloseAccountRequest' });
export type CloseAccountRequest = z.infer<typeof CloseAccountRequestSchema>;

/** What the account page shows before the fan closes their account: what they would give up. */
export const ClosingAccountSchema = z
  .object({
    /** Credits still held, in hundredths: lost when the account closes. */
    balance: z.number().int(),
    /** Cash prizes won and not yet paid: the account can't close until they are. */
    prizesOwed: z.number().int(),
    /** Paid entries in tournaments not started yet: refunded, then removed. */
    upcomingEntries: z.number().int(),
  })
  .meta({ id: 'ClosingAccount' });
export type ClosingAccount = z.infer<typeof ClosingAccountSchema>;

const PickSchema = z.object({
  matchId: z.uuid(),
  round: z.string().nullable(),
  match: z.string(),
  predictedWinner: z.string().nullable(),
  predictedScore: z.string().nullable(),
  /** The fan's original pick where a late draw change replaced it. */
  adjustedFrom: z.string().nullable(),
});

export const UserExportSchema = z
  .object({
    exportedAt: at,
    profile: z.object({
      id: z.uuid(),
      email: z.string(),
      username: z.string(),
      fullName: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      avatar: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      country: z.string().nullable(),
      region: z.string().nullable(),
      locale: z.string().nullable(),
      profilePrivate: z.boolean(),
      role: z.string(),
      createdAt: at,
    }),
    consents: z.object({
      acceptedTermsAt: at.nullable(),
      tournamentUpdateEmails: z.boolean(),
      tournamentResultEmails: z.boolean(),
      pushKinds: z.array(z.string()),
    }),
    signIns: z.array(
      z.object({
        createdAt: at,
        expiresAt: at,
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    devices: z.array(z.object({ pushService: z.string(), createdAt: at, lastSentAt: at.nullable() })),
    entries: z.array(
      z.object({
        id: z.uuid(),
        tournamentId: z.uuid(),
        tournament: z.string(),
        status: z.string(),
        createdAt: at,
        rank: z.number().int().nullable(),
        score: z.number().int(),
        points: z.number().int(),
        picks: z.array(PickSchema),
      }),
    ),
    payments: z.array(
      z.object({
        id: z.uuid(),
        status: z.string(),
        amountCents: z.number().int(),
        currency: z.string(),
        creditAmount: z.number().int(),
        provider: z.string(),
        failureReason: z.string().nullable(),
        createdAt: at,
      }),
    ),
    credits: z.object({ balance: z.number().int(), transactions: z.array(CreditTransactionSchema) }),
    prizes: z.array(MyPrizeSchema),
    leagues: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.string(), joinedAt: at })),
    limits: DepositLimitsSchema,
    pauses: z.array(z.object({ kind: z.enum(PLAY_PAUSE_KINDS), since: at, until: at.nullable() })),
    /** The fan's disputes of tournaments' results, with our answers. */
    disputes: z.array(
      z.object({
        tournamentId: z.uuid(),
        message: z.string(),
        createdAt: at,
        resolvedAt: at.nullable(),
        resolution: z.string().nullable(),
      }),
    ),
    /** How the fan's identity was checked before a prize was paid. */
    identityChecks: z.array(z.object({ method: z.string(), status: z.string(), checked: z.string(), createdAt: at })),
    /** What the fan sent through the contact form. */
    messages: z.array(z.object({ name: z.string(), email: z.string(), message: z.string(), createdAt: at })),
  })
  .meta({ id: 'UserExport' });
export type UserExport = z.infer<typeof UserExportSchema>;
