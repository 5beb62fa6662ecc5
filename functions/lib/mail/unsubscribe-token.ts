import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  encodeUnsubscribePayload,
  readUnsubscribeToken,
  unsubscribeTokenOutOfDate,
  type UnsubscribeClaims,
} from '@shared/unsubscribe';
import { env } from '../env';

/**
 * The signature of unsubscribe tokens (shared/unsubscribe.ts has their format): an
 * HMAC-SHA-256 under LINK_SIGNING_SECRET of the payload, which holds the user, the list and
 * the issue time. The purpose is part of what is signed, so a signature made for another kind
 * of link can never pass for this one. The token is the only authority the unsubscribe route
 * asks for: whoever holds a valid one may stop that one list of that one user, nothing else.
 */
const purpose = 'gta-homes/unsubscribe/v1';

/** Shorter than this, a key could be guessed, and with it any user's token forged. */
const minimumSecretLength = 32;

/** The deploy-time key, or an error (500, logged): without it nothing is signed or believed. */
export function linkSigningSecret(): string {
  const secret = env().LINK_SIGNING_SECRET;
  if (!secret || secret.length < minimumSecretLength) {
    throw new Error(
      `LINK_SIGNING_SECRET is not set (or shorter than ${minimumSecretLength} characters): list mail and unsubscribe links are refused until it is.`,
    );
  }
  return secret;
}

function signatureOf(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url');
}

/** A token for `claims`, signed under `secret`. */
export function signUnsubscribeToken(claims: UnsubscribeClaims, secret: string): string {
  const payload = encodeUnsubscribePayload(claims);
  return `${payload}.${signatureOf(payload, secret)}`;
}

export type TokenCheck =
  { valid: true; claims: UnsubscribeClaims } | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Whether `token` is one we signed under `secret` and still works at `now`. The signature is
 * compared as text in constant time: the exact string we would have made, so no other
 * spelling of the same bytes passes.
 */
export function checkUnsubscribeToken(token: string, secret: string, now: Date): TokenCheck {
  const read = readUnsubscribeToken(token);
  if (!read) return { valid: false, reason: 'malformed' };
  const expected = Buffer.from(signatureOf(read.payload, secret));
  const given = Buffer.from(read.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'signature' };
  }
  if (unsubscribeTokenOutOfDate(read.claims, now)) return { valid: false, reason: 'expired' };
  return { valid: true, claims: read.claims };
}
