import { useRef, type PointerEvent } from 'react';

/** Horizontal swipe (touch or mouse drag) of at least this many pixels steps once. */
const swipeDistance = 40;

/**
 * Swipe left for next and right for previous. `moved()` tells a click handler that the
 * pointer was dragged, so a swipe does not also count as a click.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);
  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        start.current = { x: event.clientX, y: event.clientY };
        dragged.current = false;
      },
      onPointerUp: (event: PointerEvent) => {
        if (!start.current) return;
        const dx = event.clientX - start.current.x;
        const dy = event.clientY - start.current.y;
        start.current = null;
        if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy)) return;
        dragged.current = true;
        if (dx < 0) onNext();
        else onPrevious();
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    moved: () => dragged.current,
  };
}
