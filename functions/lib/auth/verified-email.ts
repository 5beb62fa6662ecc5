import type { Caller } from './caller';

/**
 * The caller's e-mail address when their token says it is verified, else undefined.
 * A user can change their own `email` in Cognito, and until the new address is verified it
 * may be anybody's: such an address is never written, shown to others or used as a reply
 * address (issue 11, hole 6).
 */
export function verifiedEmail(caller: Pick<Caller, 'email' | 'emailVerified'>): string | undefined {
  return caller.emailVerified && caller.email ? caller.email : undefined;
}
