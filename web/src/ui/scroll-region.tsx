import type { ReactNode } from 'react';

export interface ScrollRegionProps {
  /** What the region holds, read out when a keyboard user tabs to it ("Rooms"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways on narrow screens (a wide table), reachable with the keyboard:
 * without a tab stop, a keyboard user could not scroll it to see the columns it hides
 * (WCAG 2.1.1; axe's scrollable-region-focusable). The label names the stop.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
