import { type FeedbackRequest, type FeedbackResponse, FeedbackResponseSchema } from '@squash/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/feedback: the Contact Us form. */
export function sendFeedback(feedback: FeedbackRequest): Promise<FeedbackResponse> {
  return api.post('/feedback', feedback, FeedbackResponseSchema);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
