import { useEffect, useRef } from 'react';

/**
 * The room a bar held under the site's sticky header takes while it shows (the contact list's
 * bulk actions): its measured height as `--held-room` on the bar's parent, which the page's
 * focusable elements there add to the header's room above them (app-shell.module.css), so a row
 * the focus goes to stops below the bar (WCAG 2.4.11). A property of that part of the page only,
 * not of the root the whole page would be restyled for. Given back when the bar goes.
 */
export function useHeldRoom<T extends HTMLElement>() {
  const held = useRef<T | null>(null);
  useEffect(() => {
    const element = held.current;
    const parent = element?.parentElement;
    if (!element || !parent) return;
    // Measured where the browser has laid the page out already (at the start and at each resize:
    // the bar grows with a form or a result).
    const resizes = new ResizeObserver(() => parent.style.setProperty('--held-room', `${element.offsetHeight}px`));
    resizes.observe(element);
    return () => {
      resizes.disconnect();
      parent.style.removeProperty('--held-room');
    };
  }, []);
  return held;
}
