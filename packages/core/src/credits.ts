import { z } from 'zod';
import {
  CREDIT_TRANSACTION_TYPES,
  CREDIT_TRANSACTIONS_PAGE_SIZE,
  GENDERS,
  PAYMENT_STATUSES,
  PURCHASABLE_CREDIT_AMOUNTS,
  RESOURCE_TYPES,
} from './constants.js';
import { CREDIT_NOTE_KINDS } from './credit-notes.js';
import { enumParam, pageQuery } from './pagination.js';
import { AdminPrizeWindowSchema } from './prize-window.js';

/** One line of a fan's credits: what moved, why, and what it was about. Amounts in hundredths, signed. */
export const CreditTransactionSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(CREDIT_TRANSACTION_TYPES),
    amount: z.number().int(),
    /** As the ledger keeps it, in English (the back office's words). */
    description: z.string(),
    /** The description's parts, for the fan's own language (credit-notes.ts); null: an admin's own words. */
    note: z
      .object({
        kind: z.enum(CREDIT_NOTE_KINDS),
        tournament: z.object({ name: z.string(), gender: z.enum(GENDERS).nullable() }).nullable(),
        credits: z.number().int().nullable(),
        sponsor: z.string().nullable(),
      })
      .nullable(),
    createdAt: z.iso.datetime(),
    resource: z.object({ type: z.enum([...RESOURCE_TYPES, 'PAYMENT']), id: z.uuid() }).nullable(),
  })
  .meta({ id: 'CreditTransaction' });
export type CreditTransaction = z.infer<typeof CreditTransactionSchema>;

/** The signed-in fan's balance, in hundredths of a credit. */
export const CreditBalanceSchema = z.object({ balance: z.number().int() }).meta({ id: 'CreditBalance' });
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;

export const CreditTransactionsQuerySchema = z.object(pageQuery({ defaultPageSize: CREDIT_TRANSACTIONS_PAGE_SIZE }));

/** The back office's 'Add Bonus Credits': whole credits, and why (shown to the fan). */
export const BonusCreditsRequestSchema = z.object({
  amount: z
    .number({ error: 'Amount must be a whole number of credits' })
    .int('Amount must be a whole number of credits')
    .min(1, 'Amount must be at least 1 credit')
    .max(1000, 'Amount must be at most 1000 credits'),
  reason: z.string().trim().min(1, 'Reason is required').max(200, 'Reason must be at most 200 characters'),
});
export type BonusCreditsRequest = z.infer<typeof BonusCreditsRequestSchema>;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A card payment for credits (spec 000 §3): amounts in cents, credits whole. */
export const PaymentSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(PAYMENT_STATUSES),
    amountCents: z.number().int(),
    creditAmount: z.number().int(),
    currency: z.string(),
    createdAt: z.iso.datetime(),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

