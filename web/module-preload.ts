/**
 * Which code a lazy import preloads beside itself (Vite's `build.modulePreload.resolveDependencies`).
 *
 * Vite preloads every chunk a lazy import needs as one `<link rel="modulepreload">` each, all
 * appended in one task: for a route or a menu, a few dozen links, which spare a click the
 * round trips of discovering its imports one level at a time (Mantine's components are chunks
 * of a few hundred bytes, chained five or six deep). For the parts a page loads as it is drawn
 * (its share popover, similar listings, charts), the same links were one long task per part
 * while the page loaded: on Lighthouse's simulated phone, most of the blocking time of the
 * valuation summary, the neighbourhood index, property details and the gallery.
 *
 * So: what the entry imports lazily (the routes, the header's menus, the feedback panel) keeps
 * its preloads; a lazy import inside a page's own code loads its imports as the browser finds
 * them, each level in a task of its own. A page's own code comes preloaded by its HTML
 * (web/prerender). Stylesheets are always preloaded (Vite does not pass them here).
 */
export const entryChunk = /^assets\/index-[^/]+\.js$/;

export function lazyImportPreloads(
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  return hostType === 'html' || entryChunk.test(hostId) ? deps : [];
}
