import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnv } from '../../../functions/lib/env';
import { originVerifyHeader } from '../../../functions/user/origin-verify';
import { callerKeyOf } from '../../../functions/user/rate-limit';
import { apiEvent } from '../../support/api-event';

const secret = 'b1946ac9-2d6e-4f1a-9c0e-3f5d7a8b9c10';

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
    resetEnv();
  });
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
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
});
