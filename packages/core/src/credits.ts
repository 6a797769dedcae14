import { z } from 'zod';
import { CREDIT_TRANSACTION_TYPES, CREDIT_TRANSACTIONS_PAGE_SIZE, CREDIT_UNIT, RESOURCE_TYPES } from './constants.js';
import { pageQuery } from './pagination.js';

/** Hundredths of a credit as the pages show them: 150 -> '1.50'. */
export const formatCredits = (hundredths: number) => (hundredths / CREDIT_UNIT).toFixed(2);

/** One line of a fan's credits: what moved, why, and what it was about. Amounts in hundredths, signed. */
export const CreditTransactionSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(CREDIT_TRANSACTION_TYPES),
    amount: z.number().int(),
    description: z.string(),
    createdAt: z.iso.datetime(),
    resource: z.object({ type: z.enum([...RESOURCE_TYPES, 'PAYMENT']), id: z.uuid() }).nullable(),
  })
  .meta({ id: 'CreditTransaction' });
export type CreditTransaction = z.infer<typeof CreditTransactionSchema>;

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
