import { describe, expect, it } from 'vitest';
import { assertPublicLinks } from '../../../functions/user/accounts/account';
import { ValidationError } from '../../../functions/lib/errors';
import { isNonPublicAddress, isPublicUrl, type ResolveHost } from '../../../functions/user/accounts/public-url';

/** A fixed DNS: name → addresses; anything else does not resolve. */
function dns(records: Record<string, string[]>): ResolveHost {
  return async (host) => {
    const addresses = records[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses;
  };
}

const resolve = dns({
  'www.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'intranet.example.com': ['10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  'loop.example.com': ['127.0.0.1'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'mapped-hex.example.com': ['::ffff:a01:203'],
  'v6-loop.example.com': ['::1'],
  'ula.example.com': ['fd12:3456::1'],
  'half.example.com': ['93.184.216.34', '192.168.0.10'],
});

describe('URLs that exclude private addresses (document 1 §5.1), resolved on the server', () => {
  it('accepts a name whose every address is public', async () => {
    expect(await isPublicUrl('https://www.example.com/agent', resolve)).toBe(true);
    expect(await isPublicUrl('www.example.com', resolve)).toBe(true);
  });

  it.each([
    ['a private IPv4 address', 'https://intranet.example.com'],
    ['the cloud metadata address', 'http://metadata.example.com/latest'],
    ['loopback', 'http://loop.example.com'],
    ['IPv4-mapped IPv6 loopback', 'http://mapped.example.com'],
    ['IPv4-mapped IPv6 in hex form (10.1.2.3)', 'http://mapped-hex.example.com'],
    ['IPv6 loopback', 'http://v6-loop.example.com'],
    ['an IPv6 unique local address', 'http://ula.example.com'],
    ['one private address among public ones', 'http://half.example.com'],
    ['a name that does not resolve', 'http://nowhere.example.com'],
  ])('refuses a name that resolves to %s', async (_, url) => {
    expect(await isPublicUrl(url, resolve)).toBe(false);
  });

  it('refuses literal private addresses without resolving anything', async () => {
    const never: ResolveHost = () => Promise.reject(new Error('should not resolve'));
    for (const url of ['http://10.0.0.1', 'http://[::1]', 'http://[::ffff:192.168.1.1]', 'http://localhost']) {
      expect(await isPublicUrl(url, never)).toBe(false);
    }
    expect(await isPublicUrl('http://93.184.216.34/x', never)).toBe(true);
  });

  it('knows the non-public ranges, IPv4-mapped IPv6 included', () => {
    for (const address of [
      '0.0.0.0',
      '100.64.0.1',
      '172.31.255.255',
      '224.0.0.1',
      '::',
      'fe80::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2607:f8b0::1', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });

  it("names every refused link of an agent's form with the spec message", async () => {
    const error = await assertPublicLinks(
      {
        website: 'https://www.example.com',
        instagram: 'https://loop.example.com',
        twitter: 'http://mapped.example.com',
      },
      resolve,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      { field: 'agent.instagram', message: 'Please, enter a valid url' },
      { field: 'agent.twitter', message: 'Please, enter a valid url' },
    ]);
  });
});
