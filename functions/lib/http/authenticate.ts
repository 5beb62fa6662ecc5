import type { MiddlewareObj } from '@middy/core';
import { callerFromClaims, type Caller } from '../auth/caller';
import { withStanding } from '../auth/standing';
import type { StandingOf } from '../auth/standing-cache';
import { tokenVerifier } from '../auth/verifier';
import { AuthenticationError, ForbiddenError } from '../errors';
import type { Access } from '../route';
import { requestState, type ApiRequest } from './request-state';

/**
 * Verifies the ID token, checks the caller against their profile, and applies the route's
 * access level (DESIGN "Access levels"). A token that is sent but invalid, or whose user is
 * archived, gets 401 on every route, public ones included: never a silent downgrade to
 * anonymous. Roles are the token's groups that the profile also grants (`withStanding`). A
 * route that writes (any method but GET) reads the profile afresh rather than trusting one read
 * up to a minute ago, so a user deleted or archived meanwhile writes nothing more.
 */
export function authenticate(access: Access, standingOf: StandingOf, writes: boolean): MiddlewareObj {
  return {
    name: 'authenticate',
    before: async (request: ApiRequest) => {
      const header = request.event.headers?.authorization;
      let caller: Caller | null = null;
      if (header) {
        const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
        if (!token) throw new AuthenticationError('The Authorization header must be a Bearer token.');
        let fromToken: Caller;
        try {
          fromToken = callerFromClaims(await tokenVerifier().verify(token));
        } catch {
          throw new AuthenticationError('The token is invalid or expired. Sign in again.');
        }
        caller = withStanding(fromToken, await standingOf(fromToken.sub, { fresh: writes }));
      }
      if (access === 'public') {
        requestState(request).caller = null;
        return;
      }
      if (access !== 'optional' && !caller) throw new AuthenticationError('Sign in to continue.');
      if (Array.isArray(access) && caller && !access.some((role) => caller.roles.includes(role))) {
        throw new ForbiddenError('You do not have access to this.');
      }
      requestState(request).caller = caller;
    },
  } as MiddlewareObj;
}
