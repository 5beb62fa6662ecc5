import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { created } from '../../lib/http/answers';
import { handle } from '../../lib/http/handle';
import { property } from '@shared/contract/property';
import { bookShowing } from '../showing';

/**
 * `POST /properties/{mls}/book` (signed-in callers: the screen blurs the booking area for
 * visitors, and the request goes to the caller's own agent). 201 when kept and mailed; 503
 * when the mail could not be sent, in which case nothing was kept.
 */
export const postShowingRequest = handle(property.bookShowing, async ({ params, body, caller }) =>
  created(await bookShowing({ mls: params.mls, request: body, caller: signedInCaller(caller), now: clock.now() })),
);
