import { Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatCurrency } from '@shared/format/currency';
import type { PropertyType } from '@shared/property-types';
import { rateChartCap } from '@shared/sold-report/market-guide';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { NearViewport } from '../../../../ui/near-viewport';
import {
  chartPoints,
  chartTicks,
  isUnpublishedMonth,
  pointsUnder,
  seriesAverages,
  seriesKeys,
  withheldAverages,
  type ChartMetric,
  type ChartPoint,
  type SeriesKey,
} from '../../chart-series';
import { averagesLegendLabel, withheldAveragesNote } from '../../average-lines';
import { ChartTable } from './chart-table';
import { seriesColours } from './chart-style';
import type { TrendLineChartProps } from './trend-line-chart';

// recharts is the largest part of the page, and drawing three charts is the longest task of
// its load: the lines load and draw as the reader scrolls towards them (issue 26), inside
// frames that keep their place, so nothing moves when they appear.
const TrendLineChart = lazy(() => import('./trend-line-chart'));

function DeferredLineChart(props: TrendLineChartProps) {
  const placeholder = <Skeleton h="100%" radius="md" animate={false} />;
  return (
    <NearViewport placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <TrendLineChart {...props} />
      </Suspense>
    </NearViewport>
  );
}

/** `$1.2M`, `$850k`: short enough for an axis. */
function compactCurrency(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `$${Number((value / 1_000_000).toFixed(2))}M`;
  if (Math.abs(value) >= 1_000) return `$${Math.round(value / 1_000)}k`;
  return `$${Math.round(value)}`;
}

const charts: {
  metric: ChartMetric;
  title: string;
  /** The title as a sentence names the figure (the note on withheld 12-month lines). */
  figure: string;
  axis: (v: number) => string;
  full: (v: number) => string;
}[] = [
  { metric: 'price', title: 'Price', figure: 'price', axis: compactCurrency, full: formatCurrency },
  {
    metric: 'dom',
    title: 'Days On Market',
    figure: 'days on market',
    axis: (v) => String(v),
    full: (v) => `${Math.round(v)} days`,
  },
  {
    metric: 'salesToNewListings',
    title: 'Sales-To-New Listings Rate',
    figure: 'sales-to-new listings rate',
    axis: (v) => `${v}%`,
    full: (v) => `${Math.round(v)}%`,
  },
];

interface ChartProps {
  metric: ChartMetric;
  /** The month still being written, if the chart's last is (pointMonthLabel). */
  toDate: string | null;
  title: string;
  points: ChartPoint[];
  /** Each series' 12-month figure, pooled over its sales (seriesAverages). */
  averages: Record<SeriesKey, number | null>;
  names: Record<SeriesKey, string>;
  axis: (value: number) => string;
  full: (value: number) => string;
}

/**
 * One chart: three series, each with a dashed line at its average, at most 7 y ticks. The rate
 * chart's axis stops under a month no market has (rateChartCap), whose point is drawn at the
 * top with its value written.
 */
function TrendChart({ metric, toDate, title, points, averages, names, axis, full }: ChartProps) {
  const cap =
    metric === 'salesToNewListings'
      ? rateChartCap(
          seriesKeys.map((key) => points.map((point) => point[key])),
          Object.values(averages),
        )
      : null;
  // The axis fits the values up to the cap; a value past its top tick is drawn there (pointsUnder).
  const ticks = chartTicks([
    ...points.flatMap((p) => seriesKeys.map((key) => (cap !== null && p[key] !== null && p[key] > cap ? cap : p[key]))),
    ...Object.values(averages),
  ]);
  const shown = pointsUnder(points, cap === null ? null : (ticks.at(-1) ?? null));
  const hasData = ticks.length > 0;

  return (
    <Paper withBorder radius="lg" p="md" component="figure" m={0} aria-label={`${title} chart`}>
      <Title order={3} fz={16} mb="xs" component="figcaption">
        {title}
      </Title>
      <Box h={240}>
        {hasData ? (
          <DeferredLineChart
            label={`${title} by month: the left and right arrow keys read each month`}
            points={shown}
            ticks={ticks}
            averages={averages}
            names={names}
            axis={axis}
            full={full}
            metric={metric}
            toDate={toDate}
            offScale={cap !== null}
          />
        ) : (
          <Stack h="100%" justify="center" align="center">
            <Text c="dimmed" size="sm">
              Not enough sales to chart.
            </Text>
          </Stack>
        )}
      </Box>
      {hasData && (
        <ChartTable
          title={title}
          metric={metric}
          points={points}
          names={names}
          averages={averages}
          full={full}
          toDate={toDate}
        />
      )}
    </Paper>
  );
}

