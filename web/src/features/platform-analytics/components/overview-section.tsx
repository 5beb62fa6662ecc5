import { Box, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { WebAnalyticsMonth } from '@shared/analytics';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { formatCount } from '../analytics-figures';
import { useWebAnalytics } from '../api/get-web-analytics';
import { shortMonth } from '../chart-months';
import { WebFigures } from './web-figures';

// recharts comes after the page, behind a placeholder of the chart's size.
const MonthsChart = lazy(() => import('./months-chart'));

const chartHeight = 200;

/** The overview widgets: the last 12 months summed, and a chart of the months (document 2 §2). */
export function OverviewSection() {
  const overview = useWebAnalytics(undefined);
  useLoggedFailure(overview.error, 'The 12-month web analytics');
  const answer = overview.data;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby="overview-heading"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="lg" id="overview-heading">
            Last 12 months
          </Title>
          {answer && (
            <Text size="sm" c="dimmed">
              {shortMonth(answer.from, true)} to {shortMonth(answer.to, true)}
            </Text>
          )}
        </Group>
        <WebFigures figures={answer} loading={overview.isPending} />
        {overview.isPending ? (
          <Skeleton h={chartHeight} radius="md" />
        ) : answer && answer.months.length > 0 ? (
          <MonthsPanel months={answer.months} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function MonthsPanel({ months }: { months: WebAnalyticsMonth[] }) {
  return (
    <Box>
      <Group gap="md" mb={4}>
        <Legend colour="#0b7c76" label="Visitors" />
        <Legend colour="#4263eb" label="Logins" />
      </Group>
      <Box h={chartHeight} aria-hidden>
        <Suspense fallback={<Skeleton h={chartHeight} radius="md" />}>
          <MonthsChart months={months} />
        </Suspense>
      </Box>
      {/* The chart's figures for screen readers. */}
      <VisuallyHidden>
        <table>
          <caption>Visitors and logins per month</caption>
          <thead>
            <tr>
              <th>Month</th>
              <th>Visitors</th>
              <th>Logins</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <td>{shortMonth(month.month, true)}</td>
                <td>{formatCount(month.visitors)}</td>
                <td>{formatCount(month.logins)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={10} h={10} bg={colour} style={{ borderRadius: 2 }} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
