import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { clock } from '../../../lib/clock';
import { createLogger } from '../../../lib/logger';
import { completeSignUp } from '../sign-up';
import { signalled } from '../../../lib/signals/signalled';

const logger = createLogger('user-post-confirmation');

/**
 * The user pool's post-confirmation trigger: a confirmed sign-up gets its profile, linked
 * to the inviting agent, and uses up its invitation. A confirmed password reset changes nothing.
 */
export const handler = signalled(
  { Function: 'post-confirmation' },
  async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
    if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
    const attributes = event.request.userAttributes;
    await completeSignUp(
      {
        sub: String(attributes.sub ?? event.userName),
        username: event.userName,
        userPoolId: event.userPoolId,
        email: String(attributes.email ?? ''),
        ...(attributes.name && { name: String(attributes.name) }),
        now: clock.now().toISOString(),
      },
      logger,
    );
    return event;
  },
);
