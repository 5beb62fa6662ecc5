import { Button, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { webConfig } from '../../../lib/web-config';
import { HowWeCount } from './how-we-count';
import { MonthlySection } from './monthly-section';
import { OverviewSection } from './overview-section';
import { ReleaseUsersSection } from './release-users-section';

/**
 * Platform Analytics (document 2 §2), the admin's dashboard page: the 12-month overview,
 * 'Monthly data' with its month picker, 'Release 1 Users', and what the route puts below (the
 * feedback list, another feature's). The shell's header carries the title. The 'Google
 * Analytics' button opens the configured external report and is hidden without one
 * (DECISIONS row 16); 'Email Analytics' leads to everyone's mail (DECISIONS row 15), which
 * the admin's navigation does not list.
 */
export function PlatformAnalyticsPage({ now = new Date(), below }: { now?: Date; below?: ReactNode }) {
  const googleAnalyticsUrl = webConfig().googleAnalyticsUrl;
  return (
    <Stack gap="lg">
      <Group justify="flex-end" gap="sm">
        {/* The admin's navigation has no Email Analytics (document 2 §2); everyone's mail is here. */}
        <Button renderRoot={(props) => <Link {...props} to="/dashboard/email-analytics" />} variant="default">
          Email Analytics
        </Button>
        {googleAnalyticsUrl && (
          <Button component="a" href={googleAnalyticsUrl} target="_blank" rel="noopener noreferrer" variant="default">
            Google Analytics
          </Button>
        )}
      </Group>
      <OverviewSection now={now} />
      <MonthlySection now={now} />
      <ReleaseUsersSection />
      <HowWeCount />
      {below}
    </Stack>
  );
}
