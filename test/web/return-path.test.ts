import { describe, expect, it } from 'vitest';
import { returnPath } from '../../web/src/lib/return-path';

describe('the page to go back to after signing in (QA 47c M1)', () => {
  it('is a path of this site, with its query and hash', () => {
    expect(returnPath('/dashboard/valuations?review=abc123')).toBe('/dashboard/valuations?review=abc123');
    expect(returnPath('/home-valuation-summary/nD3g1JdHtDolwx4V#history')).toBe(
      '/home-valuation-summary/nD3g1JdHtDolwx4V#history',
    );
  });

  it('never leaves the site, however the address is written', () => {
    for (const value of [
      '//evil.example/phish',
      '/\\evil.example/phish',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /profile',
      'profile',
      // Dot segments that resolve to `//host` (review 47 M3).
      '/.//evil.example/x',
      '/..//evil.example',
      '/%2e//evil.example',
      '/.\\/evil.example',
    ]) {
      expect(returnPath(value), value).toBeUndefined();
    }
  });

  it('is not the sign-in pages or the e-mail redirect, nor anything but a short string', () => {
    expect(returnPath('/sign-in?redirect=/profile')).toBeUndefined();
    expect(returnPath('/sign-up')).toBeUndefined();
    expect(returnPath('/e/abc/dashboard')).toBeUndefined();
    expect(returnPath(['/profile'])).toBeUndefined();
    expect(returnPath(`/profile?${'a'.repeat(2100)}`)).toBeUndefined();
  });
});
