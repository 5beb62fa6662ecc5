import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { invitationTokenMetadataKey } from '@shared/auth-invitation';
import { clock } from '../../../lib/clock';
import { ForbiddenError } from '../../../lib/errors';
import { createLogger } from '../../../lib/logger';
import { signUpRefusedLog } from '../../../lib/signals/metric-names';
import { assertInvited } from '../sign-up';
import { signalled } from '../../../lib/signals/signalled';

/**
 * The user pool's pre-sign-up trigger (CDK attaches it; the local gateway serves it to
 * cognito-local). A thrown error makes Cognito refuse the sign-up with
 * UserLambdaValidationException and create no user. Users an admin creates are let through.
 * The invitation's token comes as ClientMetadata: cognito-local drops ValidationData. A refusal
 * is logged as `signUpRefusedLog`, which the errors alarm leaves out.
 */
const logger = createLogger('user-pre-sign-up');

export const handler = signalled(
  { Function: 'pre-sign-up' },
  async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
    if (event.triggerSource !== 'PreSignUp_AdminCreateUser') {
      const token = event.request.clientMetadata?.[invitationTokenMetadataKey];
      try {
        await assertInvited(String(event.request.userAttributes.email ?? ''), token, clock.now());
      } catch (error) {
        if (error instanceof ForbiddenError) logger.info(signUpRefusedLog);
        throw error;
      }
    }
    return event;
  },
);
