import type { MailingList } from '@shared/unsubscribe';
import { sendEmail } from '../adapters/ses-email';
import { env } from '../env';
import { createLogger } from '../logger';
import { recordMetric } from '../signals/signals';
import { ServiceUnavailableError } from '../errors';
import type { MailLedger } from './ledger';
import type { SendingPause } from './sending-health';
import { addressOf, displayNameOf, mailbox } from './mailbox';
import type { MailBlock, OutgoingMail } from './message';
import { renderMail } from './render';
import { mailSettings } from './settings';
import { honeypotLinkNumber } from './machine-click';
import { mayHaveBeenSent, refusedForNow } from './ses-failures';
import { newClickReference, trackLink } from './tracked-link';
import { linkSigningSecret, signUnsubscribeToken } from './unsubscribe-token';

/** What became of one message. */
export type MailOutcome =
  | { status: 'sent'; messageId: string | undefined }
  /** Its idempotency key was taken before: this message went out already, nothing was sent now. */
  | { status: 'duplicate' }
  /** The address is suppressed (a bounce, a complaint): nothing was sent, nothing recorded. */
  | { status: 'suppressed' };

/** What became of one bulk message (sendBulkMail): also, sending is paused and nothing was sent. */
export type BulkMailOutcome = MailOutcome | { status: 'paused'; pause: SendingPause };

/** SES refused the message (503); its key was given back, so the same send may be tried again. */
export class MailNotSentError extends ServiceUnavailableError {
  override readonly name: string = 'MailNotSentError';
}

/**
 * SES's answer never came (a timeout, a dropped connection, a server fault): the message may
 * or may not have gone out. Its key stays taken, so no retry can send a second copy; the
 * caller reports it (the newsletter's campaign lists it as unknown). A MailNotSentError to the
 * callers that only tell the user "not sent right now".
 */
export class MailOutcomeUnknownError extends MailNotSentError {
  override readonly name: string = 'MailOutcomeUnknownError';
}

/** The waits before each new try of a send refused for now: about 3.5 s in all, then it gives up. */
const retryDelaysMs = [250, 750, 2500];

const logger = /* @__PURE__ */ createLogger('mail');

/** How long an idempotency key is kept: longer than any job re-run or retry could come. */
const claimDays = 400;

/**
 * The path of the API under the site, as CloudFront (and the local gateway) mount it: the API
 * stage `api` (infra/constructs/http-api.ts), which functions cannot import.
 */
const apiPath = '/api';

/** The site's address, without a trailing slash. */
const siteUrl = () => env().SITE_URL.replace(/\/$/, '');

/** An API address under the site, for a message to carry: `https://site/api/agents/…`. */
export const siteApiUrl = (path: string) => `${siteUrl()}${apiPath}${path}`;

/** The unsubscribe page (document 3 §2.12), with a token when there is one. */
export const unsubscribePageUrl = (token?: string) =>
  `${siteUrl()}/unsubscribe${token ? `?uid=${encodeURIComponent(token)}` : ''}`;

/**
 * A list mail's two links, carrying one token: the page a person opens (`/unsubscribe`, which
 * asks before it acts) and the RFC 8058 one-click address a mail client POSTs to.
 */
export function unsubscribeLinks(list: MailingList, userId: string, now: Date) {
  const token = signUnsubscribeToken({ userId, list, issuedAt: Math.floor(now.getTime() / 1000) }, linkSigningSecret());
  return {
    token,
    page: unsubscribePageUrl(token),
    oneClick: siteApiUrl(`/unsubscribe?uid=${encodeURIComponent(token)}`),
  };
}

/**
 * The blocks with each button that leads to a page of our site turned into a tracked link
 * (`/e/{reference}.{n}/…`, tracked-link.ts), so the e-mail redirect can count its click for
 * this message and user. Only buttons: a link written out in a paragraph stays as it is, for
 * a reader who copies it. Undefined `reference` when nothing was tracked.
 */
