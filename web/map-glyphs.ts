import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Map label glyphs served by the site itself (DESIGN "Maps": text labels need a glyphs URL):
 * the SDF glyph ranges of Noto Sans (SIL Open Font License) from the `tileserver-gl-styles`
 * package, for Latin, Latin-1/Extended-A and general punctuation. Served at
 * `/glyphs/{fontstack}/{range}.pbf` by the dev server and written into the build, so
 * CloudFront serves them in AWS. A range not listed here falls back to maplibre drawing
 * the glyph with the browser's own font.
 */
export const glyphFontStack = 'Noto Sans Regular';
const ranges = ['0-255', '256-511', '8192-8447'];
const fontsDir = join(
  dirname(createRequire(import.meta.url).resolve('tileserver-gl-styles/package.json')),
  'fonts',
  glyphFontStack,
);
const urlPrefix = `/glyphs/${glyphFontStack}/`;

export function mapGlyphs(): Plugin {
  return {
    name: 'map-glyphs',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const range = path.startsWith(urlPrefix) ? path.slice(urlPrefix.length).replace(/\.pbf$/, '') : undefined;
        if (!range || !ranges.includes(range)) return next();
        response.setHeader('content-type', 'application/x-protobuf');
        response.setHeader('cache-control', 'public, max-age=86400');
        response.end(readFileSync(join(fontsDir, `${range}.pbf`)));
      });
    },
    generateBundle() {
      for (const range of ranges) {
        this.emitFile({
          type: 'asset',
          fileName: `glyphs/${glyphFontStack}/${range}.pbf`,
          source: readFileSync(join(fontsDir, `${range}.pbf`)),
        });
      }
    },
  };
}
