import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClients, ses as sesClient, sesSending } from '../../../functions/lib/aws-clients';
import { resetEnv } from '../../../functions/lib/env';
import type { OutgoingMail } from '../../../functions/lib/mail/message';
import { MailNotSentError, MailOutcomeUnknownError, sendMail } from '../../../functions/lib/mail/send';
import { checkUnsubscribeToken } from '../../../functions/lib/mail/unsubscribe-token';
import { putSuppression } from '../../../functions/user/mail/mail-ledger-repository';
import { mailLedger } from '../../../functions/user/published';
import { findFreePort, startSesLocal, type RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { headerOf, mailTo } from '../../support/mail-capture';
import { useTestStack } from '../../support/test-stack';

/**
 * The one mail helper (DESIGN "One mail helper", DECISIONS row 38) against the stand-ins: the
 * user table in dynalite for suppression and idempotency, aws-ses-v2-local for what was sent.
 */
let ses: RunningEmulator;
const site = 'https://homes.example';
const now = new Date('2026-06-15T16:00:00Z');
const sarah = {
  name: 'Sarah Thompson',
  email: 'sarah.agent@example.com',
  phone: '416-555-0110',
  headshotUrl: 'https://homes.example/headshots/sarah.jpg',
};
/** The brokerage's mailing address, with an ampersand the HTML must escape. */
const mailingAddress = '300 Example Road, Units 2 & 3, Toronto, ON M8V 0A1';
let n = 0;

/** CASL: the sender's identification, its name and postal address first, opens every footer. */
function expectSenderFooter(body: { html?: string; text?: string }) {
  expect(body.text).toContain(`\n\nLakeshore Realty Inc., Brokerage · ${mailingAddress}\nhello@lakeshore.example · `);
  expect(body.html).toContain(
    '>Lakeshore Realty Inc., Brokerage · 300 Example Road, Units 2 &amp; 3, Toronto, ON M8V 0A1<br><a href="mailto:hello@lakeshore.example"',
  );
  expect(body.html).not.toContain('Units 2 & 3');
}

/** A message to an address of its own, so each test reads only its own mail. */
function message(fields: Partial<OutgoingMail> = {}): OutgoingMail {
  n += 1;
  return {
    to: `reader.${n}@example.com`,
    idempotencyKey: `test:${n}`,
    kind: 'transactional',
    subject: 'Your neighbourhood in May',
    blocks: [{ paragraph: 'Hello Olivia,' }, { paragraph: 'Prices in Alpha Park rose 3% in May.' }],
    ...fields,
  };
}

const mailOf = async (mail: OutgoingMail) => mailTo(ses.endpoint, mail.to);
const secret = () => process.env.LINK_SIGNING_SECRET ?? '';

beforeAll(async () => {
  await useTestStack();
  ses = await startSesLocal({ port: await findFreePort() });
  Object.assign(process.env, {
    SES_ENDPOINT: ses.endpoint,
    SITE_URL: site,
    MAIL_FROM: 'GTA Homes <no-reply@example.com>',
    PRODUCT_NAME: 'GTA Homes',
    BROKERAGE_NAME: 'Lakeshore Realty Inc., Brokerage',
    BROKERAGE_ADDRESS: mailingAddress,
    CONTACT_EMAIL: 'hello@lakeshore.example',
  });
  resetEnv();
  resetClients();
});

afterAll(async () => {
  await ses?.stop();
});

describe('list mail (the newsletter, a valuation’s updates)', () => {
  it('carries RFC 8058 List-Unsubscribe and List-Unsubscribe-Post headers with a one-click link signed for the user and list', async () => {
    const mail = message({ kind: { list: 'newsletter', userId: 'user-olivia' } });

    expect(await sendMail(mailLedger, mail, now)).toEqual({ status: 'sent', messageId: expect.any(String) });

    const [sent] = await mailOf(mail);
    expect(headerOf(sent!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/homes\.example\/api\/unsubscribe\?uid=([^>]+))>$/.exec(
      headerOf(sent!, 'List-Unsubscribe') ?? '',
    );
    expect(oneClick).not.toBeNull();
    const token = decodeURIComponent(oneClick![2]!);
    expect(checkUnsubscribeToken(token, secret(), now)).toEqual({
      valid: true,
      claims: { userId: 'user-olivia', list: 'newsletter', issuedAt: now.getTime() / 1000 },
    });
  });

  it('shows the same token as a visible link to the unsubscribe page, in the HTML and the text', async () => {
    const mail = message({ kind: { list: 'valuation:hv42', userId: 'user-liam' } });

    await sendMail(mailLedger, mail, now);

    const [sent] = await mailOf(mail);
    const token = /uid=([^>]+)>$/.exec(headerOf(sent!, 'List-Unsubscribe') ?? '')![1]!;
    const page = `${site}/unsubscribe?uid=${token}`;
    expect(sent!.body.text).toContain(page);
    expect(sent!.body.html).toContain(`href="${page}"`);
    expect(sent!.body.text).toContain('updates on this home valuation');
    expect(checkUnsubscribeToken(decodeURIComponent(token), secret(), now)).toMatchObject({
      valid: true,
      claims: { userId: 'user-liam', list: 'valuation:hv42' },
    });
  });

  it("opens its footer with the brokerage's name and mailing address, then its e-mail and site (CASL)", async () => {
    const mail = message({ kind: { list: 'newsletter', userId: 'user-olivia' } });

    await sendMail(mailLedger, mail, now);

    const [sent] = await mailOf(mail);
    expectSenderFooter(sent!.body);
  });

  it('is not sent at all without the link-signing key, and claims nothing', async () => {
    const mail = message({ kind: { list: 'newsletter', userId: 'user-olivia' } });
    const kept = process.env.LINK_SIGNING_SECRET;
    process.env.LINK_SIGNING_SECRET = '';
    resetEnv();
    try {
      await expect(sendMail(mailLedger, mail, now)).rejects.toThrow(/LINK_SIGNING_SECRET/);
    } finally {
      process.env.LINK_SIGNING_SECRET = kept;
      resetEnv();
    }

    expect(await mailOf(mail)).toEqual([]);
    expect((await sendMail(mailLedger, mail, now)).status).toBe('sent');
  });
});

describe('transactional mail (invitations, codes, print requests, showings)', () => {
  it('carries neither the unsubscribe headers nor a link', async () => {
    const mail = message();

    await sendMail(mailLedger, mail, now);

    const [sent] = await mailOf(mail);
    expect(sent!.headers ?? []).toEqual([]);
    expect(sent!.body.text).not.toMatch(/unsubscribe/i);
    expect(sent!.body.html).not.toMatch(/unsubscribe/i);
  });

  it("still opens its footer with the brokerage's name and mailing address, the sender's identification", async () => {
    const mail = message();

    await sendMail(mailLedger, mail, now);

    const [sent] = await mailOf(mail);
    expectSenderFooter(sent!.body);
  });
});

describe('before every send', () => {
  it('sends nothing to a suppressed address, whatever the case it is written in', async () => {
    const mail = message({ kind: { list: 'newsletter', userId: 'user-bounced' } });
    await putSuppression({ email: mail.to, reason: 'bounce', createdAt: now.toISOString() });

    const outcome = await sendMail(mailLedger, { ...mail, to: mail.to.toUpperCase() }, now);

    expect(outcome).toEqual({ status: 'suppressed' });
    expect(await mailOf(mail)).toEqual([]);
  });

  it('sends one e-mail for two sends with the same idempotency key, and calls the second a duplicate', async () => {
    const mail = message();

    const first = await sendMail(mailLedger, mail, now);
    const second = await sendMail(mailLedger, { ...mail, subject: 'A second try' }, now);

    expect(first.status).toBe('sent');
    expect(second).toEqual({ status: 'duplicate' });
    expect(await mailOf(mail)).toHaveLength(1);
  });

  it('claims the key only once when two sends race', async () => {
    const mail = message();

    const outcomes = await Promise.all([1, 2, 3].map(() => sendMail(mailLedger, mail, now)));

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['duplicate', 'duplicate', 'sent']);
    expect(await mailOf(mail)).toHaveLength(1);
  });
});

describe('branding (DECISIONS row 12)', () => {
  it('comes from the product "via" the agent, replies go to the agent, and the agent’s card is in both bodies', async () => {
    const mail = message({ agent: sarah });

    await sendMail(mailLedger, mail, now);

    const [sent] = await mailOf(mail);
    expect(sent!.from).toBe('"Sarah Thompson via GTA Homes" <no-reply@example.com>');
    expect(sent!.replyTo).toEqual(['sarah.agent@example.com']);
    // The picture's cell has its width, or mail clients share the row out and float the name away (QA 47c L1).
    expect(sent!.body.html).toMatch(
      /<td width="64" style="width:64px;[^"]*"><img src="https:\/\/homes\.example\/headshots\/sarah\.jpg"/,
    );
    // The phone link uses the +1 prefix (document 2 §9), as the dashboard's do (QA 52).
    expect(sent!.body.html).toContain('href="tel:+14165550110"');
    expect(sent!.body.text).toContain('Sarah Thompson\n416-555-0110\nsarah.agent@example.com');
    for (const body of [sent!.body.html, sent!.body.text]) {
      expect(body).toContain('Lakeshore Realty Inc., Brokerage');
      expect(body).toContain('hello@lakeshore.example');
      expect(body).toContain('Prices in Alpha Park rose 3% in May.');
    }
  });

  it('speaks for the product without an agent, and keeps a Reply-To the caller gives', async () => {
    const mail = message({ replyTo: ['omar.buyer@example.com'] });

    await sendMail(mailLedger, mail, now);

    const [sent] = await mailOf(mail);
    expect(sent!.from).toBe('"GTA Homes" <no-reply@example.com>');
    expect(sent!.replyTo).toEqual(['omar.buyer@example.com']);
  });

  it('encodes a name outside ASCII, and never lets a name or subject start a header of its own', async () => {
    const mail = message({
      agent: { name: 'Zoë Côté\r\nBcc: victim@example.com' },
      subject: 'Hello\r\nBcc: victim@example.com',
    });

    await sendMail(mailLedger, mail, now);

    const [sent] = await mailOf(mail);
    expect(sent!.from).toMatch(
      /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=( =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=)* <no-reply@example\.com>$/,
    );
    expect(sent!.from).not.toMatch(/[\r\n]/);
    expect(sent!.subject).not.toMatch(/[\r\n]/);
    expect(sent!.destination).toEqual({ to: [mail.to], cc: [], bcc: [] });
  });

  it('escapes what users typed in the HTML, and keeps it as typed in the text', async () => {
    const mail = message({ blocks: [{ quote: '<img src=x onerror=alert(1)> & "more"' }] });

    await sendMail(mailLedger, mail, now);

    const [sent] = await mailOf(mail);
    expect(sent!.body.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;more&quot;');
    expect(sent!.body.html).not.toContain('<img src=x');
    expect(sent!.body.text).toContain('> <img src=x onerror=alert(1)> & "more"');
  });
});

describe('when SES refuses', () => {
  it('throws MailNotSentError and gives the key back, so the same send can go out later', async () => {
    const mail = message();
    const mock = mockClient(SESv2Client);
    mock
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    try {
      await expect(sendMail(mailLedger, mail, now)).rejects.toBeInstanceOf(MailNotSentError);
      expect(mock.commandCalls(SendEmailCommand)).toHaveLength(1);
    } finally {
      mock.restore();
    }

    expect((await sendMail(mailLedger, mail, now)).status).toBe('sent');
    expect(await mailOf(mail)).toHaveLength(1);
  });

  it('tries a throttled send again after a moment, and the message goes out once', async () => {
    const mail = message();
    const client = sesSending();
    const mock = mockClient(client);
    const original = (mock.send as unknown as { wrappedMethod: (...args: unknown[]) => Promise<unknown> })
      .wrappedMethod;
    let calls = 0;
    mock.send.callsFake(((...args: unknown[]) => {
      calls += 1;
      return calls <= 2 ? Promise.reject(throttled()) : original.apply(client, args);
    }) as never);
    try {
      expect((await sendMail(mailLedger, mail, now)).status).toBe('sent');
      expect(calls).toBe(3);
    } finally {
      mock.restore();
    }

    expect(await mailOf(mail)).toHaveLength(1);
  });

  it('gives up on a send throttled every time, and gives the key back', async () => {
    const mail = message();
    const mock = mockClient(SESv2Client);
    mock.on(SendEmailCommand).rejects(throttled());
    try {
      await expect(sendMail(mailLedger, mail, now)).rejects.toBeInstanceOf(MailNotSentError);
      expect(mock.commandCalls(SendEmailCommand).length).toBeGreaterThan(1);
    } finally {
      mock.restore();
    }

    expect((await sendMail(mailLedger, mail, now)).status).toBe('sent');
    expect(await mailOf(mail)).toHaveLength(1);
  });

  it('never tries a send with no answer again, and keeps the key', async () => {
    const mail = message();
    const mock = mockClient(SESv2Client);
    mock
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Connection timed out after 5000 ms'), { name: 'TimeoutError' }));
    try {
      await expect(sendMail(mailLedger, mail, now)).rejects.toBeInstanceOf(MailOutcomeUnknownError);
      expect(mock.commandCalls(SendEmailCommand)).toHaveLength(1);
    } finally {
      mock.restore();
    }

    expect((await sendMail(mailLedger, mail, now)).status).toBe('duplicate');
    expect(await mailOf(mail)).toHaveLength(0);
  });
});

describe('the SES clients', () => {
  it('sends each e-mail in one SDK attempt, and keeps the SDK retries for every other SES call', async () => {
    expect(await sesSending().config.maxAttempts()).toBe(1);
    expect(await sesClient().config.maxAttempts()).toBeGreaterThan(1);
  });
});

function throttled() {
  return Object.assign(new Error('Maximum sending rate exceeded.'), {
    name: 'TooManyRequestsException',
    $fault: 'client',
    $metadata: { httpStatusCode: 429 },
  });
}