function withTrackedLinks(blocks: readonly MailBlock[]): {
  blocks: readonly MailBlock[];
  reference?: string;
  honeypotUrl?: string;
} {
  const site = env().SITE_URL;
  if (!blocks.some((block) => 'button' in block)) return { blocks };
  let secret: string;
  try {
    secret = linkSigningSecret();
  } catch (error) {
    // An invitation or a showing must not fail for want of click counting: sent untracked.
    logger.warn('Links are not tracked: no link-signing key', { error });
    return { blocks };
  }
  const reference = newClickReference();
  let n = 0;
  const tracked = blocks.map((block) => {
    if (!('button' in block)) return block;
    const url = trackLink(block.button.url, site, `${reference}.${n + 1}`, secret);
    if (url === block.button.url) return block;
    n += 1;
    return { button: { ...block.button, url } };
  });
  if (n === 0) return { blocks };
  // Link 0, the honeypot (machine-click.ts): leads to the home page, so following it is harmless.
  const honeypotUrl = trackLink(`${new URL(site).origin}/`, site, `${reference}.${honeypotLinkNumber}`, secret);
  return { blocks: tracked, reference, honeypotUrl };
}

/**
 * The one way the product sends e-mail (DESIGN "One mail helper"). In order:
 * 1. an address on the suppression list gets nothing;
 * 2. the idempotency key is claimed in one conditional write, so a second send with the same
 *    key (a retried request, a re-run job) sends nothing and says 'duplicate';
 * 3. the message is rendered (HTML and text, with the agent's branding) and sent through SES,
 *    from the agent's own address when SES verified it, else from the product's verified
 *    address, named "{agent} via {product}" when it speaks for an agent (DECISIONS row 12);
 *    list mail gets RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers and a
 *    visible link, transactional mail neither; buttons to our site become tracked links
 *    (tracked-link.ts, README "Tracked links"); it is tagged (campaign, user) and, once SES took
 *    it, recorded, so that its SES events find it (functions/user/mail/mail-events/).
 * SendEmail is one SDK attempt (aws-clients.ts `sesSending`). A refusal for now (throttling,
 * a connection refused: nothing sent) is tried again a few times with backoff. When SES
 * still refuses, the key is released and MailNotSentError thrown: nothing was sent, and the
 * caller may retry. When SES's answer never comes (a timeout, a 5xx), nothing is tried again,
 * the key stays taken and MailOutcomeUnknownError is thrown: it may have been sent, so
 * nothing may send it again. Each outcome is counted (`MailSent`, `MailFailed`, `MailSuppressed`,
 * functions/lib/signals/metric-names.ts). Delivery is at most once: a crash between the claim and SES's
 * answer leaves the key taken and the message unsent, which we prefer to sending it twice.
 */
