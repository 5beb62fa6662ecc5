import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnv } from '../../../functions/lib/env';
import { originVerifyHeader } from '../../../functions/lib/http/origin-verify';
import { callerKeyOf, callerNetwork, userRateKey } from '../../../functions/lib/rate-limit/rate-key';
import { apiEvent } from '../../support/api-event';

const secret = 'b1946ac9-2d6e-4f1a-9c0e-3f5d7a8b9c10';
const rateKeySecret = 'k3Yq9-Zs0bW7tLx2VfR8nPc4HdJ6mA1eUoG5iQyT_wE';

function eventFrom(sourceIp: string, headers: Record<string, string> = {}) {
  const event = apiEvent('GET /invite/{id}', { headers });
  event.requestContext.http.sourceIp = sourceIp;
  return event;
}

const viewer = (address: string) => ({ 'cloudfront-viewer-address': address });
const throughCloudFront = (address: string) => ({ ...viewer(address), [originVerifyHeader]: secret });

describe('who is asking (the rate limit key)', () => {
  beforeEach(() => {
    process.env.ORIGIN_VERIFY_SECRET = secret;
    process.env.RATE_KEY_SECRET = rateKeySecret;
    resetEnv();
  });
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    delete process.env.RATE_KEY_SECRET;
    resetEnv();
  });

  it('is the source address, hashed: no address is stored in clear', () => {
    const key = callerKeyOf(eventFrom('203.0.113.9'));
    expect(key).toBe(callerKeyOf(eventFrom('203.0.113.9')));
    expect(key).not.toBe(callerKeyOf(eventFrom('203.0.113.10')));
    expect(key).not.toContain('203');
  });

  it("is the viewer's address on a request that carries CloudFront's origin secret, whatever the edge and the port", () => {
    expect(callerKeyOf(eventFrom('130.176.1.1', throughCloudFront('198.51.100.4:50123')))).toBe(
      callerKeyOf(eventFrom('130.176.9.9', throughCloudFront('198.51.100.4:2'))),
    );
    expect(callerKeyOf(eventFrom('130.176.1.1', throughCloudFront('198.51.100.4:1')))).toBe(
      callerKeyOf(eventFrom('198.51.100.4')),
    );
    expect(callerKeyOf(eventFrom('130.176.1.1', throughCloudFront('198.51.100.5:1')))).not.toBe(
      callerKeyOf(eventFrom('130.176.1.1', throughCloudFront('198.51.100.4:1'))),
    );
  });

  it('ignores a spoofed viewer header sent straight to the API: the key stays the source address', () => {
    const direct = callerKeyOf(eventFrom('203.0.113.77'));
    for (const address of ['198.51.100.1:1', '198.51.100.2:2', '10.0.0.3:3']) {
      expect(callerKeyOf(eventFrom('203.0.113.77', viewer(address)))).toBe(direct);
    }
  });

  it('ignores the viewer header when the origin secret is wrong, a prefix of it, or empty', () => {
    const direct = callerKeyOf(eventFrom('203.0.113.78'));
    for (const sent of [`${secret}x`, secret.slice(0, -1), secret.toUpperCase(), '']) {
      const headers = { ...viewer('198.51.100.9:443'), [originVerifyHeader]: sent };
      expect(callerKeyOf(eventFrom('203.0.113.78', headers)), sent).toBe(direct);
    }
  });

  it('believes no viewer header where no secret is configured (the local stack)', () => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    resetEnv();
    const direct = callerKeyOf(eventFrom('127.0.0.1'));
    expect(callerKeyOf(eventFrom('127.0.0.1', throughCloudFront('198.51.100.4:1')))).toBe(direct);
    expect(callerKeyOf(eventFrom('127.0.0.1', { ...viewer('198.51.100.4:1'), [originVerifyHeader]: '' }))).toBe(direct);
  });

  it('is keyed under the deploy-time secret: not the SHA-256 of the address, and another secret gives another key', () => {
    const address = '203.0.113.9';
    const key = callerKeyOf(eventFrom(address));
    // The old key: anyone could hash the 2^32 IPv4 addresses and read who was counted.
    expect(key).not.toBe(createHash('sha256').update(address).digest('base64url').slice(0, 22));

    process.env.RATE_KEY_SECRET = 'another-secret-of-enough-length-0123456789';
    resetEnv();
    expect(callerKeyOf(eventFrom(address))).not.toBe(key);
  });

  it('keys a user limit under the secret too, never the bare user id', () => {
    const key = userRateKey('0b6c9e2a-1f3d-4c5e-8a7b-9d0e1f2a3b4c');
    expect(key).not.toContain('0b6c9e2a');
    expect(key).toBe(userRateKey('0b6c9e2a-1f3d-4c5e-8a7b-9d0e1f2a3b4c'));
    expect(key).not.toBe(userRateKey('0b6c9e2a-1f3d-4c5e-8a7b-9d0e1f2a3b4d'));
  });

  it('fails closed without a secret, or with one too short to be secret: nothing is counted under a guessable key', () => {
    for (const value of [undefined, '', 'short']) {
      if (value === undefined) delete process.env.RATE_KEY_SECRET;
      else process.env.RATE_KEY_SECRET = value;
      resetEnv();
      expect(() => callerKeyOf(eventFrom('203.0.113.9')), String(value)).toThrow(/RATE_KEY_SECRET/);
      expect(() => userRateKey('someone'), String(value)).toThrow(/RATE_KEY_SECRET/);
    }
  });

  it('keys an IPv6 caller by their /64, however the address is written', () => {
    const key = callerKeyOf(eventFrom('2001:db8:1:2::1'));
    for (const sameNetwork of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(callerKeyOf(eventFrom(sameNetwork)), sameNetwork).toBe(key);
    }
    for (const otherNetwork of ['2001:db8:1:3::1', '2001:db8:2:2::1', '2001:db9:1:2::1']) {
      expect(callerKeyOf(eventFrom(otherNetwork)), otherNetwork).not.toBe(key);
    }
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(callerKeyOf(eventFrom('::ffff:203.0.113.9'))).toBe(callerKeyOf(eventFrom('203.0.113.9')));
    expect(callerKeyOf(eventFrom('::ffff:cb00:7109'))).toBe(callerKeyOf(eventFrom('203.0.113.9')));
    expect(callerKeyOf(eventFrom('::ffff:203.0.113.10'))).not.toBe(callerKeyOf(eventFrom('203.0.113.9')));
  });

  it("reads CloudFront's IPv6 viewer address (unbracketed, with its port) and keys its /64", () => {
    expect(callerKeyOf(eventFrom('130.176.1.1', throughCloudFront('2001:db8:1:2::5:50123')))).toBe(
      callerKeyOf(eventFrom('2001:db8:1:2:9:9:9:9')),
    );
    expect(callerKeyOf(eventFrom('130.176.1.1', throughCloudFront('[2001:db8:1:2::5]:443')))).toBe(
      callerKeyOf(eventFrom('2001:db8:1:2::1')),
    );
    expect(callerKeyOf(eventFrom('130.176.1.1', throughCloudFront('::ffff:198.51.100.4:1')))).toBe(
      callerKeyOf(eventFrom('198.51.100.4')),
    );
  });
});

describe('the network a caller is counted as', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:CB00:7109', '203.0.113.9'],
    ['unknown', 'unknown'],
    ['203.0.113', '203.0.113'],
  ])('reads %s as %s', (address, network) => {
    expect(callerNetwork(address)).toBe(network);
  });
});
