import type { Month } from '@shared/months';
import { homeNeighbourhoodOf } from '../../../home-value/published';
import { neighbourhoodNames } from '../../../property/published';
import { env } from '../../../lib/env';
import { createLogger } from '../../../lib/logger';
import type { AgentBrand } from '../../../lib/mail/message';
import { MailNotSentError, MailOutcomeUnknownError, sendBulkMail } from '../../../lib/mail/send';
import { agentOfContact, findAgent, type ProfileRecord } from '../../accounts/published';
import { listFollowings } from '../../followings/published';
import { invitationBrand } from '../../invitations/published';
import { mailLedgerRepository as mailLedger } from '../mail-ledger-repository';
import { noteRecipient, type RecipientOutcome } from './campaign-repository';
import { newsletterMail, type NewsletterNeighbourhood } from './newsletter-mail';

export { pacer } from '../../../lib/mail/pacer';

const logger = /* @__PURE__ */ createLogger('newsletter');

/** SES refusals that say "slow down" or "not now" for every message, not for this one. */
const accountRefusals = new Set([
  'TooManyRequestsException',
  'Throttling',
  'ThrottlingException',
  'LimitExceededException',
  'SendingPausedException',
  'AccountSuspendedException',
]);

/** A user the newsletter is for: an active account with `receiveEmail` (the master switch) and `receiveSoldReport`. */
export function subscribed(profile: ProfileRecord): boolean {
  return (
    (profile.status === undefined || profile.status === 'active') &&
    profile.receiveEmail !== false &&
    profile.receiveSoldReport !== false &&
    typeof profile.email === 'string' &&
    profile.email.includes('@')
  );
}

/**
 * What one recipient's delivery came to: noted (sent, skipped, failed or unknown), or a stop
 * for the whole campaign: bulk sending is paused, or SES refuses for the account (the rest
 * would be refused too; this recipient is noted failed and its claim given back).
 */
export type Delivery =
  | { kind: 'noted'; outcome: RecipientOutcome['outcome'] }
  | { kind: 'paused'; pause: { pausedAt: string; reason: string } }
  | { kind: 'refused'; error: string };

/**
 * One month's deliveries (README.md "At most once per recipient"): the same for the one-process
 * run (`runNewsletter`) and the queue's workers (`newsletter-worker.ts`). The mail helper claims
 * `newsletter:{month}:{userId}` before the send, so a second delivery to one recipient, from a
 * replay, a redelivered message or two workers at once, finds the claim and sends nothing.
 */
export function newsletterDeliveries(
  month: Month,
  published: Map<string, NewsletterNeighbourhood['figures']>,
  now: Date,
  pace: () => Promise<void>,
) {
  let names: Promise<Map<string, string>> | undefined;
  const brands = new Map<string, Promise<AgentBrand | undefined>>();
  const brandOf = (profile: ProfileRecord) => {
    const agentId = agentOfContact(profile) ?? (profile.roles?.includes('agent') ? profile.id : undefined);
    if (!agentId) return Promise.resolve(undefined);
    let brand = brands.get(agentId);
    if (!brand) {
      brand = findAgent(agentId).then((agent) => invitationBrand(agent));
      brands.set(agentId, brand);
    }
    return brand;
  };
  const note = async (userId: string, outcome: RecipientOutcome, onlyIfUnsettled = false): Promise<Delivery> => {
    await noteRecipient(month, { userId, at: now.toISOString(), ...outcome }, { onlyIfUnsettled });
    return { kind: 'noted', outcome: outcome.outcome };
  };

  return async function deliver(profile: ProfileRecord): Promise<Delivery> {
    const places = await neighbourhoodsOf(profile.id, published, await (names ??= neighbourhoodNames()));
    if (places.list.length === 0) return note(profile.id, { outcome: 'skipped', reason: 'no-neighbourhood' });
    const mail = newsletterMail({
      month,
      user: { id: profile.id, email: profile.email, firstName: profile.firstName },
      neighbourhoods: places.list,
      fromHome: places.fromHome,
      agent: await brandOf(profile),
      siteUrl: env().SITE_URL,
    });
    await pace();
    try {
      const outcome = await sendBulkMail(mailLedger, mail, now);
      if (outcome.status === 'paused') {
        return { kind: 'paused', pause: { pausedAt: outcome.pause.pausedAt, reason: outcome.pause.reason } };
      }
      if (outcome.status === 'sent')
        return note(profile.id, { outcome: 'sent', ...(outcome.messageId && { messageId: outcome.messageId }) });
      if (outcome.status === 'suppressed') return note(profile.id, { outcome: 'skipped', reason: 'suppressed' });
      // Claimed by another run, now or before: that run notes what it saw. If it never does
      // (it crashed between the claim and SES's answer), the e-mail may or may not have gone.
      return note(profile.id, { outcome: 'unknown' }, true);
    } catch (error) {
      if (error instanceof MailOutcomeUnknownError) {
        logger.error('Newsletter send with no answer from SES', { month, userId: profile.id, error });
        return note(profile.id, { outcome: 'unknown' });
      }
      if (!(error instanceof MailNotSentError)) throw error;
      const name = (error.cause as { name?: string } | undefined)?.name ?? 'Error';
      await note(profile.id, { outcome: 'failed', error: name });
      if (accountRefusals.has(name)) return { kind: 'refused', error: name };
      return { kind: 'noted', outcome: 'failed' };
    }
  };
}

/**
 * The neighbourhoods of a user's e-mail: those they follow that the month's publication has
 * (a neighbourhood removed by a boundary import is not), in name order; when they follow none,
 * their home's (the newest valuation they own).
 */
async function neighbourhoodsOf(
  userId: string,
  published: Map<string, NewsletterNeighbourhood['figures']>,
  names: Map<string, string>,
): Promise<{ list: NewsletterNeighbourhood[]; fromHome: boolean }> {
  const followed = Object.keys((await listFollowings(userId)).neighbourhoods);
  const fromHome = followed.length === 0;
  const ids = fromHome ? [await homeNeighbourhoodOf(userId)].filter((id): id is string => id !== undefined) : followed;
  const list = ids.flatMap((id) => {
    const figures = published.get(id);
    return figures ? [{ id, name: names.get(id) ?? id, figures }] : [];
  });
  list.sort((a, b) => a.name.localeCompare(b.name));
  return { list, fromHome };
}
