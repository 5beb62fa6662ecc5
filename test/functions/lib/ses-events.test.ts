import { describe, expect, it } from 'vitest';
import { parseSesEvent } from '../../../functions/lib/mail/ses-events';
import { sesEvent, type FixtureMail } from '../../support/ses-event-fixtures';

const mail: FixtureMail = {
  messageId: '010001902d1c3f8a-8b1e2c44-6f0b-4c1e-9d7a-000000000001-000000',
  to: 'Olivia.Chen@Example.com',
  tags: { campaign: 'invitation', userId: 'user-123' },
};
const parse = (body: object) => parseSesEvent(JSON.stringify(body));

describe('reading SES sending events', () => {
  it('reads a permanent bounce: the bounced address, hard, our tags without SES own', () => {
    const parsed = parse(sesEvent.bounce(mail, 'Permanent'));

    expect(parsed).toEqual({
      event: {
        type: 'bounce',
        messageId: mail.messageId,
        at: '2026-06-15T16:00:03.120Z',
        sentAt: '2026-06-15T16:00:00.000Z',
        recipients: ['olivia.chen@example.com'],
        permanent: true,
        tags: { campaign: 'invitation', userId: 'user-123' },
        detail: { bounceType: 'Permanent', bounceSubType: 'General' },
      },
    });
  });

  it('reads a transient bounce as not permanent', () => {
    const parsed = parse(sesEvent.bounce(mail, 'Transient'));

    expect('event' in parsed && parsed.event.permanent).toBe(false);
  });

  it.each([
    ['send', sesEvent.send(mail), '2026-06-15T16:00:00.000Z'],
    ['delivery', sesEvent.delivery(mail), '2026-06-15T16:00:02.350Z'],
    ['open', sesEvent.open(mail), '2026-06-15T17:12:45.000Z'],
    ['click', sesEvent.click(mail), '2026-06-15T17:13:05.000Z'],
    ['complaint', sesEvent.complaint(mail), '2026-06-16T09:31:00.000Z'],
    ['reject', sesEvent.reject(mail), '2026-06-15T16:00:00.000Z'],
    ['renderingFailure', sesEvent.renderingFailure(mail), '2026-06-15T16:00:00.000Z'],
  ])('reads a %s event with its time', (type, body, at) => {
    const parsed = parse(body);

    expect(parsed).toMatchObject({
      event: { type, at, messageId: mail.messageId, recipients: ['olivia.chen@example.com'] },
    });
  });

  it('keeps the link of a click', () => {
    expect(parse(sesEvent.click(mail))).toMatchObject({
      event: { detail: { link: 'https://homes.example.com/sign-in?e=olivia%40example.com' } },
    });
  });

  it.each([
    ['not JSON', '{"eventType": "Bounce", '],
    ['JSON that is no SES event', JSON.stringify({ hello: 'world' })],
    [
      'an event without a message id',
      JSON.stringify({ eventType: 'Send', mail: { timestamp: '2026-06-15T16:00:00Z' } }),
    ],
    ['a type we do not record', JSON.stringify(sesEvent.subscription(mail))],
    ['SNS subscription confirmation text', 'You have chosen to subscribe to the topic'],
    ['null', 'null'],
  ])('skips %s, saying why', (_name, message) => {
    const parsed = parseSesEvent(message);

    expect(parsed).toEqual({ skip: expect.any(String) });
  });
});
