import { feedback } from '@shared/contract/user/feedback';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { getFeedback, postFeedback } from './handlers/feedback';

/** The routes of the feedback widget (shared/contract/user/feedback.ts), bound to their handlers. */
export const routes: Route[] = bind(feedback, {
  sendFeedback: postFeedback,
  listFeedback: getFeedback,
});
