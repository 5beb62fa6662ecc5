import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrackedLocation } from '@shared/email-link';
import { currentMonth } from '@shared/months';
import { messages } from '@shared/validation/messages';
import { resetClients } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import type { OutgoingMail } from '../../../functions/lib/mail/message';
import { sendMail } from '../../../functions/lib/mail/send';
import { handler } from '../../../functions/user/index';
import { handler as sesEventHandler } from '../../../functions/user/mail/mail-events/index';
import {
  claimEmailActivity,
  emailStatsOf,
  everyoneScope,
} from '../../../functions/user/mail/mail-events/email-stats-repository';
import { mailEventsOf, userMailEventsOf } from '../../../functions/user/mail/mail-events/mail-events-repository';
import { mailLedger } from '../../../functions/user/published';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { mailTo } from '../../support/mail-capture';
import { sesEvent, snsDelivery } from '../../support/ses-event-fixtures';
import { useTestStack } from '../../support/test-stack';

/**
 * `POST /email/click/{id}` (document 3 §2.12, DECISIONS row 39) against the stand-ins: a message
 * goes out through the mail helper with a tracked button, the `/e/…` page's report of a click
 * on it is checked and kept as the message's click, a person's or a machine's.
 */
let ses: RunningEmulator;
const site = 'https://homes.example';
const sentAt = new Date('2026-06-15T16:00:00Z');
const browser =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
let n = 0;
let stack: Awaited<ReturnType<typeof useTestStack>>;

/** Sends a list mail with a button to Olivia's sold report; answers its SES id and the tracked link's parts. */
async function sendTracked(userId = `user-${n + 1}`) {
  n += 1;
  const mail: OutgoingMail = {
    to: `olivia.${n}@example.com`,
    idempotencyKey: `newsletter:2026-05:user-${n}`,
    kind: { list: 'newsletter', userId },
    subject: 'Your neighbourhoods in May',
    blocks: [
      { paragraph: 'Hello Olivia,' },
      { button: { label: 'Open the sold report', url: `${site}/sold-report?n=alpha-park&m=2026-05` } },
    ],
  };
  const outcome = await sendMail(mailLedger, mail, sentAt);
  if (outcome.status !== 'sent' || !outcome.messageId) throw new Error(`not sent: ${outcome.status}`);
  const [captured] = await mailTo(ses.endpoint, mail.to);
  const href = /href="([^"]*\/e\/[^"]*)"/.exec(captured!.body.html!)![1]!.replace(/&amp;/g, '&');
  const url = new URL(href);
  return {
    messageId: outcome.messageId,
    userId,
    to: mail.to,
    url,
    link: readTrackedLocation(url.pathname, url.search)!,
  };
}

let address = 0;
/** The page's report, at `at`, from an address of its own (so no test meets the rate limit). */
async function click(
  id: string,
  body: Record<string, unknown>,
  { at = new Date(sentAt.getTime() + 5 * 60_000), userAgent = browser }: { at?: Date; userAgent?: string } = {},
) {
  process.env.NOW = at.toISOString();
  resetEnv();
  const event = apiEvent('POST /email/click/{id}', {
    pathParameters: { id },
    body,
    headers: { 'user-agent': userAgent },
  });
  event.requestContext.http.sourceIp = `10.7.${(address >> 8) & 255}.${address++ & 255}`;
  const result = await handler(event, lambdaContext());
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

const bodyOf = (link: { path: string; query: string; hmac: string }) => ({
  path: link.path,
  query: link.query,
  h: link.hmac,
});
const totalClicks = async () =>
  (await emailStatsOf(currentMonth(sentAt), everyoneScope)).find((item) => item.member === 'TOTAL')?.counts.click ?? 0;
const clicksOf = async (messageId: string) => (await mailEventsOf(messageId)).filter((e) => e.type === 'click');

beforeAll(async () => {
  stack = await useTestStack();
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    SITE_URL: site,
    MAIL_FROM: 'GTA Homes <no-reply@example.com>',
  });
  resetEnv();
  resetClients();
});

afterAll(async () => {
  await ses?.stop();
});

describe('tracked links in the mail helper’s messages', () => {
  it('turns a button to our site into /e/{clickId}/… and keeps the unsubscribe link and header as they were', async () => {
    const sent = await sendTracked();

    expect(sent.url.origin).toBe(site);
    expect(sent.link).toMatchObject({ path: '/sold-report', query: 'n=alpha-park&m=2026-05' });
    const [captured] = await mailTo(ses.endpoint, sent.to);
    expect(captured!.body.text).toContain(sent.url.href);
    expect(captured!.body.html).toMatch(/href="https:\/\/homes\.example\/unsubscribe\?uid=[^"]+"/);
    expect(captured!.headers?.find((h) => h.name === 'List-Unsubscribe')?.value).toMatch(
      /^<https:\/\/homes\.example\/api\/unsubscribe\?uid=[^>]+>$/,
    );
  });
});

