import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserFeeds } from '@shared/feeds';
import { currentMonth } from '@shared/months';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import type { OutgoingMail } from '../../../functions/lib/mail/message';
import { sendBulkMail, sendMail } from '../../../functions/lib/mail/send';
import { handler } from '../../../functions/user/mail/mail-events/index';
import { mailEventsOf, userMailEventsOf } from '../../../functions/user/mail/mail-events/mail-events-repository';
import { mailLedger } from '../../../functions/user/published';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { mailTo } from '../../support/mail-capture';
import { sesEvent, snsDelivery, type FixtureMail } from '../../support/ses-event-fixtures';
import { call, dashboardWorld, type DashboardWorld } from './dashboard-world';

/**
 * The SES event handler against dynalite and the SES stand-in: messages go out through the mail
 * helper (which records them), and the events SES would publish arrive as SNS would deliver
 * them (the stand-in emits none, DESIGN "Known facts"). Then suppression, and the sending pause
 * with its admin resume. The tests run in order: the pause is one state per table.
 */
let w: DashboardWorld;
let ses: RunningEmulator;
let n = 0;

function message(fields: Partial<OutgoingMail> = {}): OutgoingMail {
  n += 1;
  return {
    to: `reader.${n}@example.com`,
    idempotencyKey: `newsletter:2026-05:reader-${n}`,
    kind: 'transactional',
    subject: 'Your neighbourhood in May',
    blocks: [{ paragraph: 'Prices in Alpha Park rose 3% in May.' }],
    ...fields,
  };
}

/** Sends one message through the helper; its id and address, as the events name them. */
async function sent(fields: Partial<OutgoingMail> = {}): Promise<FixtureMail> {
  const mail = message(fields);
  const outcome = await sendMail(mailLedger, mail, new Date());
  if (outcome.status !== 'sent' || !outcome.messageId) throw new Error(`not sent: ${outcome.status}`);
  return { messageId: outcome.messageId, to: mail.to };
}

const deliver = (...bodies: (object | string)[]) => handler(snsDelivery(...bodies));

beforeAll(async () => {
  w = await dashboardWorld();
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    MAIL_FROM: 'GTA Homes <no-reply@homes.example.com>',
    SITE_URL: 'https://homes.example.com',
  });
  resetEnv();
  resetClients();
});

afterAll(async () => {
  await ses?.stop();
});

describe('recording SES events', () => {
  it("records each event of a message, and in its user's history", async () => {
    const mail = await sent({ to: w.olivia.email, kind: { list: 'newsletter', userId: w.olivia.sub } });

    const outcomes = await deliver(
      sesEvent.send(mail),
      sesEvent.delivery(mail),
      sesEvent.open(mail),
      sesEvent.click(mail),
    );

    expect(outcomes).toEqual(
      ['send', 'delivery', 'open', 'click'].map((type) => ({ recorded: type, userId: w.olivia.sub })),
    );
    const events = await mailEventsOf(mail.messageId);
    expect(events.map((event) => event.type).sort()).toEqual(['click', 'delivery', 'open', 'send']);
    expect(events.every((event) => event.recipient === w.olivia.email && event.campaign === 'newsletter')).toBe(true);
    const history = await userMailEventsOf(w.olivia.sub);
    expect(history.filter((event) => event.messageId === mail.messageId)).toHaveLength(4);
  });

  it("names in the user's Activity which e-mail was sent and opened: a sold report, a home value update", async () => {
    const report = await sent({ to: w.olivia.email, kind: { list: 'newsletter', userId: w.olivia.sub } });
    const update = await sent({
      to: w.olivia.email,
      idempotencyKey: `valuation-update:v-${n}:2026-05`,
      kind: { list: 'valuation:v-1', userId: w.olivia.sub },
    });
    await deliver(sesEvent.open(update));
    const activity = async (month: string) =>
      ((await call('GET /users/{id}/feeds', w.sarah.idToken, { id: w.olivia.sub, query: { month } })).body as UserFeeds)
        .items;

    const sends = (await activity(currentMonth(new Date()))).filter((item) => item.feedType === '_email.send');
    const opens = (await activity('2026-06')).filter((item) => item.feedType === '_email.open');

    expect(report.messageId).not.toBe(update.messageId);
    expect(sends.map((item) => [item.title, item.description])).toEqual(
      expect.arrayContaining([
        ['Was sent an e-mail', 'Home value update'],
        ['Was sent an e-mail', 'Monthly sold report'],
      ]),
    );
    expect(opens.map((item) => [item.title, item.description])).toContainEqual([
      'Opened an e-mail',
      'Home value update',
    ]);
  });

  it("finds the user from the message's tag when the ledger does not know the message", async () => {
    const unknown = { messageId: 'sent-before-the-ledger-0001', to: 'x@example.com', tags: { userId: w.sophia.sub } };

    expect(await deliver(sesEvent.open(unknown))).toEqual([{ recorded: 'open', userId: w.sophia.sub }]);
    expect((await userMailEventsOf(w.sophia.sub)).map((event) => event.messageId)).toContain(unknown.messageId);
  });

  it('logs and skips what is not an SES event it records, and records the rest of the delivery', async () => {
    const mail = await sent();

    const outcomes = await deliver(
      '{"eventType": "Bou',
      sesEvent.subscription(mail),
      { hello: 'world' },
      sesEvent.delivery(mail),
    );

    expect(outcomes.slice(0, 3)).toEqual([
      { skipped: expect.any(String) },
      { skipped: expect.any(String) },
      { skipped: expect.any(String) },
    ]);
    expect(outcomes[3]).toEqual({ recorded: 'delivery' });
    expect(await handler({ Records: [] } as never)).toEqual([]);
    expect(await handler({} as never)).toEqual([]);
  });
});

