import { useMutation } from '@tanstack/react-query';
import type { FeedbackRate } from '@shared/feedback';
import { api } from '../../../lib/api/client';

export interface FeedbackSubmission {
  rate: FeedbackRate;
  description: string;
  page: string;
}

/** `POST /users/feedback` (document 2 §7): visitors and users alike; 204 when stored. */
export function sendFeedback(submission: FeedbackSubmission): Promise<void> {
  return api.user.sendFeedback({ body: submission });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: sendFeedback,
    // Document 2 §8: a failure is logged only; the panel shows the apology.
    onError: (error) => console.warn('Feedback could not be sent', error),
  });
}
