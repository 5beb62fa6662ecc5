import { useEffect } from 'react';
import { webConfig } from '../lib/web-config';

/**
 * The browser tab's title for the page shown: "138 Castan Ave, Markham · GTA Homes". Listings open
 * in new tabs; five tabs all named by the product could not be told apart (QA 21c). Undefined (the
 * page's data not known yet) keeps the product's name; leaving the page puts it back.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const product = productName();
    if (product === undefined) return;
    document.title = title ? `${title} · ${product}` : product;
    return () => {
      document.title = product;
    };
  }, [title]);
}

/** The product's name, once the web config is loaded (always, in the app: main.tsx loads it first). */
function productName(): string | undefined {
  try {
    return webConfig().productName;
  } catch {
    return undefined;
  }
}
