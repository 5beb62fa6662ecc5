import { useEffect, useRef } from 'react';

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
 * scroll-padding (WCAG 2.4.11), so a focused field or anything scrolled into view stops above
 * it; and an alert that appears under it (a save's error at the end of a form) is brought above
 * it. The room is given back when the banner goes. The banner's own controls take it back
 * (`--banner-room`, app-shell.module.css).
 */
export function useBannerRoom<T extends HTMLElement>() {
  const banner = useRef<T | null>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const gap = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      // Its gap to the window's edge, and as much again above it: what is brought into view
      // stands clear of it. The root's own scroll-padding, not a custom property the whole page
      // would inherit and be restyled for (about 50 ms of a phone's first load of a long page).
      const room = `${element.offsetHeight + 2 * gap}px`;
      root.style.scrollPaddingBottom = room;
      // Not for the banner's own links and button: inside that room, they would count as hidden,
      // and the focus, a Tab into the banner, would scroll the page 400 px away under it (QA 54b).
      // On the banner, whose few nodes alone restyle.
      element.style.setProperty('--banner-room', room);
    };
    // Measured where the browser has laid the page out already (a ResizeObserver reports after
    // layout, once at the start and at each resize), never by forcing a layout of its own.
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    const additions = new MutationObserver((records) => {
      const alerts = alertsIn(records.flatMap((record) => [...record.addedNodes])).filter(
        (alert) => !element.contains(alert),
      );
      // Most changes of the page add no alert: their layout is never read here.
      if (alerts.length === 0) return;
      const covered = element.getBoundingClientRect().top;
      for (const alert of alerts) {
        const box = alert.getBoundingClientRect();
        if (box.bottom > covered && box.top < window.innerHeight) alert.scrollIntoView({ block: 'nearest' });
      }
    });
    additions.observe(document.body, { childList: true, subtree: true });
    return () => {
      resizes.disconnect();
      additions.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
  return banner;
}
