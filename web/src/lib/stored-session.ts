import { webConfig } from './web-config';

/*
 * The session Amplify keeps in this browser, read straight from its storage keys (its
 * TokenStore's: `CognitoIdentityServiceProvider.{client}.{user}.idToken`…), without loading
 * Amplify: what a page's first requests need (auth-session.ts) and who their answers are for
 * (viewerKey).
 */
const keyPrefix = 'CognitoIdentityServiceProvider';

/** The session Amplify keeps in this browser, as stored: the ID token and what the app needs of it. */
export interface StoredSession {
  idToken: string;
  /** The user's id (the token's `sub`). */
  sub: string;
  /** When the ID token expires, in ms since the epoch (the token's `exp`). */
  expiresAt: number;
  /** Amplify's measure of this clock against Cognito's, in ms. */
  clockDrift: number;
}

/** Where Amplify keeps the session: localStorage after "Remember me", sessionStorage otherwise (session-persistence.ts). */
function stores(): Storage[] {
  try {
    return [localStorage, sessionStorage];
  } catch {
    return [];
  }
}

function lastAuthUser(store: Storage): string | null {
  return store.getItem(`${keyPrefix}.${webConfig().userPoolClientId}.LastAuthUser`);
}

/**
 * Whether Amplify has stored a session in this browser (its own key, written at sign-in and
 * removed at sign-out).
 */
export function hasStoredSession(): boolean {
  try {
    return stores().some((store) => lastAuthUser(store) !== null);
  } catch {
    return false;
  }
}

function payloadOf(jwt: string): { sub?: unknown; exp?: unknown } {
  const part = jwt.split('.')[1] ?? '';
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as object;
}

/**
 * The stored session read straight from Amplify's storage keys, without loading Amplify;
 * undefined when nobody is signed in here or what is stored cannot be read.
 */
export function storedSession(): StoredSession | undefined {
  try {
    for (const store of stores()) {
      const user = lastAuthUser(store);
      if (user === null) continue;
      const key = `${keyPrefix}.${webConfig().userPoolClientId}.${user}`;
      const idToken = store.getItem(`${key}.idToken`);
      if (!idToken) return undefined;
      const { sub, exp } = payloadOf(idToken);
      if (typeof sub !== 'string' || typeof exp !== 'number') return undefined;
      return { idToken, sub, expiresAt: exp * 1000, clockDrift: Number(store.getItem(`${key}.clockDrift`)) || 0 };
    }
  } catch {
    // Storage disabled, or a token that is not a JWT: Amplify is asked instead.
  }
  return undefined;
}

/**
 * Who is asking, for the query keys of answers that differ by viewer (masked for visitors):
 * the signed-in user's id, or 'anonymous'. Read from storage, so a loader knows it before any
 * request, and a visitor's answer is never served to a user from the cache.
 */
export function viewerKey(): string {
  return storedSession()?.sub ?? 'anonymous';
}