export async function sendMail(ledger: MailLedger, mail: OutgoingMail, now: Date): Promise<MailOutcome> {
  const to = mail.to.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(to)) throw new Error(`Not an e-mail address: ${JSON.stringify(mail.to)}`);
  // Signed before anything is written: without the key, list mail fails and claims nothing.
  const links = mail.kind === 'transactional' ? undefined : unsubscribeLinks(mail.kind.list, mail.kind.userId, now);
  const tracked = withTrackedLinks(mail.blocks);

  if (await ledger.isSuppressed(to)) {
    recordMetric('mailSuppressed');
    return { status: 'suppressed' };
  }
  const claimed = await ledger.claim({
    key: mail.idempotencyKey,
    to,
    claimedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + claimDays * 24 * 3600,
  });
  if (!claimed) return { status: 'duplicate' };

  const settings = mailSettings();
  const body = renderMail(
    { ...mail, blocks: tracked.blocks, ...(tracked.honeypotUrl && { honeypotUrl: tracked.honeypotUrl }) },
    settings,
    links && mail.kind !== 'transactional' ? { list: mail.kind.list, url: links.page } : undefined,
  );
  const from = await senderOf(ledger, mail, settings.productName);
  const userId = mail.userId ?? (mail.kind === 'transactional' ? undefined : mail.kind.userId);
  const campaign = campaignOf(mail.idempotencyKey);
  let messageId: string | undefined;
  try {
    messageId = await sendRetryingRefusals({
      from: from.mailbox,
      to,
      ...(from.replyTo && { replyTo: from.replyTo }),
      // A line break in a header would start another header.
      subject: mail.subject.replace(/[\r\n]+/g, ' '),
      ...body,
      ...(links && {
        headers: [
          { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
          { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
        ],
      }),
      tags: { campaign, ...(userId && { userId }) },
    });
  } catch (error) {
    recordMetric('mailFailed');
    if (mayHaveBeenSent(error)) {
      // At most once: the key stays taken, so no retry sends a second copy of what SES may have sent.
      logger.error('SES gave no answer: the message may have been sent', { error, key: mail.idempotencyKey });
      throw new MailOutcomeUnknownError('The e-mail could not be sent right now.', { cause: error });
    }
    await ledger.release(mail.idempotencyKey);
    throw new MailNotSentError('The e-mail could not be sent right now.', { cause: error });
  }
  recordMetric('mailSent');
  // After SES took it: a failure to note it must not make the caller send it again.
  if (messageId) {
    await ledger
      .recordSent({
        messageId,
        to,
        campaign,
        ...(userId && { userId }),
        sentAt: now.toISOString(),
        ...(tracked.reference && { clickReference: tracked.reference }),
      })
      .catch((error: unknown) => logger.error('A sent message was not recorded', { error, messageId }));
  }
  return { status: 'sent', messageId };
}

/** SendEmail, tried again after a refusal for now (refusedForNow); any other failure is thrown at once. */
async function sendRetryingRefusals(email: Parameters<typeof sendEmail>[0]): Promise<string | undefined> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await sendEmail(email);
    } catch (error) {
      const delay = retryDelaysMs[retry];
      if (delay === undefined || !refusedForNow(error)) throw error;
      // Jitter, so that senders throttled together do not come back together.
      await new Promise((resolve) => setTimeout(resolve, delay * (0.5 + Math.random())));
    }
  }
}

/**
 * Bulk mail (an import's invitations, the newsletter): the same as `sendMail`, but first the
 * sending pause (sending-health.ts): while bounces or complaints have paused sending, nothing
 * is sent or claimed and the answer is 'paused', so the job stops and carries on, from the same
 * recipient, once an admin resumes (`POST /admin/sending/resume`). One-to-one mail (a sign-up
 * code, a showing request, a single invitation) does not wait on it.
 */
export async function sendBulkMail(ledger: MailLedger, mail: OutgoingMail, now: Date): Promise<BulkMailOutcome> {
  const pause = await ledger.sendingPause();
  if (pause) return { status: 'paused', pause };
  return sendMail(ledger, mail, now);
}

/**
 * SES message tag values allow letters, digits, `_` and `-` only (at most 256): the key's first
 * part names the kind of message (`invitation`, `newsletter`, `showing`, `valuation`).
 */
function campaignOf(idempotencyKey: string): string {
  return (idempotencyKey.split(':')[0] ?? '').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'mail';
}

/**
 * Who the message is from (DECISIONS row 12): an agent whose own address SES has verified sends
 * as themselves; otherwise the product's verified address, named "{agent} via {product}" with
 * the agent as Reply-To, or the product's own name when no agent speaks.
 */
async function senderOf(ledger: MailLedger, mail: OutgoingMail, productName: string) {
  const agentAddress = mail.agent?.email?.trim().toLowerCase();
  if (mail.agent && agentAddress && (await ledger.isVerifiedSender(agentAddress))) {
    return { mailbox: mailbox(mail.agent.name, agentAddress), replyTo: mail.replyTo };
  }
  const senderName = mail.agent
    ? `${mail.agent.name} via ${productName}`
    : (displayNameOf(env().MAIL_FROM) ?? productName);
  return {
    mailbox: mailbox(senderName, addressOf(env().MAIL_FROM)),
    replyTo: mail.replyTo ?? (mail.agent?.email ? [mail.agent.email] : undefined),
  };
}