describe('POST /email/click/{id}', () => {
  it('counts the same genuine link posted again (a replay) as one click', async () => {
    const sent = await sendTracked();
    const before = await totalClicks();

    await click(sent.link.clickId, bodyOf(sent.link));
    await click(sent.link.clickId, bodyOf(sent.link), { at: new Date(sentAt.getTime() + 6 * 60_000) });

    expect(await clicksOf(sent.messageId)).toHaveLength(2);
    expect((await totalClicks()) - before).toBe(1);
  });

  it("answers the link's page and records a person's click for the message and its user", async () => {
    const reader = await stack.createUser({ email: 'olivia.reader@example.com', profile: true });
    const sent = await sendTracked(reader.sub);

    const answer = await click(sent.link.clickId, bodyOf(sent.link));

    expect(answer).toEqual({ status: 200, body: { target: '/sold-report?n=alpha-park&m=2026-05' } });
    const [recorded] = await clicksOf(sent.messageId);
    expect(recorded).toMatchObject({
      type: 'click',
      recipient: sent.to,
      campaign: 'newsletter',
      userId: sent.userId,
      detail: { source: 'redirect', link: '/sold-report', linkNumber: '1' },
    });
    expect(recorded!.detail.machine).toBeUndefined();
    // The reader's user agent is read for the machine check and never kept (README.md).
    expect(recorded!.detail.userAgent).toBeUndefined();
    expect((await userMailEventsOf(sent.userId)).map((e) => e.type)).toContain('click');
  });

  it("counts a person's click as an open of the message too, once, and a machine's not (QA 29)", async () => {
    const totals = async () =>
      (await emailStatsOf(currentMonth(sentAt), everyoneScope)).find((item) => item.member === 'TOTAL')?.counts;
    const sent = await sendTracked();
    const before = (await totals())!;

    await click(sent.link.clickId, bodyOf(sent.link));
    const after = (await totals())!;
    // Its images shown afterwards: the same message's open, already counted by the click.
    await sesEventHandler(snsDelivery({ ...sesEvent.open({ messageId: sent.messageId, to: sent.to }) }));

    expect([after.click - before.click, after.open - before.open]).toEqual([1, 1]);
    expect((await totals())!.open).toBe(after.open);
    // An open counted before opens had their own counting key holds only its seen key: a click
    // after it adds no second open.
    const openedBefore = await sendTracked();
    await claimEmailActivity(`${openedBefore.messageId}#open`, sentAt);
    await click(openedBefore.link.clickId, bodyOf(openedBefore.link));
    expect((await totals())!.open).toBe(after.open);
    // A scanner's click proves no reading.
    const scanned = await sendTracked();
    await sesEventHandler(snsDelivery(sesEvent.delivery({ messageId: scanned.messageId, to: scanned.to })));
    await click(scanned.link.clickId, bodyOf(scanned.link), { at: new Date('2026-06-15T16:00:06Z') });
    const end = (await totals())!;
    expect([end.clickMachine - after.clickMachine, end.open - after.open, end.openMachine - after.openMachine]).toEqual(
      [1, 0, 0],
    );
  });

  it('records a click within seconds of delivery as a machine’s', async () => {
    const sent = await sendTracked();
    // SES's delivery event (fixture: delivered at 16:00:02.350Z) came before the click.
    await sesEventHandler(snsDelivery(sesEvent.delivery({ messageId: sent.messageId, to: sent.to })));

    const answer = await click(sent.link.clickId, bodyOf(sent.link), { at: new Date('2026-06-15T16:00:06Z') });

    expect(answer.status).toBe(200);
    expect((await clicksOf(sent.messageId))[0]!.detail.machine).toBe('soon-after-delivery');
  });

  it('records a known scanner’s click as a machine’s however late it comes', async () => {
    const sent = await sendTracked();

    await click(sent.link.clickId, bodyOf(sent.link), { userAgent: 'Mimecast Safe Links' });

    expect((await clicksOf(sent.messageId))[0]!.detail.machine).toBe('scanner-agent');
  });

  it.each([
    [
      'a tampered signature',
      (l: Link) => ({ ...bodyOf(l), h: `${l.hmac.slice(0, -2)}${l.hmac.endsWith('AA') ? 'BB' : 'AA'}` }),
    ],
    ['a changed query', (l: Link) => ({ ...bodyOf(l), query: 'n=beta-village&m=2026-05' })],
    ['another path', (l: Link) => ({ ...bodyOf(l), path: '/profile' })],
    ['an absolute URL as the path', (l: Link) => ({ ...bodyOf(l), path: 'https://evil.example/sold-report' })],
    ['a scheme-relative path', (l: Link) => ({ ...bodyOf(l), path: '//evil.example/sold-report' })],
  ])('refuses %s (403) and records nothing', async (_, change) => {
    const sent = await sendTracked();

    const answer = await click(sent.link.clickId, change(sent.link));

    expect(answer).toMatchObject({ status: 403, body: { message: messages.emailLinkInvalid } });
    expect(await clicksOf(sent.messageId)).toEqual([]);
  });

  it('refuses another link’s click id for the same signature', async () => {
    const sent = await sendTracked();
    const other = `${sent.link.clickId.split('.')[0]}.2`;

    expect((await click(other, bodyOf(sent.link))).status).toBe(403);
    expect(await clicksOf(sent.messageId)).toEqual([]);
  });

  it.each([
    ['a click id of another shape', '..%2Fx', (l: Link) => bodyOf(l)],
    ['no signature', undefined, (l: Link) => ({ path: l.path, query: l.query })],
    ['a path that is not text', undefined, (l: Link) => ({ ...bodyOf(l), path: 7 })],
  ])('answers 400 for %s and records nothing', async (_, id, change) => {
    const sent = await sendTracked();

    const answer = await click(id ?? sent.link.clickId, change(sent.link));

    expect(answer).toMatchObject({ status: 400 });
    expect(await clicksOf(sent.messageId)).toEqual([]);
  });
});

type Link = Awaited<ReturnType<typeof sendTracked>>['link'];
