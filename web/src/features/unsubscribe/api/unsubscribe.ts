import { api } from '../../../lib/api/client';

/**
 * `POST /unsubscribe` with the link's token: the token is the authority, so no ID token is
 * sent (whoever is signed in on this browser does not matter). 204 when done.
 */
export function unsubscribe(uid: string): Promise<void> {
  return api.user.unsubscribe({ body: { uid } }, { withoutToken: true });
}
