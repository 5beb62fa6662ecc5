import { describe, expect, it } from 'vitest';
import { LocalStackError, parseLocalConfig } from '../../../infra/local/config';

/** The local stack writes GOOGLE_ANALYTICS_URL into /config.json as a deployment does (DECISIONS row 16). */
describe("the local stack's GOOGLE_ANALYTICS_URL", () => {
  it('is read when set', () => {
    const config = parseLocalConfig({ GOOGLE_ANALYTICS_URL: 'https://analytics.google.com/analytics/web/' }, '/repo');

    expect(config.googleAnalyticsUrl).toBe('https://analytics.google.com/analytics/web/');
  });

  it('is absent when unset, so the button stays hidden', () => {
    expect(parseLocalConfig({}, '/repo')).not.toHaveProperty('googleAnalyticsUrl');
  });

  it('stops the start, naming the variable, when it is not an http(s) URL', () => {
    expect(() => parseLocalConfig({ GOOGLE_ANALYTICS_URL: 'javascript:alert(1)' }, '/repo')).toThrow(LocalStackError);
    expect(() => parseLocalConfig({ GOOGLE_ANALYTICS_URL: 'analytics' }, '/repo')).toThrow(/GOOGLE_ANALYTICS_URL/);
  });
});

/** The demo's day (README "A demo that is alive"): `npm start` makes it unless DEMO=0. */
describe("the local stack's DEMO", () => {
  it('is on when unset, and off with 0 or false', () => {
    expect(parseLocalConfig({}, '/repo').demo).toBe(true);
    expect(parseLocalConfig({ DEMO: '0' }, '/repo').demo).toBe(false);
    expect(parseLocalConfig({ DEMO: 'false' }, '/repo').demo).toBe(false);
  });

  it('stops the start, naming the variable, when it is not a switch', () => {
    expect(() => parseLocalConfig({ DEMO: 'yes' }, '/repo')).toThrow(/DEMO/);
  });
});
