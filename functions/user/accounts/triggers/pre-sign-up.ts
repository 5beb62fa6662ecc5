import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { invitationTokenMetadataKey } from '@shared/auth-invitation';
import { clock } from '../../../lib/clock';
import { assertInvited } from '../sign-up';
import { signalled } from '../../../lib/signals/signalled';

/**
 * The user pool's pre-sign-up trigger (CDK attaches it; the local gateway serves it to
 * cognito-local). A thrown error makes Cognito refuse the sign-up with
 * UserLambdaValidationException and create no user. Users an admin creates are let through.
 * The invitation's token comes as ClientMetadata: cognito-local drops ValidationData.
 */
export const handler = signalled(
  { Function: 'pre-sign-up' },
  async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
    if (event.triggerSource !== 'PreSignUp_AdminCreateUser') {
      const token = event.request.clientMetadata?.[invitationTokenMetadataKey];
      await assertInvited(String(event.request.userAttributes.email ?? ''), token, clock.now());
    }
    return event;
  },
);
