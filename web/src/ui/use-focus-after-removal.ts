import { useEffect, useRef, type RefObject } from 'react';

/**
 * A removed row goes, and with it the button its dialog would give the focus back to (QA 63a
 * L10: the keyboard was left on the page). Once the dialog is closed (`busy` false) and the row is
 * no longer `listed`, the keyboard goes on from the next row's button, else the previous row's,
 * else `fallback` (the list's heading, or the line saying there is none), unless the user has put
 * the focus somewhere meanwhile. The buttons are the container's elements whose
 * `data-{attribute}` holds their row's id. Answers what to call when a row is removed, with the
 * rows' ids as they were shown.
 */
export function useFocusAfterRemoval({
  container,
  listed,
  busy,
  attribute,
  fallback,
}: {
  container: RefObject<HTMLElement | null>;
  listed: readonly string[];
  busy: boolean;
  attribute: 'delete' | 'remove';
  fallback: () => HTMLElement | null | undefined;
}) {
  const removal = useRef<{ id: string; next?: string | undefined; previous?: string | undefined }>(undefined);
  // The latest fallback, read by the effect below (which runs after this one) without re-running it.
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });
  const key = listed.join('\n');
  useEffect(() => {
    const removed = removal.current;
    if (!removed || busy || key.split('\n').includes(removed.id)) return;
    removal.current = undefined;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const buttons = [...(container.current?.querySelectorAll<HTMLElement>(`[data-${attribute}]`) ?? [])];
    const button = (id: string | undefined) => buttons.find((candidate) => id && candidate.dataset[attribute] === id);
    (button(removed.next) ?? button(removed.previous) ?? fallbackRef.current())?.focus();
  }, [container, key, busy, attribute]);
  return (id: string, shown: readonly string[]) => {
    const index = shown.indexOf(id);
    removal.current = { id, next: shown[index + 1], previous: shown[index - 1] };
  };
}
