import { EmptyPanel } from './empty-panel';

/** Platform Analytics (document 2 §2): its figures come with the analytics issue. */
export function PlatformAnalytics() {
  return (
    <EmptyPanel heading="No analytics yet">
      Visitors, logins, session time and the waitlist figures will show here once the platform starts collecting them.
    </EmptyPanel>
  );
}
