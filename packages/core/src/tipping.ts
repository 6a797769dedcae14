import { z } from 'zod';
import { GAME_SCORES } from './constants.js';

/** The tips a fan submits (the rules they must satisfy are in tip-rules.ts). */
export const MatchTipSchema = z
  .object({
    matchId: z.uuid({ error: 'matchId must be a valid UUID' }),
    predictedWinnerId: z.uuid({ error: 'predictedWinnerId must be a valid UUID' }),
    predictedScore: z
      .enum(GAME_SCORES, { error: 'predictedScore must be 3-0, 3-1 or 3-2' })
      .nullish()
      .transform((value) => value ?? null),
  })
  .meta({ id: 'MatchTip' });
export type MatchTip = z.infer<typeof MatchTipSchema>;

export const SubmitTipsRequestSchema = z
  .object({
    matchTips: z
      .array(MatchTipSchema, { error: 'matchTips must be a list of tips' })
      .max(1024, 'matchTips has too many tips'),
  })
  .meta({ id: 'SubmitTipsRequest' });
export type SubmitTipsRequest = z.infer<typeof SubmitTipsRequestSchema>;
