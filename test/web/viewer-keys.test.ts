import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filterOf } from '@shared/search/search-params';
import { galleryQueryOptions } from '../../web/src/features/home-search/api/get-properties';
import { markersQueryOptions } from '../../web/src/features/home-search/api/get-markers';
import { propertyDetailsQueryOptions } from '../../web/src/features/property-details/api/get-property-details';
import { soldReportQueryOptions } from '../../web/src/features/sold-reports/api/get-sold-report';
import { setWebConfig } from '../../web/src/lib/web-config';

/** A JWT as Cognito signs it (the browser reads its payload only). */
const jwt = (payload: object) =>
  ['{"alg":"RS256"}', JSON.stringify(payload), 'signature']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');

const keys = () => [
  soldReportQueryOptions('annex', '2026-04').queryKey,
  galleryQueryOptions(filterOf({}, 'Sale')).queryKey,
  markersQueryOptions(filterOf({}, 'Sale'), 12).queryKey,
  propertyDetailsQueryOptions('C1000001').queryKey,
];

beforeEach(() =>
  setWebConfig({
    apiUrl: '/api',
    photosUrl: '/p',
    region: 'r',
    userPoolId: 'p',
    userPoolClientId: 'client-1',
    productName: 'GTA Homes',
  }),
);
afterEach(() => localStorage.clear());

describe('the cache keys of answers that differ by viewer (issue 26)', () => {
  it("name the signed-in user, read from the stored session, so a visitor's answer is never theirs", () => {
    const visitor = keys();
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'u1');
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.u1.idToken', jwt({ sub: 'sub-1', exp: 9e9 }));
    const user = keys();

    for (const [index, key] of user.entries()) {
      expect(JSON.stringify(key)).toContain('sub-1');
      expect(JSON.stringify(visitor[index])).toContain('anonymous');
      expect(key).not.toEqual(visitor[index]);
    }
  });
});
