import type { PropertyType } from '@shared/property-types';
import type { Colour, PdfOp } from '../model';
import { average, lineChart, type ChartTheme } from '../chart';
import { rateChartCap } from '@shared/sold-report/market-guide';
import type { LayoutContext } from './context';
import { compactPrice, days, percent } from './axis-format';
import { trendMonths, trendValues, type TrendMetric } from './trend-series';
import { shortMonthLabel } from '@shared/sold-report/month-label';
import { colours, text } from '../theme';

/** Document 3 §9.4: each chart has 6 rows (7 gridlines, within document 1's 7 ticks). */
export const chartRows = 6;

interface TrendChart {
  metric: TrendMetric;
  title: string;
  caption: string;
  formatTick: (value: number) => string;
  integerTicks?: boolean;
}

/**
 * The three charts, in the spec's order and with its titles. Their axes fit the data rather
 * than start at zero: the trend, not the level, is what they show.
 */
export const trendCharts: readonly TrendChart[] = [
  { metric: 'price', title: 'Price', caption: 'Average selling price', formatTick: compactPrice },
  {
    metric: 'daysOnMarket',
    title: 'Days on Market',
    caption: 'Average days on market',
    formatTick: days,
    integerTicks: true,
  },
  {
    metric: 'salesToNewListings',
    title: 'Sales-To-New Listings Rate',
    caption: 'Sales as a percentage of new listings',
    formatTick: percent,
    integerTicks: true,
  },
];

const chartTheme: ChartTheme = {
  title: text.heading,
  caption: text.small,
  tick: { ...text.small, size: 7 },
  legend: { ...text.small, colour: colours.body },
  grid: colours.grid,
  axis: '#c7ccd3',
};

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One chart: GTA, the community and the neighbourhood over the 12 months to the report's. */
export function trendChartOps(ctx: LayoutContext, type: PropertyType, chart: TrendChart, box: ChartBox): PdfOp[] {
  const months = trendMonths(ctx.month);
  const { report } = ctx;
  const series: Array<{ label: string; colour: Colour; values: Array<number | null>; emphasis?: boolean }> = [
    { label: 'GTA', colour: colours.gta, values: trendValues(report.statistics, months, type, chart.metric) },
    {
      label: report.neighbourhood.community || 'Community',
      colour: colours.community,
      values: trendValues(report.communityStatistics, months, type, chart.metric),
    },
    {
      label: report.neighbourhood.name,
      colour: colours.neighbourhood,
      values: trendValues(report.neighbourhoodStatistics, months, type, chart.metric),
      emphasis: true,
    },
  ];
  const clipAbove =
    chart.metric === 'salesToNewListings'
      ? rateChartCap(
          series.flatMap((s) => s.values),
          series.map((s) => average(s.values)),
        )
      : null;
  return lineChart(
    {
      ...box,
      ...(clipAbove !== null && { clipAbove }),
      title: chart.title,
      caption: chart.caption,
      labels: months.map(shortMonthLabel),
      subLabels: months.map((m, i) => (i === 0 || m.endsWith('-01') ? m.slice(0, 4) : undefined)),
      series,
      rows: chartRows,
      formatTick: chart.formatTick,
      integerTicks: chart.integerTicks,
      averageLines: true,
      averageLabel: '12-month average',
      theme: chartTheme,
    },
    ctx.measure,
  );
}
