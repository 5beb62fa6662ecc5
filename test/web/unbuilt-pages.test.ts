import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pages the spec names without content, or without a path, that the product does not
 * build (DECISIONS row 18), each with why; the README's "Pages the spec names but the product
 * does not build" says the same.
 */
const unbuiltPages: { path: string; spec: string; reason: string }[] = [
  {
    path: '/dashboard/sold-report-templates',
    spec: '2 §2 "Sold-report template pages"',
    reason: 'the spec names the route and says its content is not shown; nothing to build from (DECISIONS row 18)',
  },
  {
    path: '/dashboard/sold-report-template-form',
    spec: '2 §2 "Sold-report template pages"',
    reason: 'the spec names the route and says its content is not shown; nothing to build from (DECISIONS row 18)',
  },
  {
    path: '/labs',
    spec: '3 §2.1',
    reason: "internal test pages, 'not product behaviour' (DECISIONS row 18); so are its sub-pages below",
  },
  {
    path: '/labs/ui-form',
    spec: '3 §2.1, §5',
    reason: 'an internal test form, not product behaviour (DECISIONS row 18)',
  },
  {
    path: '/labs/state-form',
    spec: '3 §2.1, §5',
    reason: 'an internal test form, not product behaviour (DECISIONS row 18)',
  },
  {
    path: '/labs/new-state-form',
    spec: '3 §2.1, §5',
    reason: 'an internal test form, not product behaviour (DECISIONS row 18)',
  },
  {
    path: '/labs/files',
    spec: '3 §2.1',
    reason: 'an internal test page, not product behaviour (DECISIONS row 18)',
  },
];

describe('pages the spec names but the product does not build', () => {
  it.each(unbuiltPages.map((page) => [page.path, page] as const))('%s has no route, and a reason', (_path, page) => {
    const routeTree = readFileSync(resolve(__dirname, '../../web/src/routeTree.gen.ts'), 'utf8');
    expect(page.reason.length).toBeGreaterThan(20);
    expect(routeTree.includes(`'${page.path}'`), `${page.path} has a route but is listed as not built`).toBe(false);
  });
});
