import { useEffect, useRef, useState } from 'react';

/**
 * Gives the focus back to what had it when a dialog mounted open, once it closes or unmounts.
 * Mantine's Modal and Drawer record the focused element only when `opened` changes after their
 * first render (`useFocusReturn` runs on updates), so a dialog drawn already open (a lazily
 * loaded one, or one mounted to be shown) never gave it back: Escape left a keyboard user at the
 * top of the page. Later openings of a dialog that stays mounted are Mantine's to handle. As
 * Mantine's own rule has it, the focus goes back if it is nowhere (the dialog gone) or still where
 * it was when the dialog began to close (its close button, during the exit transition): never
 * when the user moved it meanwhile, and only to an element still there.
 */
export function useFocusReturn(opened = true): void {
  // Read while rendering: before the dialog's focus trap moves the focus into it.
  const [trigger] = useState(() => (opened && typeof document !== 'undefined' ? document.activeElement : null));
  const pending = useRef(trigger !== null);
  useEffect(() => {
    if (opened || !pending.current) return;
    pending.current = false;
    return returnFocusLater(trigger);
  }, [opened, trigger]);
  useEffect(
    () => () => {
      if (pending.current) returnFocusLater(trigger);
    },
    [trigger],
  );
}

/** Just after the close (after Mantine's own 10 ms return has had its turn). */
function returnFocusLater(trigger: Element | null): () => void {
  const atClose = document.activeElement;
  const timer = window.setTimeout(() => {
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== atClose) return;
    if (trigger instanceof HTMLElement && trigger !== document.body && trigger.isConnected) {
      trigger.focus({ preventScroll: true });
    }
  }, 20);
  return () => window.clearTimeout(timer);
}
