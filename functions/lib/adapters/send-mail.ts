import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../aws-clients';
import { env } from '../env';

/** A plain-text message from the product's address (DECISIONS row 12). */
export interface Mail {
  to: string[];
  replyTo?: string[];
  subject: string;
  text: string;
}

/**
 * Sends one message through SES v2 (locally aws-ses-v2-local), through the stack's
 * configuration set when there is one. Answers SES's message id; throws when SES refuses.
 */
export async function sendMail(mail: Mail): Promise<string | undefined> {
  const { MAIL_FROM, SES_CONFIGURATION_SET } = env();
  const answer = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: MAIL_FROM,
      Destination: { ToAddresses: mail.to },
      ...(mail.replyTo && { ReplyToAddresses: mail.replyTo }),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
      ...(SES_CONFIGURATION_SET && { ConfigurationSetName: SES_CONFIGURATION_SET }),
    }),
  );
  return answer.MessageId;
}
