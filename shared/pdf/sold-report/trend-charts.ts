import type { PropertyType } from '@shared/property-types';
import type { PdfOp } from '../model';
import { lineChart, type ChartTheme, type LineChartSeries } from '../chart';
import type { Statistics } from '@shared/sold-report/types';
import { isBeforeData } from '@shared/sold-report/data-extent';
import { twelveMonthFigure } from '@shared/sold-report/twelve-months';
import { rateChartCap } from '@shared/sold-report/market-guide';
import type { LayoutContext } from './context';
import { compactPrice, days, percent } from './axis-format';
import { trendMonths, trendValues, type TrendMetric } from './trend-series';
import { shortMonthLabel, yearsUnder } from '@shared/sold-report/month-label';
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
    metric: 'dom',
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
  const trend = (statistics: Statistics) => ({
    values: trendValues(statistics, months, type, chart.metric),
    // The dashed line: the 12 months pooled over their sales, as on the screen.
    // Months before the records have no figures for anyone (withinData): not withheld, just absent.
    average: twelveMonthFigure(
      months.filter((month) => !isBeforeData(month, report.dataFrom)).map((month) => statistics[month]?.[type]),
      chart.metric,
    ),
  });
  const series: LineChartSeries[] = [
    { label: 'GTA', colour: colours.gta, ...trend(report.statistics) },
    {
      label: report.neighbourhood.community || 'Community',
      colour: colours.community,
      ...trend(report.communityStatistics),
    },
    {
      label: report.neighbourhood.name,
      colour: colours.neighbourhood,
      ...trend(report.neighbourhoodStatistics),
      emphasis: true,
    },
  ];
  const clipAbove =
    chart.metric === 'salesToNewListings'
      ? rateChartCap(
          series.map((s) => s.values),
          series.map((s) => s.average ?? null),
        )
      : null;
  return lineChart(
    {
      ...box,
      ...(clipAbove !== null && { clipAbove }),
      title: chart.title,
      caption: chart.caption,
      labels: months.map(shortMonthLabel),
      subLabels: yearsUnder(months),
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
