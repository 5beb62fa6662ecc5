import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readTrackedLocation, safeRedirectTarget } from '@shared/email-link';
import { machineClickReason, scannerWindowSeconds } from '../../../functions/lib/mail/machine-click';
import { trackLink, verifiedTarget } from '../../../functions/lib/mail/tracked-link';

const secret = 'k'.repeat(43);
const site = 'https://homes.example.ca';
const clickId = 'AbCdEfGhIjKlMn_-.2';

/** The parts the `/e/…` page reads from a tracked link. */
function partsOf(link: string) {
  const url = new URL(link);
  return readTrackedLocation(url.pathname, url.search)!;
}

/** A signature made the way the helper makes them, for a path it would never sign. */
const forged = (path: string, query: string, id = clickId) =>
  createHmac('sha256', secret).update(`gta-homes/email-click/v1\n${id}\n${path}\n${query}`).digest('base64url');

describe('tracked e-mail links (document 3 §2.12)', () => {
  it('carry the click id, the path and the query, and lead back to exactly that page', () => {
    const link = trackLink(`${site}/sign-in?e=nadia%40example.com&i=tok_1`, site, clickId, secret);

    expect(link).toMatch(
      /^https:\/\/homes\.example\.ca\/e\/AbCdEfGhIjKlMn_-\.2\/sign-in\?h=[\w-]{43}&e=nadia%40example\.com&i=tok_1$/,
    );
    const parts = partsOf(link);
    expect(parts).toMatchObject({ clickId, path: '/sign-in', query: 'e=nadia%40example.com&i=tok_1' });
    expect(verifiedTarget(parts, secret)).toBe('/sign-in?e=nadia%40example.com&i=tok_1');
  });

  it('keeps a link without a query, and the spec’s `/property-details/?={mls}` shape', () => {
    expect(verifiedTarget(partsOf(trackLink(`${site}/dashboard/valuations`, site, clickId, secret)), secret)).toBe(
      '/dashboard/valuations',
    );
    expect(
      verifiedTarget(partsOf(trackLink(`${site}/property-details/?=C5000001`, site, clickId, secret)), secret),
    ).toBe('/property-details/?=C5000001');
  });

  it('leaves links to other sites, other schemes and fragments untracked', () => {
    for (const url of ['https://evil.example/sign-in', 'mailto:agent@example.com', `${site}/about#team`, 'not a url']) {
      expect(trackLink(url, site, clickId, secret)).toBe(url);
    }
  });

  describe('refuses what it did not sign', () => {
    const genuine = partsOf(trackLink(`${site}/sold-report?n=alpha-park`, site, clickId, secret));

    it.each([
      [
        'a tampered signature',
        { ...genuine, hmac: `${genuine.hmac.slice(0, -1)}${genuine.hmac.endsWith('A') ? 'B' : 'A'}` },
      ],
      ['a changed query', { ...genuine, query: 'n=beta-village' }],
      ['an added parameter', { ...genuine, query: `${genuine.query}&x=1` }],
      ['a changed path', { ...genuine, path: '/profile' }],
      ['another click id', { ...genuine, clickId: 'AbCdEfGhIjKlMn_-.3' }],
      ['a cut signature', { ...genuine, hmac: genuine.hmac.slice(0, 20) }],
      ['another key', partsOf(trackLink(`${site}/sold-report?n=alpha-park`, site, clickId, 'o'.repeat(43)))],
    ])('%s', (_, parts) => {
      expect(verifiedTarget(parts, secret)).toBeUndefined();
    });

    it('a path off our origin even under a valid signature', () => {
      for (const path of ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example']) {
        expect(verifiedTarget({ clickId, path, query: '', hmac: forged(path, '') }, secret)).toBeUndefined();
      }
    });
  });
});

