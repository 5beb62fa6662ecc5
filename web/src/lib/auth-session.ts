import { hasStoredSession, storedSession } from './stored-session';

export { hasStoredSession };

/** Amplify's tolerance before a token's expiry is 5 s: ours is wider, for the request's trip. */
const expiryMarginMs = 30_000;

/**
 * Amplify with Cognito is about a fifth of the app's first-load JavaScript, so it is loaded on
 * demand: at sign-in and sign-out, and when the stored session's tokens must be refreshed.
 * A page's first requests read the stored session here, without it.
 */
export function loadCognito() {
  return import('./cognito');
}

/** Amplify's sign-in code, configured. */
export function loadCognitoSignIn() {
  return import('./cognito-sign-in');
}

/**
 * The Cognito ID token of the signed-in user (the API wants the ID token, DESIGN "Access
 * levels"); undefined when nobody is signed in.
 *
 * A stored token that is still valid is sent as it is: a page's first request does not wait
 * for Amplify. An expired one (or one that cannot be read) is refreshed by Amplify first. A
 * session that can no longer be refreshed is over (Amplify removes it): the user is signed
 * out, as the header then shows. A refresh that fails for another reason (the network) fails
 * the request: it is never sent without the token, which would silently give a signed-in user
 * the visitor's masked answer.
 */
export async function currentIdToken(): Promise<string | undefined> {
  if (!hasStoredSession()) return undefined;
  const stored = storedSession();
  if (stored && Date.now() + stored.clockDrift + expiryMarginMs < stored.expiresAt) return stored.idToken;
  const { fetchAuthSession } = await loadCognito();
  // Past our margin but maybe not Amplify's: it is told to refresh.
  const session = await fetchAuthSession(stored ? { forceRefresh: true } : undefined);
  return session.tokens?.idToken?.toString();
}