const creditAmountMessage = `creditAmount must be one of ${PURCHASABLE_CREDIT_AMOUNTS.join(', ')}`;
export const CreatePaymentRequestSchema = z.object({
  creditAmount: z
    .number({ error: creditAmountMessage })
    .refine((value) => (PURCHASABLE_CREDIT_AMOUNTS as readonly number[]).includes(value), creditAmountMessage),
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequestSchema>;

export const CreatePaymentResponseSchema = z.object({
  data: z.object({ id: z.uuid(), sessionSecret: z.string(), provider: z.enum(PAYMENT_PROVIDERS) }),
});

/** The test checkout's card form: digits, spaces allowed. */
export const TestCheckoutRequestSchema = z.object({
  cardNumber: z
    .string({ error: 'Card number is required' })
    .transform((value) => value.replaceAll(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
});

/** The back office's payments list: every fan's card payments, newest first. */
export const AdminPaymentSchema = PaymentSchema.extend({
  userId: z.uuid(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  provider: z.string(),
  /** The provider's reference (Stripe's Checkout Session id, or the test checkout's). */
  providerReference: z.string().nullable(),
}).meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

/** A fan's own card payments, newest first (/credits 'My Payments'): every attempt, whatever became of it. */
export const MyPaymentsQuerySchema = z.object(pageQuery({ defaultPageSize: 10 }));
export type MyPaymentsQuery = z.infer<typeof MyPaymentsQuerySchema>;

export const AdminPaymentsQuerySchema = z.object({
  ...pageQuery({ defaultPageSize: 20 }),
  status: enumParam('status', PAYMENT_STATUSES).optional(),
});
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;

/** A cash prize owed to a winner (the pool's 60%), in cents, until the back office marks it paid. */
export const PrizeSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    username: z.string().nullable(),
    rank: z.number().int(),
    cents: z.number().int(),
    paidAt: z.iso.datetime().nullable(),
    reference: z.string().nullable(),
    /** The winner's identity is verified (issue 62, point 6): needed before the prize is marked paid. */
    identityVerified: z.boolean(),
    /**
     * Held, not payable (issue 62, point 5): the winner's account is under review as a possible second account,
     * or marked as one that never wins. Decided under Account reviews.
     */
    held: z.boolean(),
  })
  .meta({ id: 'Prize' });
export type Prize = z.infer<typeof PrizeSchema>;

/**
 * A prize a fan won, as they see it: the cash share of the winner(s) (owed until the back office marks
 * it paid) or the credits of the top 10% (in their balance at once). Amounts in hundredths of a credit
 * and in cents.
 */
export const MyPrizeSchema = z
  .object({
    tournamentId: z.uuid(),
    /** Named with its gender where the name doesn't say it. */
    tournamentName: z.string(),
    rank: z.number().int().nullable(),
    kind: z.enum(['CASH', 'CREDITS']),
    credits: z.number().int(),
    cents: z.number().int(),
    status: z.enum(['OWED', 'PAID']),
    /** When the cash was marked paid, or the credits were added. */
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'MyPrize' });
export type MyPrize = z.infer<typeof MyPrizeSchema>;

/** `tournament_id` narrows to one tournament's (its page shows the fan's prize there). */
export const MyPrizesQuerySchema = z.object({
  tournament_id: z.uuid({ error: 'tournament_id must be a valid UUID' }).optional(),
});

/** One of the top 10% of a settled tournament and the credits (hundredths) its settlement added to their balance. */
export const CreditPrizeSchema = z
  .object({
    userId: z.uuid(),
    username: z.string().nullable(),
    rank: z.number().int().nullable(),
    credits: z.number().int(),
  })
  .meta({ id: 'CreditPrize' });
export type CreditPrize = z.infer<typeof CreditPrizeSchema>;

/** A tournament's money for the back office: fee, pool, its split (projected until settled) and prizes. */
export const PrizePoolSchema = z
  .object({
    entryFee: z.number().int(),
    paidEntries: z.number().int(),
    poolCredits: z.number().int(),
    poolCents: z.number().int(),
    split: z.object({
      winnerCents: z.number().int(),
      platformCents: z.number().int(),
      topFinishersCredits: z.number().int(),
    }),
    settled: z.boolean(),
    prizes: z.array(PrizeSchema),
    /** Who got the top 10%'s credits (empty until settled), by rank. */
    creditPrizes: z.array(CreditPrizeSchema),
    /** The dispute window (issue 62, point 6): provisional until it ends, held or disputed. */
    window: AdminPrizeWindowSchema,
  })
  .meta({ id: 'PrizePool' });
export type PrizePool = z.infer<typeof PrizePoolSchema>;

export const MarkPrizePaidRequestSchema = z.object({
  reference: z.string().trim().min(1, 'Reference is required').max(100, 'Reference must be at most 100 characters'),
  /**
   * What the administrator checked of the winner's identity (a document's name and date of birth against the
   * profile), required unless the winner's identity is verified already (issue 62, point 6).
   */
  identityChecked: z
    .string()
    .trim()
    .min(10, 'Say what you checked of the winner’s identity, in at least 10 characters')
    .max(300, 'At most 300 characters')
    .optional(),
});
