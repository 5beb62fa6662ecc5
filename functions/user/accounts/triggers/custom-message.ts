import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { createLogger } from '../../../lib/logger';
import { mailSettings } from '../../../lib/mail/settings';
import { signalled } from '../../../lib/signals/signalled';
import { codeMail, isCodeMailSource } from '../code-mails';

const logger = createLogger('user-custom-message');

/**
 * The user pool's custom message trigger (CDK attaches it; the local stack does not, see
 * functions/user/README.md "The code e-mails"): the subject and HTML of each code e-mail Cognito sends, in the product's words
 * (accounts/code-mails.ts). Cognito sends the mail itself, through SES. It runs before every code
 * e-mail, so it reads nothing and writes nothing. Whatever goes wrong here, the event goes back
 * as it came and Cognito sends its own wording: the person still gets their code.
 */
export const handler = signalled(
  { Function: 'custom-message' },
  async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
    try {
      const mail = codeMail(
        event.triggerSource,
        { code: event.request.codeParameter, username: event.request.usernameParameter },
        mailSettings(),
      );
      if (!mail) {
        // A body Cognito would refuse (branding long enough to pass its 20,000 characters).
        if (isCodeMailSource(event.triggerSource))
          logger.warn("A code e-mail kept Cognito's wording", { source: event.triggerSource });
        return event;
      }
      return { ...event, response: { ...event.response, emailSubject: mail.subject, emailMessage: mail.html } };
    } catch (error) {
      logger.error('Wording a code e-mail failed; Cognito sends its own', error as Error);
      return event;
    }
  },
);
