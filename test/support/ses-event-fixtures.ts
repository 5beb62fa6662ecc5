import type { SNSEvent } from 'aws-lambda';

/**
 * SES sending events as a configuration set publishes them to SNS, and as SNS hands them to a
 * subscribed Lambda: written after the examples of the SES developer guide ("Examples of event
 * data that Amazon SES publishes to Amazon SNS"), with our own tags (`campaign`, `userId`) next
 * to SES's `ses:*` ones. Each takes the message id, recipient and tags of the message it is about.
 */
export interface FixtureMail {
  messageId: string;
  to: string;
  tags?: Record<string, string>;
  /** When SES accepted it (ISO). */
  sentAt?: string;
}

const configurationSet = 'GtaHomesMailConfigurationSet';

function mailObject(mail: FixtureMail) {
  const timestamp = mail.sentAt ?? '2026-06-15T16:00:00.000Z';
  return {
    timestamp,
    source: '"Sarah Thompson via GTA Homes" <no-reply@homes.example.com>',
    sourceArn: 'arn:aws:ses:ca-central-1:123456789012:identity/homes.example.com',
    sendingAccountId: '123456789012',
    messageId: mail.messageId,
    destination: [mail.to],
    headersTruncated: false,
    headers: [
      { name: 'From', value: '"Sarah Thompson via GTA Homes" <no-reply@homes.example.com>' },
      { name: 'To', value: mail.to },
      { name: 'Subject', value: 'Sarah Thompson invited you to Lakeshore Realty' },
      { name: 'MIME-Version', value: '1.0' },
    ],
    commonHeaders: {
      from: ['"Sarah Thompson via GTA Homes" <no-reply@homes.example.com>'],
      to: [mail.to],
      messageId: mail.messageId,
      subject: 'Sarah Thompson invited you to Lakeshore Realty',
    },
    tags: {
      'ses:configuration-set': [configurationSet],
      'ses:source-ip': ['192.0.2.0'],
      'ses:from-domain': ['homes.example.com'],
      'ses:caller-identity': ['GtaHomes-Stateless-userServiceRole'],
      ...Object.fromEntries(Object.entries(mail.tags ?? {}).map(([name, value]) => [name, [value]])),
    },
  };
}

export const sesEvent = {
  send: (mail: FixtureMail) => ({ eventType: 'Send', mail: mailObject(mail), send: {} }),
  delivery: (mail: FixtureMail) => ({
    eventType: 'Delivery',
    mail: mailObject(mail),
    delivery: {
      timestamp: '2026-06-15T16:00:02.350Z',
      processingTimeMillis: 2350,
      recipients: [mail.to],
      smtpResponse: '250 2.6.0 Message received',
      reportingMTA: 'a8-70.smtp-out.amazonses.com',
    },
  }),
  open: (mail: FixtureMail) => ({
    eventType: 'Open',
    mail: mailObject(mail),
    open: {
      ipAddress: '192.0.2.1',
      timestamp: '2026-06-15T17:12:45.000Z',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    },
  }),
  click: (mail: FixtureMail) => ({
    eventType: 'Click',
    mail: mailObject(mail),
    click: {
      ipAddress: '192.0.2.1',
      link: 'https://homes.example.com/sign-in?e=olivia%40example.com',
      linkTags: { samplekey0: ['samplevalue0'] },
      timestamp: '2026-06-15T17:13:05.000Z',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    },
  }),
  bounce: (mail: FixtureMail, bounceType: 'Permanent' | 'Transient' | 'Undetermined' = 'Permanent') => ({
    eventType: 'Bounce',
    mail: mailObject(mail),
    bounce: {
      feedbackId: '0100015f-4c5e-7f6b-b4c4-example-000000',
      bounceType,
      bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
      bouncedRecipients: [
        {
          emailAddress: mail.to,
          action: 'failed',
          status: bounceType === 'Permanent' ? '5.1.1' : '4.2.2',
          diagnosticCode: bounceType === 'Permanent' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 452 4.2.2 mailbox full',
        },
      ],
      timestamp: '2026-06-15T16:00:03.120Z',
      reportingMTA: 'dsn; a8-70.smtp-out.amazonses.com',
    },
  }),
  complaint: (mail: FixtureMail) => ({
    eventType: 'Complaint',
    mail: mailObject(mail),
    complaint: {
      feedbackId: '0100015f-4c5e-7f6b-b4c4-example-000001',
      complaintSubType: null,
      complainedRecipients: [{ emailAddress: mail.to }],
      timestamp: '2026-06-16T09:31:00.000Z',
      userAgent: 'Yahoo!-Mail-Feedback/2.0',
      complaintFeedbackType: 'abuse',
      arrivalDate: '2026-06-16T09:30:58.000Z',
    },
  }),
  reject: (mail: FixtureMail) => ({ eventType: 'Reject', mail: mailObject(mail), reject: { reason: 'Bad content' } }),
  renderingFailure: (mail: FixtureMail) => ({
    eventType: 'Rendering Failure',
    mail: mailObject(mail),
    failure: { errorMessage: "Attribute 'name' is not present in the rendering data.", templateName: 'MyTemplate' },
  }),
  subscription: (mail: FixtureMail) => ({
    eventType: 'Subscription',
    mail: mailObject(mail),
    subscription: { contactList: 'SystemMonitor', timestamp: '2026-06-16T09:31:00.000Z', source: 'UnsubscribeHeader' },
  }),
};

/** SNS's envelope around message bodies, as Lambda receives it (one record per body). */
export function snsDelivery(...bodies: (object | string)[]): SNSEvent {
  return {
    Records: bodies.map((body, i) => ({
      EventSource: 'aws:sns',
      EventVersion: '1.0',
      EventSubscriptionArn:
        'arn:aws:sns:ca-central-1:123456789012:GtaHomes-Stateless-MailEvents:2bcfbf39-05c3-41de-beaa-fcfcc21c8f55',
      Sns: {
        Type: 'Notification',
        MessageId: `95df01b4-ee98-5cb9-9903-4c221d41eb5${i}`,
        TopicArn: 'arn:aws:sns:ca-central-1:123456789012:GtaHomes-Stateless-MailEvents',
        Subject: null as unknown as string,
        Message: typeof body === 'string' ? body : JSON.stringify(body),
        Timestamp: '2026-06-15T16:00:03.500Z',
        SignatureVersion: '1',
        Signature:
          'EXAMPLEpH+DcEwjAPg8O9mY8dReBSwksfg2S7WKQcikcNKWLQjwu6A4VbeS0QHVCkhRS7fUQvi2egU3N858fiTDN6bkkOxYDVrY0Ad8L10Hs3zH81mtnPk5uvvolIC1CXGu43obcgFxeL3khZl8IKvO61GWB6jI9b5+gLPoBc1Q=',
        SigningCertUrl: 'https://sns.ca-central-1.amazonaws.com/SimpleNotificationService-example.pem',
        UnsubscribeUrl: 'https://sns.ca-central-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=example',
        MessageAttributes: {},
      },
    })),
  };
}
