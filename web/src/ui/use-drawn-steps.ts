import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's parts are drawn: the first at once, then one more per step, each step a
 * transition of its own that starts after the browser has laid out and painted the last one, so
 * no single render, commit and layout of the whole page is a long task on a phone (issue 26's
 * TBT). The page draws part `n` when `drawn > n`; at `total` every part is there.
 */
export function useDrawnSteps(total: number): number {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before that frame's layout and paint: the step after it runs after them.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(drawn + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, total]);
  return Math.min(drawn, total);
}
