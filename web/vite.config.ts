import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { mapGlyphs } from './map-glyphs.ts';
import { lazyImportPreloads } from './module-preload.ts';
import { prerenderShells } from './prerender/plugin.ts';
import { breakpointCssVariables } from './src/ui/breakpoints.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The web app's Vite settings. The local stack builds its dev server from this function with
 * its own overrides (port, proxy target, a `/config.json` middleware), merged with `mergeConfig`.
 */
export function webViteConfig(overrides: UserConfig = {}): UserConfig {
  const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';
  // What the prerendered shells' server build shares with the client build: the same CSS module names.
  const shared: UserConfig = {
    root: webRoot,
    // The local stack and the tests pass every setting they need; no stray .env files.
    envDir: false,
    resolve: { alias: { '@shared': `${repoRoot}shared` } },
    // The theme's breakpoints in the CSS modules' media queries: `@media (min-width: $breakpoint-md)`.
    css: { postcss: { plugins: [postcssSimpleVars({ variables: breakpointCssVariables })] } },
  };
  const base: UserConfig = {
    ...shared,
    plugins: [
      // Before the React plugin, so the generated route tree and split chunks go through it.
      tanstackRouter({
        target: 'react',
        routesDirectory: `${webRoot}src/routes`,
        generatedRouteTree: `${webRoot}src/routeTree.gen.ts`,
        autoCodeSplitting: true,
        quoteStyle: 'single',
      }),
      react(),
      mapGlyphs(),
      prerenderShells({ ssrConfig: () => ({ ...shared, plugins: [react()] }) }),
    ],
    server: {
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      // Anchored patterns: a bare '/p' prefix would also swallow /profile and /privacy.
      proxy: {
        '^/api/': { target: apiTarget, changeOrigin: true },
        '^/p/': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      modulePreload: { resolveDependencies: lazyImportPreloads },
      outDir: `${webRoot}dist`,
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Everything the first page needs anyway (React, the router, Mantine's core, the shell)
          // in one chunk: by default it is cut into a score of small chunks, one per set of
          // lazy routes sharing a module, which costs requests and compresses worse (~8 KB
          // gzipped more on every first load). Lazy chunks still get their own chunks.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
  };
  return mergeConfig(base, overrides);
}

export default defineConfig(webViteConfig());
