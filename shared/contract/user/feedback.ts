import type { FeedbackPage } from '@shared/feedback';
import { feedbackListQuerySchema, feedbackRequestSchema } from '@shared/feedback-schemas';
import { json, noContent, route } from '../route';

/** The feedback widget (document 2 §2, DECISIONS rows 25 and 41; functions/user/README.md "Feedback"). */
export const feedback = {
  // Anyone sends `{ rate, description, page }`, rate-limited per user, or per address for a visitor.
  sendFeedback: route({
    method: 'POST',
    path: '/users/feedback',
    body: feedbackRequestSchema,
    answer: noContent(),
    access: 'optional',
    owner: 'caller',
    spec: '2 §7',
    maxBodyBytes: 16 * 1024,
  }),
  // Admins read the list (ours) on Platform Analytics, newest first.
  listFeedback: route({
    method: 'GET',
    path: '/admin/feedback',
    query: feedbackListQuerySchema,
    answer: json<FeedbackPage>(),
    access: ['admin'],
    owner: 'caller',
    spec: '2 §2 Platform Analytics (DECISIONS row 41)',
    notInSpec: true,
    note: 'the feedback list admins read on Platform Analytics, newest first, a page at a time (issue 16)',
  }),
};
