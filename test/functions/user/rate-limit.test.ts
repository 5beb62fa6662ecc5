import { describe, expect, it } from 'vitest';
import { callerKeyOf } from '../../../functions/user/rate-limit';
import { apiEvent } from '../../support/api-event';

function eventFrom(sourceIp: string, headers: Record<string, string> = {}) {
  const event = apiEvent('GET /invite/{id}', { headers });
  event.requestContext.http.sourceIp = sourceIp;
  return event;
}

describe('who is asking (the rate limit key)', () => {
  it('is the source address, hashed: no address is stored in clear', () => {
    const key = callerKeyOf(eventFrom('203.0.113.9'));
    expect(key).toBe(callerKeyOf(eventFrom('203.0.113.9')));
    expect(key).not.toBe(callerKeyOf(eventFrom('203.0.113.10')));
    expect(key).not.toContain('203');
  });

  it("is the viewer's address behind CloudFront, whatever the edge and the port", () => {
    const viewer = (port: number) => ({ 'cloudfront-viewer-address': `198.51.100.4:${port}` });
    expect(callerKeyOf(eventFrom('130.176.1.1', viewer(50123)))).toBe(callerKeyOf(eventFrom('130.176.9.9', viewer(2))));
    expect(callerKeyOf(eventFrom('130.176.1.1', viewer(1)))).toBe(callerKeyOf(eventFrom('198.51.100.4')));
  });
});
