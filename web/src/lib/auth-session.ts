import { webConfig } from './web-config';

/**
 * Amplify with Cognito is about a fifth of the app's first-load JavaScript, so it is loaded on
 * demand: at sign-in, and at start-up only when this browser holds a session.
 */
export function loadCognito() {
  return import('./cognito');
}

/** Amplify's sign-in code, configured. */
export function loadCognitoSignIn() {
  return import('./cognito-sign-in');
}

/**
 * Whether Amplify has stored a session in this browser (its own key, written at sign-in and
 * removed at sign-out). Amplify stays the judge of whether it is still valid.
 */
export function hasStoredSession(): boolean {
  const key = `CognitoIdentityServiceProvider.${webConfig().userPoolClientId}.LastAuthUser`;
  try {
    // localStorage after "Remember me", sessionStorage otherwise (session-persistence.ts).
    return localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * The Cognito ID token of the signed-in user (the API wants the ID token, DESIGN "Access
 * levels"), refreshed by Amplify when it has expired; undefined when nobody is signed in.
 */
export async function currentIdToken(): Promise<string | undefined> {
  if (!hasStoredSession()) return undefined;
  try {
    const { fetchAuthSession } = await loadCognito();
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    // A revoked or expired refresh token means: signed out.
    return undefined;
  }
}
