import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filterOf } from '@shared/search/search-params';
import { galleryQueryOptions } from '../../web/src/features/home-search/api/get-properties';
import { markersQueryOptions } from '../../web/src/features/home-search/api/get-markers';
import { propertyDetailsQueryOptions } from '../../web/src/features/property-details/api/get-property-details';
import { soldReportQueryOptions } from '../../web/src/features/sold-reports/api/get-sold-report';
import { agentOptionsQueryOptions } from '../../web/src/lib/agent-options';
import { setWebConfig } from '../../web/src/lib/web-config';
import { client1Config, storeSession } from './stored-session-fixture';

const keys = () => [
  soldReportQueryOptions('annex', '2026-04').queryKey,
  galleryQueryOptions(filterOf({}, 'Sale')).queryKey,
  markersQueryOptions(filterOf({}, 'Sale'), 12).queryKey,
  propertyDetailsQueryOptions('C1000001').queryKey,
  agentOptionsQueryOptions().queryKey,
];

beforeEach(() => setWebConfig(client1Config));
afterEach(() => localStorage.clear());

describe('the cache keys of answers that differ by viewer (issue 26)', () => {
  it("name the signed-in user, read from the stored session, so a visitor's answer is never theirs", () => {
    const visitor = keys();
    storeSession(localStorage, Date.now() + 3_600_000);
    const user = keys();

    for (const [index, key] of user.entries()) {
      expect(JSON.stringify(key)).toContain('sub-1');
      expect(JSON.stringify(visitor[index])).toContain('anonymous');
      expect(key).not.toEqual(visitor[index]);
    }
  });
});
