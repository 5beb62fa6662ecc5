import { FeedbackList } from '../../../features/feedback/components/feedback-list';
import { PlatformAnalyticsPage } from '../../../features/platform-analytics/components/platform-analytics-page';

/*
 * Platform Analytics is both `/dashboard` (only the dashboard on the stack) and
 * `/dashboard/analytics` (document 2 §2): one page, for admins (DECISIONS row 16). Not a route
 * itself: the router ignores files named with a leading '-'.
 */

/** The page with the feedback list below it (DECISIONS row 41): two features, composed here. */
export function PlatformAnalytics() {
  return <PlatformAnalyticsPage below={<FeedbackList />} />;
}
