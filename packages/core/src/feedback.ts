import { z } from 'zod';
import { dataResponse } from './pagination.js';
import { EmailSchema } from './user.js';

export const FEEDBACK_LIMITS = { name: 200, email: 320, message: 5000 } as const;

export const FeedbackRequestSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(FEEDBACK_LIMITS.name, `Name must be at most ${FEEDBACK_LIMITS.name} characters`),
    email: EmailSchema,
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(FEEDBACK_LIMITS.message, `Message must be at most ${FEEDBACK_LIMITS.message} characters`),
  })
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

/** A stored Contact Us message, as `POST /api/feedback` answers (201). */
export const FeedbackReceiptSchema = z
  .object({ id: z.uuid(), createdAt: z.iso.datetime() })
  .meta({ id: 'FeedbackReceipt' });
export const FeedbackResponseSchema = dataResponse(FeedbackReceiptSchema);
export type FeedbackResponse = z.infer<typeof FeedbackResponseSchema>;
