import type { FeedbackRequest } from '@squash/core';
import type { Executor } from '../../db/client.js';
import { feedback } from '../../db/schema.js';

/** A message to the team (Contact Us), kept for the back office. */
export async function saveFeedback(db: Executor, message: FeedbackRequest) {
  const [row] = await db.insert(feedback).values(message).returning({ id: feedback.id, createdAt: feedback.createdAt });
  if (!row) throw new Error('feedback insert returned nothing');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