describe('the redirect decision: only a path of our own origin', () => {
  it.each([
    ['an absolute URL', 'https://evil.example/', ''],
    ['a scheme-relative URL', '//evil.example', ''],
    ['a backslash host', '/\\evil.example', ''],
    ['a scheme with no slashes', 'javascript:alert(1)', ''],
    ['encoded slashes', '/%2F%2Fevil.example', ''],
    ['encoded lower-case slash', '/%2fevil.example', ''],
    ['an encoded backslash', '/%5Cevil.example', ''],
    ['a backslash further on', '/x/..\\..\\\\evil.example', ''],
    ['a tab browsers strip', '/\t/evil.example', ''],
    ['a newline browsers strip', '/\n/evil.example', ''],
    ['dot segments', '/a/../../b', ''],
    ['an empty path', '', ''],
    ['a fragment in the query', '/sold-report', 'n=1#//evil.example'],
    ['the redirect page itself', '/e/AbCdEfGhIjKlMn_-.1/sign-in', ''],
    ['the redirect page without a rest', '/e', ''],
    ['the API', '/api/users/feedback', ''],
    ['the API in capitals', '/API/users', ''],
    ['the redirect page percent-encoded', '/%65/AbCdEfGhIjKlMn_-.1/sign-in', ''],
    ['the API reached through dot segments', '/x/%2e%2e/api/users', ''],
  ])('refuses %s', (_, path, query) => {
    expect(safeRedirectTarget(path, query)).toBeUndefined();
  });

  it.each([
    ['/', '', '/'],
    ['/sign-in', 'e=a%40b.c&i=t', '/sign-in?e=a%40b.c&i=t'],
    ['/property-details/', '=C5000001', '/property-details/?=C5000001'],
    ['/email-preferences', '', '/email-preferences'],
    ['/apiary', '', '/apiary'],
  ])('follows %s?%s', (path, query, target) => {
    expect(safeRedirectTarget(path, query)).toBe(target);
  });
});

describe('reading a tracked location', () => {
  it('takes the signature off the start of the query', () => {
    expect(readTrackedLocation(`/e/${clickId}/a/b`, `?h=${'s'.repeat(43)}&x=1`)).toEqual({
      clickId,
      path: '/a/b',
      query: 'x=1',
      hmac: 's'.repeat(43),
    });
    expect(readTrackedLocation(`/e/${clickId}`, `?h=${'s'.repeat(43)}`)).toMatchObject({ path: '/', query: '' });
  });

  it.each([
    ['no signature', `/e/${clickId}/a`, '?x=1'],
    ['a signature not first', `/e/${clickId}/a`, `?x=1&h=${'s'.repeat(43)}`],
    ['no click id', '/e/', `?h=${'s'.repeat(43)}`],
    ['a click id of another shape', '/e/..%2F/a', `?h=${'s'.repeat(43)}`],
    ['another page', '/sold-report', `?h=${'s'.repeat(43)}`],
  ])('is nothing for %s', (_, pathname, search) => {
    expect(readTrackedLocation(pathname, search)).toBeUndefined();
  });
});

describe('machine clicks (DECISIONS row 39)', () => {
  const deliveredAt = new Date('2026-06-15T16:00:00Z');
  const browser =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const after = (seconds: number) => new Date(deliveredAt.getTime() + seconds * 1000);

  it(`counts a click within ${scannerWindowSeconds} seconds of delivery as a scanner's, later as a person's`, () => {
    expect(machineClickReason({ clickedAt: after(2), deliveredAt, userAgent: browser })).toBe('soon-after-delivery');
    expect(machineClickReason({ clickedAt: after(scannerWindowSeconds - 0.5), deliveredAt, userAgent: browser })).toBe(
      'soon-after-delivery',
    );
    expect(
      machineClickReason({ clickedAt: after(scannerWindowSeconds), deliveredAt, userAgent: browser }),
    ).toBeUndefined();
    expect(machineClickReason({ clickedAt: after(600), deliveredAt, userAgent: browser })).toBeUndefined();
  });

  it.each(['Mimecast', 'Barracuda Sentinel (EE)', 'python-requests/2.31', 'HeadlessChrome/120.0', '', undefined])(
    'counts a known scanner or a missing agent as a machine however late: %s',
    (userAgent) => {
      expect(machineClickReason({ clickedAt: after(3600), deliveredAt, userAgent })).toBe('scanner-agent');
    },
  );
});
