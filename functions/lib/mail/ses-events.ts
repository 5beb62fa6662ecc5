import * as z from 'zod';

/**
 * SES's e-mail sending events, as a configuration set publishes them to SNS (the "Contents of
 * event data that Amazon SES publishes to Amazon SNS" page of the SES developer guide): a JSON
 * object with `eventType`, the `mail` it is about, and one object named for the type. This
 * module turns one SNS message body into the few facts we record, and says why when it cannot.
 * Pure: no I/O, so the handler's tests and this one's feed it the same fixtures.
 */

export const mailEventTypes = [
  'send',
  'delivery',
  'open',
  'click',
  'bounce',
  'complaint',
  'reject',
  'renderingFailure',
  'deliveryDelay',
] as const;
export type MailEventType = (typeof mailEventTypes)[number];

/** SES's `eventType` spellings (`notificationType` on identity notifications) to ours. */
const typeOf: Record<string, MailEventType> = {
  Send: 'send',
  Delivery: 'delivery',
  Open: 'open',
  Click: 'click',
  Bounce: 'bounce',
  Complaint: 'complaint',
  Reject: 'reject',
  'Rendering Failure': 'renderingFailure',
  DeliveryDelay: 'deliveryDelay',
};

/** One event, as we keep it. */
export interface MailEvent {
  type: MailEventType;
  /** SES's id of the message, which `SendEmail` answered. */
  messageId: string;
  /** When it happened (ISO instant): the event's own timestamp, or the send's. */
  at: string;
  /** When the message was sent (ISO instant). */
  sentAt: string;
  /** The addresses it is about, lower-cased: the bounced or complaining ones, else the recipients. */
  recipients: string[];
  /** A bounce SES will not retry (bounceType Permanent): a hard bounce. */
  permanent?: boolean;
  /** Our message tags (`campaign`, `userId`, ...), first value of each; SES's own `ses:*` left out. */
  tags: Record<string, string>;
  /** A few details worth showing: the bounce's type and subtype, the link clicked, the user agent and address. */
  detail: Record<string, string>;
}

export type ParsedMailEvent = { event: MailEvent } | { skip: string };

const address = z.string().transform((value) => value.trim().toLowerCase());
const eventSchema = z.object({
  eventType: z.string(),
  mail: z.object({
    messageId: z.string().min(1),
    timestamp: z.string(),
    destination: z.array(address).default([]),
    tags: z.record(z.string(), z.array(z.string())).default({}),
  }),
  bounce: z
    .object({
      bounceType: z.string(),
      bounceSubType: z.string().optional(),
      bouncedRecipients: z.array(z.object({ emailAddress: address })).default([]),
      timestamp: z.string().optional(),
    })
    .optional(),
  complaint: z
    .object({
      complainedRecipients: z.array(z.object({ emailAddress: address })).default([]),
      complaintFeedbackType: z.string().optional(),
      timestamp: z.string().optional(),
    })
    .optional(),
  delivery: z.object({ recipients: z.array(address).default([]), timestamp: z.string().optional() }).optional(),
  open: z
    .object({ timestamp: z.string().optional(), userAgent: z.string().optional(), ipAddress: z.string().optional() })
    .optional(),
  click: z
    .object({
      timestamp: z.string().optional(),
      userAgent: z.string().optional(),
      ipAddress: z.string().optional(),
      link: z.string().optional(),
    })
    .optional(),
  reject: z.object({ reason: z.string().optional() }).optional(),
  failure: z.object({ errorMessage: z.string().optional() }).optional(),
  deliveryDelay: z.object({ delayType: z.string().optional(), timestamp: z.string().optional() }).optional(),
});
type SesEvent = z.infer<typeof eventSchema>;

const isoInstant = (value: string | undefined) => {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

function details(type: MailEventType, raw: SesEvent): Pick<MailEvent, 'recipients' | 'detail'> & { at?: string } {
  const { mail } = raw;
  const defined = (entries: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));
  switch (type) {
    case 'bounce':
      return {
        recipients: raw.bounce?.bouncedRecipients.map((r) => r.emailAddress) ?? mail.destination,
        at: raw.bounce?.timestamp,
        detail: defined({ bounceType: raw.bounce?.bounceType, bounceSubType: raw.bounce?.bounceSubType }),
      };
    case 'complaint':
      return {
        recipients: raw.complaint?.complainedRecipients.map((r) => r.emailAddress) ?? mail.destination,
        at: raw.complaint?.timestamp,
        detail: defined({ feedbackType: raw.complaint?.complaintFeedbackType }),
      };
    case 'delivery':
      return { recipients: raw.delivery?.recipients ?? mail.destination, at: raw.delivery?.timestamp, detail: {} };
    case 'open':
      return {
        recipients: mail.destination,
        at: raw.open?.timestamp,
        detail: defined({ userAgent: raw.open?.userAgent, ipAddress: raw.open?.ipAddress }),
      };
    case 'click':
      return {
        recipients: mail.destination,
        at: raw.click?.timestamp,
        detail: defined({ link: raw.click?.link, userAgent: raw.click?.userAgent, ipAddress: raw.click?.ipAddress }),
      };
    case 'reject':
      return { recipients: mail.destination, detail: defined({ reason: raw.reject?.reason }) };
    case 'renderingFailure':
      return { recipients: mail.destination, detail: defined({ errorMessage: raw.failure?.errorMessage }) };
    case 'deliveryDelay':
      return {
        recipients: mail.destination,
        at: raw.deliveryDelay?.timestamp,
        detail: defined({ delayType: raw.deliveryDelay?.delayType }),
      };
    case 'send':
      return { recipients: mail.destination, detail: {} };
  }
}

/** One SNS message body (`Records[].Sns.Message`) as an event, or why it is skipped. */
export function parseSesEvent(message: string): ParsedMailEvent {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return { skip: 'not JSON' };
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return { skip: `not an SES event: ${z.prettifyError(parsed.error).slice(0, 200)}` };
  const raw = parsed.data;
  const type = typeOf[raw.eventType];
  if (!type) return { skip: `an event type we do not record: ${raw.eventType.slice(0, 40)}` };
  const sentAt = isoInstant(raw.mail.timestamp);
  if (!sentAt) return { skip: 'the mail has no valid timestamp' };
  const { at, ...rest } = details(type, raw);
  const tags = Object.fromEntries(
    Object.entries(raw.mail.tags)
      .filter(([name, values]) => !name.startsWith('ses:') && values[0] !== undefined)
      .map(([name, values]) => [name, values[0]!]),
  );
  return {
    event: {
      type,
      messageId: raw.mail.messageId,
      at: isoInstant(at) ?? sentAt,
      sentAt,
      ...rest,
      ...(type === 'bounce' && { permanent: raw.bounce?.bounceType === 'Permanent' }),
      tags,
    },
  };
}
