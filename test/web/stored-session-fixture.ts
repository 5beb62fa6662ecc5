import type { WebConfigInput } from '@shared/web-config';

/** A site whose app client is `client-1`: Amplify's keys in storage name it. */
export const client1Config: WebConfigInput = {
  apiUrl: '/api',
  photosUrl: '/p',
  region: 'r',
  userPoolId: 'p',
  userPoolClientId: 'client-1',
  productName: 'GTA Homes',
};

/** A JWT as Cognito signs it (the browser reads its payload only, never checks the signature). */
export function jwt(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(payload)}.signature`;
}

/** What Amplify stores at sign-in for `client-1`, user `u1` (sub `sub-1`), its ID token expiring at `expiresAt`. */
export function storeSession(store: Storage, expiresAt: number, clockDrift = 0): void {
  const prefix = 'CognitoIdentityServiceProvider.client-1';
  store.setItem(`${prefix}.LastAuthUser`, 'u1');
  store.setItem(`${prefix}.u1.idToken`, jwt({ sub: 'sub-1', exp: Math.floor(expiresAt / 1000) }));
  store.setItem(`${prefix}.u1.clockDrift`, String(clockDrift));
}
