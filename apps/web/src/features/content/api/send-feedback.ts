import type { FeedbackRequest } from '@squash/core';
import { useMutation } from '@tanstack/react-query';
import { api, type ResponseSchema } from '@/lib/api-client';

export interface SendFeedbackResponse {
  data: { id: string; createdAt: string };
}

// The API's 201 body. Checked by hand: the response schema lives in the API module, not yet in core.
const SendFeedbackResponseSchema: ResponseSchema<SendFeedbackResponse> = {
  parse(body) {
    const data = (body as { data?: { id?: unknown; createdAt?: unknown } } | undefined)?.data;
    if (typeof data?.id !== 'string' || typeof data.createdAt !== 'string') throw new Error('Unexpected response');
    return { data: { id: data.id, createdAt: data.createdAt } };
  },
};

/** POST /api/feedback: the Contact Us form. */
export function sendFeedback(feedback: FeedbackRequest): Promise<SendFeedbackResponse> {
  return api.post('/feedback', feedback, SendFeedbackResponseSchema);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
