/**
 * Which code a lazy import preloads beside itself (Vite's `build.modulePreload.resolveDependencies`).
 *
 * Vite preloads every chunk a lazy import needs, one `<link rel="modulepreload">` each, all
 * appended in one task. Where a tap waits (a route, a menu, a dialog, the Filters panel, the
 * map), those links spare it the round trips of finding the imports one level at a time
 * (Mantine's components are chunks of a few hundred bytes, chained five or six deep). The
 * parts below are drawn with their page, or as the reader scrolls to them, while the page
 * loads: there the same links were one more long task each, most of the blocking time
 * Lighthouse found on the neighbourhood index and property details. They load their imports
 * as the browser finds them, each level in a task of its own.
 *
 * Named by their modules' files; the build fails if one no longer has a chunk of its own
 * (web/prerender/plugin.ts). Stylesheets are always preloaded (Vite does not pass them here).
 */
export const drawnWithThePage = [
  // The neighbourhood index's and the sold report's sign-in overlay, shown to a visitor at once.
  'sold-properties-overlay',
  // Property details: the showing form beside the listing, the neighbourhood's map below it.
  'book-showing-form',
  'mini-map',
  // The valuation summary: its Share button, "receive updates" switch, chart, similar listings
  // and improvements, drawn with it or in the steps after it.
  'share-popover',
  'updates-switch',
  'value-chart-plot',
  'similar-listings',
  'improvements-section',
] as const;

const chunkName = (file: string) => /([^/]+)-[\w-]{8}\.js$/.exec(file)?.[1];

export function lazyImportPreloads(file: string, deps: string[]): string[] {
  const name = chunkName(file);
  return name && (drawnWithThePage as readonly string[]).includes(name) ? [] : deps;
}

/** The names `drawnWithThePage` lists that no chunk of the build carries. */
export const unmatchedNames = (chunkFiles: readonly string[]) => {
  const names = new Set(chunkFiles.map(chunkName));
  return drawnWithThePage.filter((name) => !names.has(name));
};
