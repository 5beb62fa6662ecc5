import { useEffect, useRef } from 'react';

/**
 * The room a bar held under the site's sticky header takes while it shows (the contact list's
 * bulk actions), kept free above what is focused or scrolled to: the root's scroll-padding-top,
 * the header's own (app-shell.module.css) plus the bar's measured height (WCAG 2.4.11), as
 * useBannerRoom keeps the cookie banner's below. Given back when the bar goes.
 */
export function useHeldRoom<T extends HTMLElement>() {
  const held = useRef<T | null>(null);
  useEffect(() => {
    const element = held.current;
    if (!element) return;
    const root = document.documentElement;
    // The header's room as the stylesheet gives it, read before this sets the root's own.
    const headerRoom = getComputedStyle(root).scrollPaddingTop;
    // Measured where the browser has laid the page out already (at the start and at each resize:
    // the bar grows with a form or a result).
    const resizes = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `calc(${headerRoom} + ${element.offsetHeight}px)`;
    });
    resizes.observe(element);
    return () => {
      resizes.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
  return held;
}
