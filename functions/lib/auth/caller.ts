import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { rolesFromGroups, type Role } from '@shared/roles';
import { AuthenticationError } from '../errors';

/** The signed-in user behind a request, read from a verified ID token. */
export interface Caller {
  sub: string;
  email: string;
  /** The token's `name` claim; cognito-local omits it. */
  name?: string;
  emailVerified: boolean;
  roles: Role[];
}

export function callerFromClaims(claims: JwtPayload): Caller {
  const groups = claims['cognito:groups'];
  return {
    sub: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : '',
    ...(typeof claims.name === 'string' && { name: claims.name }),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    roles: rolesFromGroups(Array.isArray(groups) ? groups : undefined),
  };
}

/** For handlers of `signedIn` and role routes: the middleware has checked; this re-asserts. */
export function signedInCaller(caller: Caller | null): Caller {
  if (!caller) throw new AuthenticationError('Sign in to continue.');
  return caller;
}
