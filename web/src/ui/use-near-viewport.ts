import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come near the window (within `margin` of it), once and for good: for
 * heavy parts below the fold (the sold report's charts) that need not be drawn, nor their code
 * loaded, before the reader scrolls towards them. True at once where IntersectionObserver is
 * missing.
 */
export function useNearViewport<T extends Element>(
  margin = '50% 0px',
): { ref: (element: T | null) => void; near: boolean } {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          // What appears is drawn in slices, between the reader's scrolls.
          startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin, near],
  );
  return { ref, near };
}
