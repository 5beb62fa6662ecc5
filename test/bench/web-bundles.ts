import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { webViteConfig } from '../../web/vite.config';

/** DESIGN "Targets": the first load of a non-map route, JavaScript gzipped. */
export const firstLoadLimitBytes = 170 * 1024;

/** Routes that draw a maplibre map; the rest are held to the first-load limit. */
const mapRoutes = ['src/routes/home-search/', 'src/routes/neighbourhood/map.tsx'];

/**
 * Routes that show one of several pages by a path parameter, each page loaded on demand: each
 * such page is measured as a route of its own (the route's chunks plus the page's), since that is
 * what a visitor of that page loads first.
 */
const routePages: Record<string, string[]> = {
  'src/routes/home-valuation/$type.tsx': [
    'src/features/home-valuation/components/address-page.tsx',
    'src/features/home-valuation/components/details-page.tsx',
    'src/features/home-valuation/components/estimation-view.tsx',
    'src/features/home-valuation/components/valuation-list.tsx',
  ],
};

/** Strings that only maplibre's and pdf-lib's code carry: how a chunk is known to hold them. */
const heavyLibraries = { maplibre: 'maplibre', 'pdf-lib': 'PDFDocument' } as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface RouteBundle {
  route: string;
  isMapRoute: boolean;
  /** The entry's and the route's chunks with everything they import statically. */
  firstLoadGzipBytes: number;
  /** What the route may load later (its dynamic imports, theirs, and what those import). */
  onDemandGzipBytes: number;
  /** Heavy libraries found in the first-load chunks (should be none). */
  heavyInFirstLoad: string[];
}

/**
 * Builds the web app as production does (into a temporary folder, with Vite's manifest) and
 * measures each route's first load: the entry chunk, the route's own split chunks (TanStack
 * Router's `?tsr-split=` modules), and every chunk they import statically, gzipped. Chunks a
 * route loads later (a dialog, the charts, the map canvas, the PDF maker) are reported apart.
 */
export async function measureWebBundles(): Promise<{
  entryGzipBytes: number;
  routes: RouteBundle[];
  /** Mantine components the built code carries without their styles (web/src/ui/mantine-styles.ts). */
  unstyledMantine: string[];
}> {
  const outDir = mkdtempSync(join(tmpdir(), 'gta-web-bench-'));
  // Vite builds for the NODE_ENV it finds: under Vitest ('test') that is React's development
  // build, ~70 KB more on every route. Production's, as `npm run build` makes it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      // This configuration alone, not web/vite.config.ts's too (its plugins would run twice).
      configFile: false,
      ...webViteConfig({ logLevel: 'error', build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true } }),
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const code = new Map<string, string>();
    const text = (key: string) => {
      const file = manifest[key]!.file;
      if (!code.has(file)) code.set(file, readFileSync(join(outDir, file), 'utf8'));
      return code.get(file)!;
    };
    const gzipBytes = (keys: Iterable<string>) =>
      [...keys].reduce((sum, key) => sum + gzipSync(text(key), { level: 9 }).byteLength, 0);
    // The entry's own dynamic imports are every route: a route's later loads stop there.
    const closure = (roots: string[], followDynamic = false, stopAt = new Set<string>()) => {
      const seen = new Set<string>();
      const stack = [...roots];
      while (stack.length > 0) {
        const key = stack.pop()!;
        if (seen.has(key)) continue;
        seen.add(key);
        stack.push(...(manifest[key]!.imports ?? []));
        if (followDynamic && !stopAt.has(key)) stack.push(...(manifest[key]!.dynamicImports ?? []));
      }
      return seen;
    };

    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const entryChunks = closure([entry]);
    const routeChunks = new Map<string, string[]>();
    for (const key of Object.keys(manifest)) {
      if (!key.startsWith('src/routes/')) continue;
      const route = key.split('?')[0]!;
      routeChunks.set(route, [...(routeChunks.get(route) ?? []), key]);
    }

    // A page-switching route's pages, each measured with the route (routePages above).
    for (const [route, pages] of Object.entries(routePages)) {
      const keys = routeChunks.get(route);
      if (!keys) continue;
      routeChunks.delete(route);
      for (const page of pages) {
        if (!manifest[page]) throw new Error(`${page} is not a chunk of its own: is it still loaded on demand?`);
        routeChunks.set(`${route.replace(/\.tsx$/, '')} → ${page.split('/').pop()}`, [...keys, page]);
      }
    }

    const routes = [...routeChunks].map(([route, keys]): RouteBundle => {
      const firstLoad = closure([entry, ...keys]);
      const lazy = closure(keys, true, entryChunks);
      for (const key of firstLoad) lazy.delete(key);
      return {
        route: route.replace('src/routes/', '').replace(/\.tsx$/, ''),
        isMapRoute: mapRoutes.some((prefix) => route.startsWith(prefix)),
        firstLoadGzipBytes: gzipBytes(firstLoad),
        onDemandGzipBytes: gzipBytes(lazy),
        heavyInFirstLoad: Object.entries(heavyLibraries)
          .filter(([, marker]) => [...firstLoad].some((key) => text(key).includes(marker)))
          .map(([name]) => name),
      };
    });
    routes.sort((a, b) => b.firstLoadGzipBytes - a.firstLoadGzipBytes);
    return { entryGzipBytes: gzipBytes(entryChunks), routes, unstyledMantine: unstyledMantine(outDir) };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The site imports Mantine's styles per component (web/src/ui/mantine-styles.ts). A component's
 * classes are hashed names (`m_77c9d27d`) that its code carries and its style file defines: a
 * file whose classes appear in the built JavaScript but not in the built CSS is a component drawn
 * without its styles. Files without classes (the reset, the variables) are always imported.
 */
function unstyledMantine(outDir: string): string[] {
  const assets = join(outDir, 'assets');
  const read = (extension: string) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
  const [js, css] = [read('.js'), read('.css')];
  const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css')), 'styles');
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith('.layer.css'))
    .filter((file) => {
      const classes = new Set(readFileSync(join(stylesDir, file), 'utf8').match(/m_[0-9a-f]{6,}/g));
      return [...classes].some((name) => js.includes(name)) && [...classes].some((name) => !css.includes(name));
    })
    .map((file) => file.replace('.layer.css', ''));
}

/** Prints each route's first load against the budget (DESIGN "Targets"). */
export async function benchWebBundles(log: (line: string) => void): Promise<void> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log(
    'Web routes (JavaScript gzipped; target: first load of a non-map route ≤ 170 KB; maplibre and pdf-lib on demand only)',
  );
  const web = await measureWebBundles();
  log(`  the entry alone (React, router, shell): ${kb(web.entryGzipBytes)}`);
  for (const route of web.routes) {
    const verdict = route.heavyInFirstLoad.length
      ? `${route.heavyInFirstLoad.join(' and ')} in the first load`
      : route.isMapRoute
        ? 'map route'
        : route.firstLoadGzipBytes <= firstLoadLimitBytes
          ? 'ok'
          : 'OVER';
    log(
      `  ${route.route.padEnd(48)} first load ${kb(route.firstLoadGzipBytes).padStart(9)}, ` +
        `on demand ${kb(route.onDemandGzipBytes).padStart(9)}  ${verdict}`,
    );
  }
}
