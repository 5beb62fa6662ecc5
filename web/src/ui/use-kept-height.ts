import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/**
 * A box's room while its content loads, given up without moving what the reader sees (CLS):
 * while `pending` the box keeps its height (the caller gives it a min-height then); when the
 * answer comes, a box below the window takes the final layout's height in one go (nothing
 * visible moves), and a box the reader can see keeps the height it had, as its min-height, so
 * a shorter answer (an empty list, an error) does not pull up what is under it on the screen.
 */
export function useKeptHeight<T extends HTMLElement>(
  pending: boolean,
): { ref: (element: T | null) => void; style: CSSProperties | undefined } {
  const box = useRef<T | null>(null);
  const pendingHeight = useRef<number | undefined>(undefined);
  const [kept, setKept] = useState<number>();
  const ref = useCallback((element: T | null) => {
    box.current = element;
  }, []);
  // After the commit, before the paint: the height while pending; the choice when it ends.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (pending) {
      const measure = () => (pendingHeight.current = element.offsetHeight);
      measure();
      const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
      resizes?.observe(element);
      return () => resizes?.disconnect();
    }
    const height = pendingHeight.current;
    pendingHeight.current = undefined;
    if (height !== undefined && element.getBoundingClientRect().top < window.innerHeight) setKept(height);
  }, [pending]);
  return { ref, style: kept === undefined ? undefined : { minHeight: kept } };
}
