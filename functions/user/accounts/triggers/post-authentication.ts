import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { clock } from '../../../lib/clock';
import { createLogger } from '../../../lib/logger';
import { recordLogin } from '../../web-analytics/published';
import { signalled } from '../../../lib/signals/signalled';

const logger = createLogger('user-post-authentication');

/**
 * The user pool's post-authentication trigger: each sign-in is counted as account activity
 * (DECISIONS row 44), in the day's logins and on the user's profile (`logins`, `lastLoginAt`).
 * The pool calls it only after a correct password, so no caller can forge or inflate a login.
 * A failure to count is logged, never refused: the sign-in itself must not fail on analytics.
 */
export const handler = signalled(
  { Function: 'post-authentication' },
  async (event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> => {
    const sub = event.request.userAttributes.sub;
    if (!sub) return event;
    try {
      await recordLogin(String(sub), clock.now());
    } catch (error) {
      logger.error('Counting a sign-in failed', error as Error);
    }
    return event;
  },
);
