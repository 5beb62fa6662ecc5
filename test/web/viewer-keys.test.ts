import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filterOf } from '@shared/search/search-params';
import { galleryQueryOptions } from '../../web/src/features/home-search/api/get-properties';
import { markersQueryOptions } from '../../web/src/features/home-search/api/get-markers';
import { propertyDetailsQueryOptions } from '../../web/src/features/property-details/api/get-property-details';
import { soldReportQueryOptions } from '../../web/src/features/sold-reports/api/get-sold-report';
import { agentOptionsQueryOptions } from '../../web/src/lib/agent-options';
import { api, pathOf } from '../../web/src/lib/api/client';
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

describe("the typed client's query keys (api.<service>.<row>.key)", () => {
  it('name the viewer for every route that is not public, and only those', () => {
    const visitorNotes = api.user.listNotes.key({ params: { id: 'u1' } });
    const visitorAgent = api.user.getAgent.key({ params: { id: 'a1' } });
    storeSession(localStorage, Date.now() + 3_600_000);

    expect(api.user.listNotes.key({ params: { id: 'u1' } })).toEqual([
      'user',
      'listNotes',
      { params: { id: 'u1' } },
      'sub-1',
    ]);
    expect(visitorNotes).toEqual(['user', 'listNotes', { params: { id: 'u1' } }, 'anonymous']);
    expect(api.property.properties.key({ query: { saleType: 'Sale' } })).toContain('sub-1');
    expect(api.user.getAgent.key({ params: { id: 'a1' } })).toEqual(['user', 'getAgent', { params: { id: 'a1' } }]);
    expect(visitorAgent).toEqual(api.user.getAgent.key({ params: { id: 'a1' } }));
  });

  it("start with the route's own prefix, so that invalidating `.all` reaches every viewer's and input's answer", () => {
    expect(api.user.listNotes.all).toEqual(['user', 'listNotes']);
    expect(api.user.listNotes.options({ params: { id: 'u1' } }).queryKey.slice(0, 2)).toEqual(api.user.listNotes.all);
  });
});

describe("the typed client's paths", () => {
  it('fill the params and send the set query values, a space as %20 (API Gateway keeps a + as it is)', () => {
    expect(pathOf('/users/{id}/notes/{noteId}', { params: { id: 'a b', noteId: 'n/1' } })).toBe(
      '/users/a%20b/notes/n%2F1',
    );
    expect(pathOf('/search', { query: { q: '12 elm', unit: undefined, from: 0 } })).toBe('/search?q=12%20elm&from=0');
    expect(() => pathOf('/users/{id}', { params: {} })).toThrow('/users/{id} needs its id.');
  });
});
