import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A box's room while its content loads, given up without moving what the reader sees (CLS):
 * while `pending` the box keeps its height (the caller gives it a min-height then); when the
 * answer comes, a box below the window takes the final layout's height in one go (nothing
 * visible moves), and a box the reader can see keeps the height it had, as its min-height, so
 * a shorter answer (an empty list, an error) does not pull up what is under it on the screen.
 */
export function useKeptHeight<T extends HTMLElement>(pending: boolean) {
  const box = useRef<T | null>(null);
  const pendingHeight = useRef<number | undefined>(undefined);
  const [kept, setKept] = useState<number>();
  // After every commit, before the paint: the height while pending; the choice when it ends.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (pending) {
      pendingHeight.current = element.offsetHeight;
      return;
    }
    if (pendingHeight.current === undefined) return;
    const height = pendingHeight.current;
    pendingHeight.current = undefined;
    if (element.getBoundingClientRect().top < window.innerHeight) setKept(height);
  });
  return { ref: box, minHeight: kept };
}
