import { user } from '@shared/contract/user';
import { messages } from '@shared/validation/messages';
import { clock } from '../../../lib/clock';
import { ValidationError } from '../../../lib/errors';
import { noContent } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { unsubscribePageUrl } from '../../../lib/mail/send';
import { callerKeyOf } from '../../../lib/rate-limit/rate-key';
import { unsubscribe } from '../unsubscribe';

/**
 * `POST /unsubscribe` (not in the spec: the action behind document 3 §2.12's confirm screen,
 * DECISIONS row 13). Two callers: the unsubscribe page, with `{ uid }` as JSON, and a mail
 * client's RFC 8058 one-click POST to the List-Unsubscribe address, `?uid={token}` with the
 * form body `List-Unsubscribe=One-Click`. 204 when done (also when it was done before); 400
 * 'not valid' for a token that is not ours.
 */
export const postUnsubscribe = handle(user.unsubscribe, async ({ query, body, event }) => {
  const token = query.uid ?? body.uid;
  if (!token || (query.uid && body.uid && query.uid !== body.uid)) {
    throw new ValidationError([{ field: 'uid', message: messages.unsubscribeLinkInvalid }]);
  }
  await unsubscribe({ token, callerKey: () => callerKeyOf(event), now: clock.now() });
  return noContent();
});

/**
 * `GET /unsubscribe` (not in the spec): the List-Unsubscribe address as a mail client without
 * one-click opens it, in a browser. It changes nothing (scanners open links too): 302 to the
 * page of document 3 §2.12 with the same token, which asks before it acts. The token is the
 * reader's, so no cache keeps the answer.
 */
export const getUnsubscribe = handle(user.openUnsubscribe, async ({ query }) => {
  return { status: 302, headers: { location: unsubscribePageUrl(query.uid), 'cache-control': 'no-store' } };
});
