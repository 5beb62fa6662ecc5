import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { env } from '../env';

/**
 * Verifies Cognito ID tokens in the Lambda itself, in AWS and locally alike (DESIGN
 * "Access levels"). In AWS: `CognitoJwtVerifier` for the stack's pool and client. Locally:
 * `JwtRsaVerifier` for cognito-local's issuer, with the JWKS fetched once at start-up,
 * because cognito-local serves it over plain http. cognito-local's signing key is public,
 * so the local issuer is accepted only when `LOCAL_COGNITO_ISSUER` is a loopback URL; the
 * CDK stack never sets that variable.
 */
export interface TokenVerifier {
  verify(token: string): Promise<JwtPayload>;
}

let verifier: TokenVerifier | undefined;
let localVerifier: ReturnType<typeof createLocalVerifier> | undefined;

function localIssuer(): string | undefined {
  const domain = env().LOCAL_COGNITO_ISSUER;
  if (!domain) return undefined;
  const host = new URL(domain).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
    throw new Error('LOCAL_COGNITO_ISSUER must be a loopback URL: the local signing key is public.');
  }
  return `${domain.replace(/\/$/, '')}/${env().USER_POOL_ID}`;
}

function createLocalVerifier(issuer: string) {
  return JwtRsaVerifier.create({
    issuer,
    audience: env().USER_POOL_CLIENT_ID,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new Error('Not an ID token');
    },
  });
}

export function tokenVerifier(): TokenVerifier {
  if (verifier) return verifier;
  const issuer = localIssuer();
  if (issuer) {
    localVerifier = createLocalVerifier(issuer);
    verifier = localVerifier;
  } else {
    verifier = CognitoJwtVerifier.create({
      userPoolId: env().USER_POOL_ID,
      tokenUse: 'id',
      clientId: env().USER_POOL_CLIENT_ID,
    });
  }
  return verifier;
}

/** Fetches cognito-local's JWKS once and caches it in the local verifier. */
export async function primeLocalJwks(): Promise<void> {
  const issuer = localIssuer();
  if (!issuer) return;
  tokenVerifier();
  const response = await fetch(`${issuer}/.well-known/jwks.json`);
  if (!response.ok) throw new Error(`Cannot fetch the local JWKS: HTTP ${response.status}`);
  localVerifier?.cacheJwks((await response.json()) as Jwks);
}

/** For tests that switch pools or issuers within one process. */
export function resetVerifier(): void {
  verifier = undefined;
  localVerifier = undefined;
}
