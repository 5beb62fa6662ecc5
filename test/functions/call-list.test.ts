import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callList, unbuiltPages } from '../../functions/call-list';
import { routeKey } from '../../functions/lib/route';
import { services } from '../../functions/services';

const routes = services.flatMap((service) =>
  service.routes.map((route) => ({ service: service.name, key: routeKey(route) })),
);
const calls = callList.map((call) => ({ ...call, key: routeKey(call) }));

describe('the call list', () => {
  it('lists every route of every route table as a built call of the same service', () => {
    for (const route of routes) {
      const call = calls.find((c) => c.key === route.key);
      expect(call, `${route.key} is missing from functions/call-list.ts`).toBeDefined();
      expect(call?.status, `${route.key} has a route but is not marked built`).toBe('built');
      expect(call?.service).toBe(route.service);
    }
  });

  it('has a route for every call marked built', () => {
    for (const call of calls.filter((c) => c.status === 'built')) {
      expect(
        routes.some((r) => r.key === call.key && r.service === call.service),
        `${call.key} is marked built but has no route`,
      ).toBe(true);
    }
  });

  it('has no pending call left: every call of the spec is built (issue 17)', () => {
    expect(calls.filter((c) => c.status !== 'built').map((c) => c.key)).toEqual([]);
  });

  it('names each call once', () => {
    const keys = calls.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names no route twice across services', () => {
    const keys = routes.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists pages not built that indeed have no route in the web app, each with its reason', () => {
    const routeTree = readFileSync(new URL('../../web/src/routeTree.gen.ts', import.meta.url), 'utf8');
    for (const page of unbuiltPages) {
      expect(page.reason.length, page.path).toBeGreaterThan(20);
      expect(routeTree.includes(`'${page.path}'`), `${page.path} has a route but is listed as not built`).toBe(false);
    }
  });
});
