import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadLimitBytes, measureWebBundles, type RouteBundle } from '../bench/web-bundles';

/**
 * DESIGN "Targets" and issue 26: a non-map route's first load (the entry, the route's chunks and
 * what they import statically) stays within 170 KB of JavaScript gzipped, and no route loads
 * maplibre or pdf-lib before it needs them. The web app built as production builds it (into a
 * temporary folder), measured as `npm run bench:web` reports it.
 */
const web = await measureWebBundles();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the web bundles', () => {
  it.each(web.routes.filter((route) => !route.isMapRoute).map((route): [string, RouteBundle] => [route.route, route]))(
    '%s: a first load within 170 KB gzipped',
    (_name, route) => {
      console.info(`${route.route}: first load ${kb(route.firstLoadGzipBytes)}`);
      expect(route.firstLoadGzipBytes).toBeLessThanOrEqual(firstLoadLimitBytes);
    },
  );

  it('loads maplibre and pdf-lib on demand only, on every route', () => {
    expect(web.routes.filter((route) => route.heavyInFirstLoad.length > 0)).toEqual([]);
  });

  it('draws every Mantine component it uses with its styles', () => {
    expect(web.unstyledMantine).toEqual([]);
  });

  it("imports Mantine's styles in the order Mantine concatenates them (the cascade within its layer)", () => {
    const whole = createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css');
    const all = readFileSync(whole, 'utf8');
    const imported = [
      ...readFileSync('web/src/ui/mantine-styles.ts', 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.layer\.css/g),
    ].map((match) => match[1]!);
    // Where each file's rules begin in the whole: its first class, or its opening rules when it has none.
    const positions = imported.map((name) => {
      const css = readFileSync(join(dirname(whole), 'styles', `${name}.layer.css`), 'utf8');
      const firstClass = /\.m_[0-9a-f]+/.exec(css)?.[0];
      return all.indexOf(firstClass ?? css.replace(/^@layer mantine \{/, '').slice(0, 300));
    });
    expect(imported.length).toBeGreaterThan(50);
    expect(positions.filter((position) => position < 0)).toEqual([]);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('measures the routes a visitor lands on (the list is not empty by mistake)', () => {
    const names = web.routes.map((route) => route.route);
    expect(names).toEqual(
      expect.arrayContaining([
        'sold-report/$neighbourhoodId/{-$monthStr}/{-$propertyType}',
        'home-valuation-summary/$id',
      ]),
    );
  });
});
