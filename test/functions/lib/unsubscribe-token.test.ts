import { describe, expect, it } from 'vitest';
import { encodeUnsubscribePayload, readUnsubscribeToken, unsubscribeTokenLifetimeDays } from '@shared/unsubscribe';
import { checkUnsubscribeToken, signUnsubscribeToken } from '../../../functions/lib/mail/unsubscribe-token';

const secret = 'k'.repeat(43);
const issued = new Date('2026-06-15T16:00:00Z');
const issuedAt = issued.getTime() / 1000;
const day = 24 * 3600 * 1000;
const claims = { userId: '7d1c1b7e-2f4a-4c1e-9a55-0b6a3e1f2c3d', list: 'newsletter' as const, issuedAt };

/** A token whose payload says `changed` but whose signature is the original's. */
function withPayload(token: string, changed: Parameters<typeof encodeUnsubscribePayload>[0]): string {
  const signature = token.split('.')[1];
  return `${encodeUnsubscribePayload(changed)}.${signature}`;
}

describe('unsubscribe tokens (DECISIONS row 13)', () => {
  it('gives back the user, the list and the issue time it was signed for', () => {
    const token = signUnsubscribeToken(claims, secret);

    expect(checkUnsubscribeToken(token, secret, new Date(issued.getTime() + day))).toEqual({ valid: true, claims });
  });

  it('is URL-safe as it is, and readable without the key', () => {
    const token = signUnsubscribeToken({ ...claims, list: 'valuation:hv_01J2X' }, secret);

    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(token)?.claims).toEqual({ ...claims, list: 'valuation:hv_01J2X' });
  });

  it('refuses a token whose user was changed', () => {
    const token = signUnsubscribeToken(claims, secret);

    const forged = withPayload(token, { ...claims, userId: 'someone-else' });

    expect(checkUnsubscribeToken(forged, secret, issued)).toEqual({ valid: false, reason: 'signature' });
  });

  it('refuses a token moved to another list', () => {
    const token = signUnsubscribeToken({ ...claims, list: 'valuation:abc' }, secret);

    expect(checkUnsubscribeToken(withPayload(token, claims), secret, issued)).toEqual({
      valid: false,
      reason: 'signature',
    });
    expect(checkUnsubscribeToken(withPayload(token, { ...claims, list: 'valuation:xyz' }), secret, issued)).toEqual({
      valid: false,
      reason: 'signature',
    });
  });

  it('refuses a token made younger to outlive its year', () => {
    const token = signUnsubscribeToken(claims, secret);
    const later = new Date(issued.getTime() + 400 * day);

    const forged = withPayload(token, { ...claims, issuedAt: issuedAt + 100 * 24 * 3600 });

    expect(checkUnsubscribeToken(forged, secret, later)).toEqual({ valid: false, reason: 'signature' });
  });

  it('refuses a changed signature, a cut one and one spelled with other characters', () => {
    const token = signUnsubscribeToken(claims, secret);
    const [payload = '', signature = ''] = token.split('.');
    const flipped = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;

    expect(checkUnsubscribeToken(flipped, secret, issued).valid).toBe(false);
    expect(checkUnsubscribeToken(`${payload}.${signature.slice(0, 20)}`, secret, issued).valid).toBe(false);
    expect(checkUnsubscribeToken(`${payload}.${signature}=`, secret, issued).valid).toBe(false);
  });

  it('refuses a token signed under another key', () => {
    const token = signUnsubscribeToken(claims, 'x'.repeat(43));

    expect(checkUnsubscribeToken(token, secret, issued)).toEqual({ valid: false, reason: 'signature' });
  });

  it(`works for ${unsubscribeTokenLifetimeDays} days, then is expired`, () => {
    const token = signUnsubscribeToken(claims, secret);

    expect(checkUnsubscribeToken(token, secret, new Date(issued.getTime() + 364 * day)).valid).toBe(true);
    expect(checkUnsubscribeToken(token, secret, new Date(issued.getTime() + 366 * day))).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuses a token issued more than a day ahead of the clock', () => {
    const token = signUnsubscribeToken(claims, secret);

    expect(checkUnsubscribeToken(token, secret, new Date(issued.getTime() - 2 * day))).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it.each([
    ['nothing', ''],
    ['a bare user id', claims.userId],
    ['three parts', 'a.b.c'],
    ['a payload that is not JSON', `${Buffer.from('{{').toString('base64url')}.sig`],
    ['an unknown list', `${Buffer.from(JSON.stringify([1, 'u1', 'everything', issuedAt])).toString('base64url')}.sig`],
    ['another version', `${Buffer.from(JSON.stringify([2, 'u1', 'newsletter', issuedAt])).toString('base64url')}.sig`],
    ['a very long text', 'a'.repeat(5000)],
  ])('calls %s malformed', (_, token) => {
    expect(checkUnsubscribeToken(token, secret, issued)).toEqual({ valid: false, reason: 'malformed' });
  });

  it('cannot be made for a list nobody can stop, or for an id with odd characters', () => {
    expect(() => signUnsubscribeToken({ ...claims, list: 'everything' as 'newsletter' }, secret)).toThrow();
    expect(() => signUnsubscribeToken({ ...claims, userId: 'a.b' }, secret)).toThrow();
  });
});
