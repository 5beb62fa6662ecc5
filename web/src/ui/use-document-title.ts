import { useEffect } from 'react';
import { webConfig } from '../lib/web-config';

/**
 * What the browser tab is named by: the page's own title (its data's, set by the page) before
 * its layout section's before its route's (`head`, set by the root layout), whichever effect
 * runs first.
 */
const titles: { route?: string; section?: string; page?: string } = {};

/**
 * The browser tab's title for the page shown: "138 Castan Ave, Markham · GTA Homes". Listings open
 * in new tabs; five tabs all named by the product could not be told apart (QA 21c). Undefined (the
 * page's data not known yet) keeps the route's title, or the product's name; leaving the page
 * puts it back.
 */
export function useDocumentTitle(title: string | undefined): void {
  useTitle('page', title);
}

/**
 * The title of a layout's section ("Users", "Contacts": the dashboard shell's), under a page's
 * own: a page inside the layout (a contact's, an error) names the tab when it has a name, and the
 * section does again when that page goes. One slot shared with the page had let the layout, whose
 * effect runs after its children's, win over the page, and a page leaving had emptied it.
 */
export function useSectionTitle(title: string | undefined): void {
  useTitle('section', title);
}

/**
 * The title every page of a route has, from its `head` (web/src/lib/page-head.ts): "Sign In ·
 * GTA Homes" (QA 48c M2: most pages said only "GTA Homes"). Set once, by the root layout.
 */
export function useRouteTitle(title: string | undefined): void {
  useTitle('route', title);
}

function useTitle(kind: keyof typeof titles, title: string | undefined): void {
  useEffect(() => {
    titles[kind] = title;
    showTitle();
    return () => {
      titles[kind] = undefined;
      showTitle();
    };
  }, [kind, title]);
}

function showTitle(): void {
  const product = productName();
  if (product === undefined) return;
  const title = titles.page || titles.section || titles.route;
  document.title = title ? `${title} · ${product}` : product;
}

/** The product's name, once the web config is loaded (always, in the app: main.tsx loads it first). */
function productName(): string | undefined {
  try {
    return webConfig().productName;
  } catch {
    return undefined;
  }
}
