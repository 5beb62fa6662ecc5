import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesSending } from '../aws-clients';
import { env } from '../env';

/**
 * One message as SES v2 takes it. Only the mail helper (functions/lib/mail/) builds these:
 * lint keeps every other file from sending around its suppression and idempotency checks.
 */
export interface SesEmail {
  /** A mailbox, `Name <address>` (the name already encoded for a header). */
  from: string;
  to: string;
  replyTo?: string[];
  subject: string;
  html: string;
  text: string;
  /** Extra headers (RFC 8058's List-Unsubscribe pair); SES v2 takes them on Simple content. */
  headers?: { name: string; value: string }[];
  /** SES message tags: they come back on every event of this message (the SES event handler). */
  tags?: Record<string, string>;
}

/**
 * Sends one message through SES v2 (locally aws-ses-v2-local), through the stack's
 * configuration set when there is one. Answers SES's message id; throws when SES refuses.
 */
export async function sendEmail(email: SesEmail): Promise<string | undefined> {
  const { SES_CONFIGURATION_SET } = env();
  const answer = await sesSending().send(
    new SendEmailCommand({
      FromEmailAddress: email.from,
      Destination: { ToAddresses: [email.to] },
      ...(email.replyTo && email.replyTo.length > 0 && { ReplyToAddresses: email.replyTo }),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: email.html, Charset: 'UTF-8' },
            Text: { Data: email.text, Charset: 'UTF-8' },
          },
          ...(email.headers &&
            email.headers.length > 0 && {
              Headers: email.headers.map((header) => ({ Name: header.name, Value: header.value })),
            }),
        },
      },
      ...(email.tags && {
        EmailTags: Object.entries(email.tags).map(([Name, Value]) => ({ Name, Value })),
      }),
      ...(SES_CONFIGURATION_SET && { ConfigurationSetName: SES_CONFIGURATION_SET }),
    }),
  );
  return answer.MessageId;
}
