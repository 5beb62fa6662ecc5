import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret that binds an invitation to its invitee (DECISIONS row 33): it travels only in
 * the invitation link, in the body of `POST /invite/{id}/name` (the sign-up form's name) and in
 * the sign-up's ClientMetadata; the table keeps its hash.
 */

/** 256 random bits: far above the 128 the issue asks for, and 43 URL-safe characters. */
const tokenBytes = 32;
export const invitationTokenLifetimeMs = 14 * 24 * 60 * 60 * 1000;

export interface IssuedInvitationToken {
  /** Given out once (in the link), never stored. */
  token: string;
  tokenHash: string;
  /** ISO instant, 14 days after issue. Not the table's TTL attribute `expiresAt`: the invitation outlives its token. */
  tokenExpiresAt: string;
}

/**
 * SHA-256, not a slow password hash: the token is 256 random bits, so nobody can search for it
 * from its hash; slow hashes only protect secrets that people choose.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export function issueInvitationToken(now: Date): IssuedInvitationToken {
  const token = randomBytes(tokenBytes).toString('base64url');
  return {
    token,
    tokenHash: hashInvitationToken(token),
    tokenExpiresAt: new Date(now.getTime() + invitationTokenLifetimeMs).toISOString(),
  };
}

/** Whether `token` is the one whose hash is stored, compared in constant time. */
export function tokenMatchesHash(token: string, tokenHash: string): boolean {
  const given = Buffer.from(hashInvitationToken(token), 'utf8');
  const stored = Buffer.from(tokenHash, 'utf8');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
