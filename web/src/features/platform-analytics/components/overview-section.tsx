import { Box, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { WebAnalyticsMonth } from '@shared/analytics';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { formatCount } from '../analytics-figures';
import { useWebAnalytics } from '../api/get-web-analytics';
import { pickerMonths } from '../../../ui/picker-months';
import { shortMonth } from '../chart-months';
import { WebFigures } from './web-figures';

// recharts comes after the page, behind a placeholder of the chart's size.
const MonthsChart = lazy(() => import('./months-chart'));

const chartHeight = 200;

/**
 * The overview widgets: the last 12 months summed, and a chart of the months (document 2 §2).
 * The last is the current month, which says it is not over (QA 38b L1: December's 2 days stood
 * beside November's 30 as if they were a month).
 */
export function OverviewSection({ now }: { now: Date }) {
  const overview = useWebAnalytics(undefined);
  useLoggedFailure(overview.error, 'The 12-month web analytics');
  const answer = overview.data;
  const current = pickerMonths(now)[0]!;

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
          <MonthsPanel months={answer.months} current={current} />
        ) : null}
        {answer?.to === current && <MonthNotOver month={current} />}
      </Stack>
    </Paper>
  );
}

/** The current month's note: its figures are the days so far. */
export function MonthNotOver({ month }: { month: string }) {
  return (
    <Text size="xs" c="dimmed">
      {shortMonth(month, true)} is not over: its figures cover the days so far.
    </Text>
  );
}

function MonthsPanel({ months, current }: { months: WebAnalyticsMonth[]; current: string }) {
  return (
    <Box>
      <Group gap="md" mb={4}>
        <Legend colour="#0b7c76" label="Visitors (left scale)" />
        <Legend colour="#4263eb" label="Logins (right scale)" />
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
                <td>
                  {shortMonth(month.month, true)}
                  {month.month === current && ' (so far)'}
                </td>
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