/**
 * The legend the three charts share: the series, and what the dashed lines are as far as some
 * chart draws them (averagesLegendLabel), with why a visitor has none where one is withheld.
 */
function Legend({
  names,
  averages,
  note,
}: {
  names: Record<SeriesKey, string>;
  averages: string | null;
  note: string | null;
}) {
  return (
    <Stack gap={4}>
      <Group gap="lg" role="list" aria-label="Chart legend">
        {seriesKeys.map((key) => (
          <Group key={key} gap={6} role="listitem">
            <Box w={14} h={4} style={{ borderRadius: 2, background: seriesColours[key] }} />
            <Text size="sm">{names[key]}</Text>
          </Group>
        ))}
        {averages && (
          <Group gap={6} role="listitem">
            <Box w={16} style={{ borderTop: '2px dashed #adb5bd' }} />
            <Text size="sm" c="dimmed">
              {averages}
            </Text>
          </Group>
        )}
      </Group>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The chart section (document 1 §2.2): Price, Days On Market and Sales-To-New Listings Rate
 * over the 12 months to the report month, for the GTA, the community and the neighbourhood.
 * Loaded on its own chunk: recharts is large and the charts sit below the fold.
 */
export default function ReportCharts({
  answer,
  type,
  toDate = null,
  justClosed = false,
}: {
  answer: SoldReportAnswer;
  type: PropertyType;
  /** The report's month when it is still being written (report-month.ts `isMonthToDate`). */
  toDate?: string | null;
  /**
   * The report's month is the one just over, and it is the 1st in Toronto: the hour or so before
   * the monthly job publishes it, the one time a closed month has no figure for visitors.
   */
  justClosed?: boolean;
}) {
  const names: Record<SeriesKey, string> = {
    gta: 'GTA',
    community: answer.neighbourhood.community,
    neighbourhood: answer.neighbourhood.name,
  };
  const figures = charts.map((chart) => ({
    ...chart,
    averages: seriesAverages(answer, type, chart.metric),
    withheld: withheldAverages(answer, type, chart.metric),
  }));
  // The report's month with no figure for visitors in any series: the month to date, or, on the
  // 1st, the month just over that the monthly job has not published yet (review 65 L1: it read
  // "3 sales or more"). Any other month without figures is withheld, not unpublished: a null
  // count is also a cell of 1 or 2 sales (review 65b).
  const candidate = toDate ?? (justClosed ? `${answer.time.slice(0, 4)}-${answer.time.slice(4, 6)}` : null);
  const unpublished =
    candidate !== null && isUnpublishedMonth(answer, type, candidate)
      ? { month: candidate, toDate: toDate !== null }
      : null;
  return (
    <Stack gap="md">
      <Legend
        names={names}
        averages={averagesLegendLabel(figures, names)}
        note={withheldAveragesNote(figures, names, unpublished)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {figures.map((chart) => (
          <TrendChart
            key={chart.metric}
            metric={chart.metric}
            toDate={toDate}
            title={chart.title}
            points={chartPoints(answer, type, chart.metric)}
            averages={chart.averages}
            names={names}
            axis={chart.axis}
            full={chart.full}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
