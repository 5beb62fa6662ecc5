import { useMatches, useRouter, useRouterState, type AnyRouteMatch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useRouteTitle } from './use-document-title';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Each value of the route's parameters is a page of its own (a valuation's steps, a listing),
     * not the same page shown otherwise (a report's month, a search's filters).
     */
    pagePerParams?: boolean;
  }
}

/**
 * Which page a match shows: its route, or its route and parameters when each of those is a
 * page (`staticData.pagePerParams`). A change of page moves the focus to the new one's heading.
 */
export function pageOf(match: Pick<AnyRouteMatch, 'routeId' | 'pathname' | 'staticData'>): string {
  return match.staticData?.pagePerParams ? `${match.routeId} ${match.pathname}` : match.routeId;
}

/**
 * What a page change says, for the root layout (QA 48c M2). The tab takes the route's title (its
 * `head`, lib/page-head.ts). When a link or a redirect opens another page (another route, not
 * the same page with other parameters: a report's month, the users list's search), the focus
 * goes to the new page's heading, so that a screen reader reads where the user now is and the
 * keyboard goes on from there; not on the first page the browser loads, nor when the page itself
 * has put the focus somewhere (a sign-in form's field).
 */
export function useNewPage(): void {
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.meta?.some((meta) => meta?.title))?.meta,
  })?.find((meta) => meta?.title)?.title;
  useRouteTitle(title);

  const router = useRouter();
  const page = useRouterState({
    select: (state) => {
      const match = state.status === 'idle' ? state.matches.at(-1) : undefined;
      return match && pageOf(match);
    },
  });
  const shown = useRef<string | undefined>(undefined);
  /** Ends the wait for the shown page's late heading: when another page is shown, or the layout goes. */
  const stopWaiting = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWaiting.current(), []);
  /** Where the focus was when the navigation began: the link pressed, or nothing. */
  const focusBefore = useRef<Element | null>(null);
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', () => {
        focusBefore.current = document.activeElement;
      }),
    [router],
  );
  useEffect(() => {
    if (page === undefined) return;
    const previous = shown.current;
    shown.current = page;
    if (previous === undefined || previous === page) return;
    // Not on the router's other states between two pages (`page` undefined), nor on the same page
    // with other parameters: a search's filters read during the wait leave it waiting.
    stopWaiting.current();
    stopWaiting.current = () => undefined;
    // Focus the new page put somewhere itself (a form's first field, a dialog), not where a menu
    // or the phone's drawer gave it back to their button as they closed (the header's).
    const active = document.activeElement;
    const main = document.getElementById('main');
    const placedByPage =
      active !== null &&
      active !== focusBefore.current &&
      (Boolean(main?.contains(active)) || active.closest('[role="dialog"]') !== null);
    if (placedByPage) return;
    stopWaiting.current = focusHeading();
  }, [page]);
}

/**
 * How long a page's h1 may take to come after the page changed: its code loading (a lazily
 * loaded chunk behind a Suspense fallback) on a slow connection.
 */
export const headingWaitMs = 10_000;

/**
 * The page's h1, or the page itself when it has none yet (its content still loading); then its
 * h1 as soon as it is drawn, so a screen reader reads the page's name, not "main". Not when
 * the focus has left the page meanwhile (the user's Tab or click, or a field the page focused
 * itself), nor after `headingWaitMs`. Returns what stops the wait.
 */
function focusHeading(): () => void {
  const main = document.getElementById('main');
  const heading = main?.querySelector('h1');
  if (!main || heading) {
    if (heading) focusOn(heading);
    return () => undefined;
  }
  main.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) return stop();
    const drawn = main.querySelector('h1');
    if (!drawn) return;
    stop();
    focusOn(drawn);
  });
  observer.observe(main, { childList: true, subtree: true });
  // The focus leaving the page (a Tab, a click) ends the wait at once, whatever the page draws.
  main.addEventListener('focusout', stop);
  const timer = setTimeout(stop, headingWaitMs);
  function stop() {
    observer.disconnect();
    main!.removeEventListener('focusout', stop);
    clearTimeout(timer);
  }
  return stop;
}

function focusOn(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
