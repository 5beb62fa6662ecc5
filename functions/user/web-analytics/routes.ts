import { webAnalytics } from '@shared/contract/user/web-analytics';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { getUserAnalytics, getWebAnalytics } from './handlers/analytics';
import { postEvent } from './handlers/events';

/**
 * The routes of web analytics: page events and the figures (shared/contract/user/web-
 * analytics.ts), bound to their handlers.
 */
export const routes: Route[] = bind(webAnalytics, {
  getWebAnalytics,
  getUserAnalytics,
  recordEvent: postEvent,
});