describe('suppression', () => {
  it('suppresses an address on its first hard bounce; the helper then sends it nothing', async () => {
    const mail = await sent();

    await deliver(sesEvent.bounce(mail, 'Permanent'));

    expect(await mailLedger.isSuppressed(mail.to)).toBe(true);
    const again = await sendMail(mailLedger, message({ to: mail.to }), new Date());
    expect(again).toEqual({ status: 'suppressed' });
    expect(await mailTo(ses.endpoint, mail.to)).toHaveLength(1);
  });

  it('does not suppress on a transient bounce', async () => {
    const mail = await sent();

    await deliver(sesEvent.bounce(mail, 'Transient'));

    expect(await mailLedger.isSuppressed(mail.to)).toBe(false);
    expect(await sendMail(mailLedger, message({ to: mail.to }), new Date())).toMatchObject({ status: 'sent' });
  });

  it('records a bounce delivered twice once', async () => {
    const mail = await sent();

    await deliver(sesEvent.bounce(mail, 'Permanent'));
    await deliver(sesEvent.bounce(mail, 'Permanent'));

    expect(await mailEventsOf(mail.messageId)).toHaveLength(1);
    expect((await call('GET /admin/sending', w.priya.idToken)).body).toMatchObject({
      paused: false,
      current: { bounces: 2 },
    });
  });
});

describe('the sending pause', () => {
  it('pauses bulk sending on a complaint, which also suppresses the address; an admin resumes it', async () => {
    const mail = await sent();

    await deliver(sesEvent.complaint(mail));

    expect(await mailLedger.isSuppressed(mail.to)).toBe(true);
    const status = await call('GET /admin/sending', w.priya.idToken);
    expect(status.body).toMatchObject({
      paused: true,
      pause: { reason: 'complaints', figures: { complaints: 1, complaintRate: 0.1 } },
    });
    const bulk = message();
    expect(await sendBulkMail(mailLedger, bulk, new Date())).toMatchObject({ status: 'paused' });
    expect(await mailTo(ses.endpoint, bulk.to)).toHaveLength(0);
    // One-to-one mail (a sign-up code, a showing request) does not wait on the pause.
    expect(await sendMail(mailLedger, message(), new Date())).toMatchObject({ status: 'sent' });

    const resumed = await call('POST /admin/sending/resume', w.priya.idToken);

    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ paused: false, resumedBy: w.priya.sub, current: { sends: 0 } });
    expect(await sendBulkMail(mailLedger, bulk, new Date())).toMatchObject({ status: 'sent' });
  });

  it('does not pause at 20 hard bounces in the window, and pauses at the 21st', async () => {
    const mails: FixtureMail[] = [];
    for (let i = 0; i < 21; i += 1) mails.push(await sent());

    for (const mail of mails.slice(0, 20)) await deliver(sesEvent.bounce(mail, 'Permanent'));
    expect((await call('GET /admin/sending', w.priya.idToken)).body).toMatchObject({
      paused: false,
      current: { bounces: 20, bounceRate: 2 },
    });

    await deliver(sesEvent.bounce(mails[20]!, 'Permanent'));

    expect((await call('GET /admin/sending', w.priya.idToken)).body).toMatchObject({
      paused: true,
      pause: { reason: 'bounces', figures: { bounces: 21, bounceRate: 2.1 } },
    });
    expect(await sendBulkMail(mailLedger, message(), new Date())).toMatchObject({ status: 'paused' });
    await call('POST /admin/sending/resume', w.priya.idToken);
  });

  it('lets only an admin see or resume it', async () => {
    for (const token of [w.sarah.idToken, w.olivia.idToken]) {
      expect((await call('GET /admin/sending', token)).status).toBe(403);
      expect((await call('POST /admin/sending/resume', token)).status).toBe(403);
    }
  });
});
