import { useEffect, useRef } from 'react';

/** The root's custom property that holds the banner's room (focus.css gives it to scroll-padding). */
export const bannerSpaceProperty = '--consent-banner-space';

/** Alerts among the added nodes: each node that is one, and those inside it. */
function alertsIn(nodes: Node[]): Element[] {
  return nodes.flatMap((node) =>
    node instanceof Element
      ? [...(node.matches('[role="alert"]') ? [node] : []), ...node.querySelectorAll('[role="alert"]')]
      : [],
  );
}

/**
 * The room a banner held at the bottom of the window takes, kept free for the page while the
 * banner shows: its measured height (and its gap to the window's edge) as the root's
 * scroll-padding, so a focused field or anything scrolled into view stops above it; and an
 * alert that appears under it (a save's error at the end of a form) is brought above it. The
 * room is given back when the banner goes.
 */
export function useBannerRoom<T extends HTMLElement>() {
  const banner = useRef<T | null>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const gap = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      // Its gap to the window's edge, and as much again above it: what is brought into view stands clear of it.
      root.style.setProperty(bannerSpaceProperty, `${element.offsetHeight + 2 * gap}px`);
    };
    measure();
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resizes?.observe(element);
    const additions = new MutationObserver((records) => {
      const covered = element.getBoundingClientRect().top;
      for (const alert of alertsIn(records.flatMap((record) => [...record.addedNodes]))) {
        if (element.contains(alert)) continue;
        const box = alert.getBoundingClientRect();
        if (box.bottom > covered && box.top < window.innerHeight) alert.scrollIntoView({ block: 'nearest' });
      }
    });
    additions.observe(document.body, { childList: true, subtree: true });
    return () => {
      resizes?.disconnect();
      additions.disconnect();
      root.style.removeProperty(bannerSpaceProperty);
    };
  }, []);
  return banner;
}
