import { useEffect, useSyncExternalStore } from 'react';
import { analyticsSessionId } from './analytics-session';
import { api } from './api/client';
import { consented, subscribeToConsent } from './consent';

/** What `POST /events` accepts as a page's path (shared/events-schemas.ts `pagePathSchema`), checked without zod. */
const pagePath = /^\/[A-Za-z0-9\-._~%/]*$/;
const maxPathLength = 300;
let lastView: string | undefined;

/**
 * Sends one `pageView` (README.md "Web analytics"): the path only, never the query string, with
 * the visit's analytics session. Fire and forget: a lost page view must never disturb the page.
 */
export function sendPageView(pathname: string): void {
  // An e-mail link's redirect page (`/e/{clickId}/…`) is passed through, not read; its click
  // is recorded as such, and its click id has no place in the feed.
  if (pathname.startsWith('/e/')) return;
  // One page, one path: `/property-details/` as linked (the spec's) and `/property-details` as
  // the router then reads it were two views of one page (QA 76a L3).
  const path = encodeURI(pathname.replace(/(.)\/+$/, '$1'));
  if (!pagePath.test(path) || path.length > maxPathLength) return;
  const sessionId = analyticsSessionId();
  // The shell may mount again on the same page (a boundary, a redirect to the same path): one view.
  const view = `${sessionId}|${path}`;
  if (view === lastView) return;
  lastView = view;
  const body = { type: 'pageView' as const, path, ...(sessionId !== 'no-storage' && { sessionId }) };
  api.user.recordEvent({ body }).catch(() => undefined);
}

/**
 * Page views and sessions are recorded only after the banner's Accept all (DECISIONS row 44):
 * nothing is sent before it; from it on, the page being read and each route change after.
 */
export function usePageViews(pathname: string): void {
  const accepted = useSyncExternalStore(subscribeToConsent, consented, () => false);
  useEffect(() => {
    if (accepted) sendPageView(pathname);
  }, [accepted, pathname]);
}
