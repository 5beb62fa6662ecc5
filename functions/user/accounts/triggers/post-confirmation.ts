import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { clock } from '../../../lib/clock';
import { createLogger } from '../../../lib/logger';
import { confirmationRefusedLog } from '../../../lib/signals/metric-names';
import { messages } from '@shared/validation/messages';
import { ForbiddenError } from '../../../lib/errors';
import { completeSignUp } from '../sign-up';
import { deletePoolUser } from '../user-pool-repository';
import { signalled } from '../../../lib/signals/signalled';

const logger = createLogger('user-post-confirmation');

/**
 * The user pool's post-confirmation trigger: a confirmed sign-up gets its profile, linked
 * to the inviting agent, and uses up its invitation. A confirmed password reset changes nothing.
 * A sign-up whose invitation was withdrawn while its code was on the way is undone: its user is
 * deleted, and the error tells the person why (Cognito shows the trigger's text; the web reads
 * it as a refused invitation link). The undoing is logged as `confirmationRefusedLog`, which the
 * errors alarm leaves out.
 */
export const handler = signalled(
  { Function: 'post-confirmation' },
  async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
    if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
    const attributes = event.request.userAttributes;
    const outcome = await completeSignUp(
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
    if (outcome === 'refused') {
      await deletePoolUser(event.userPoolId, event.userName);
      logger.info(confirmationRefusedLog);
      throw new ForbiddenError(messages.invitationInvalid);
    }
    return event;
  },
);
