import { valuationOfList, type MailingList } from '@shared/unsubscribe';
import { messages } from '@shared/validation/messages';
import { ValidationError } from '../../lib/errors';
import { checkUnsubscribeToken, linkSigningSecret } from '../../lib/mail/unsubscribe-token';
import { userRateKey } from '../../lib/rate-limit/rate-key';
import { stopValuationUpdates, type StopValuationUpdates } from '../../home-value/published';
import { recordEmailActivity } from './mail-events/email-activity';
import { stopSoldReport } from '../accounts/published';
import { takeRateToken } from '../rate-limits/published';

/** What each list's unsubscribe changes: the newsletter here, a valuation's updates in its service. */
export interface UnsubscribePorts {
  stopSoldReport(userId: string, now: string): Promise<unknown>;
  stopValuationUpdates(request: StopValuationUpdates): Promise<unknown>;
  /**
   * The `unsubscribe` e-mail event (mail-events/email-activity.ts); `key` names the link, `sentAt`
   * the message it came in (its token's `issuedAt`, the send's time), `kind` the list's messages
   * (`newsletter`, `valuation-update`) for the user's Activity history.
   */
  recordUnsubscribe?(userId: string, key: string, now: Date, sentAt: Date, kind: string): Promise<unknown>;
}

const changes: UnsubscribePorts = {
  stopSoldReport,
  stopValuationUpdates,
  recordUnsubscribe: (userId, key, now, sentAt, kind) =>
    recordEmailActivity({
      key,
      type: 'unsubscribe',
      at: now.toISOString(),
      sentAt: sentAt.toISOString(),
      userId,
      kind,
    }),
};

export interface UnsubscribeRequest {
  token: string;
  /** The caller's rate-limit key (their address), worked out only when a token is refused. */
  callerKey: () => string;
  now: Date;
}

/**
 * Acts on an unsubscribe link (DECISIONS rows 13 and 38): the token alone is the authority, so
 * no sign-in is asked, and a token that is not ours (forged, altered, expired, malformed)
 * changes nothing and is answered 'not valid' (400). A valid one stops exactly its list for
 * its user: the newsletter sets `receiveSoldReport` false; a valuation's updates are set to
 * none by the home-value service; it counts as an `unsubscribe` e-mail event of the user (the
 * e-mail analytics, their Activity tab). Doing it twice is the same as once. Limits: refusals count
 * per address, valid links per user (rate-limits.ts).
 */
export async function unsubscribe(
  request: UnsubscribeRequest,
  ports: UnsubscribePorts = changes,
): Promise<MailingList> {
  const { now } = request;
  const check = checkUnsubscribeToken(request.token, linkSigningSecret(), now);
  if (!check.valid) {
    await takeRateToken('unsubscribeRefused', request.callerKey(), now);
    throw new ValidationError([{ field: 'uid', message: messages.unsubscribeLinkInvalid }]);
  }
  const { userId, list, issuedAt } = check.claims;
  await takeRateToken('unsubscribe', userRateKey(userId), now);
  const valuationId = valuationOfList(list);
  if (valuationId === undefined) await ports.stopSoldReport(userId, now.toISOString());
  else await ports.stopValuationUpdates({ valuationId, userId, now });
  // One e-mail event per link (its token), however often it is used: the page and the one-click POST alike.
  const kind = valuationId === undefined ? 'newsletter' : 'valuation-update';
  await ports.recordUnsubscribe?.(
    userId,
    `unsubscribe#${userId}#${list}#${issuedAt}`,
    now,
    new Date(issuedAt * 1000),
    kind,
  );
  return list;
}
