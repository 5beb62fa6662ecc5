import { detailsChangedSentence } from '@shared/annual-report/figures';
import { displayDate } from '@shared/format/dates';
import { formatCurrency } from '@shared/format/currency';
import { lineChart, type ChartMarker } from '../chart';
import type { PdfOp, PdfPage } from '../model';
import { textOp, wrapText } from '../text';
import { colours, text } from '../theme';
import { lastSold, money, valueUsed } from './facts';
import { framedPage, sectionTitle, sectionTop } from './frame';
import { area, type AnnualReportLayoutContext } from './layout-context';
import { tileOps } from './tiles';
import {
  changeAmountText,
  changePercentText,
  dailySeries,
  dailySeriesOf,
  dayIndex,
  sampledDayLabels,
  valueChange,
} from './value-change';

/** The chart's days are UTC days (ChartPoint): shown as they are, not moved to Toronto's date. */
const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * `$1.225M`, `$950K`, `$0`: as many decimals as the axis steps need, so no two ticks read alike;
 * K and M as the web's chart writes them (document 3 §9.2; QA 73a L5: the PDF wrote `$640k`).
 */
export function valueTick(value: number): string {
  if (value === 0) return '$0';
  if (Math.abs(value) >= 1_000_000) return `$${Number((value / 1_000_000).toFixed(3))}M`;
  return `$${Number((value / 1_000).toFixed(1))}K`;
}

/** DECISIONS row 22: the chart is 514×220. */
export const valueChart = { width: 514, height: 220 } as const;
/** Document 3 §9.3: the left axis has 4 ticks (3 rows between them). */
export const valueChartRows = 3;
const minLabelWidth = 34;

/**
 * The line the page measures its change on (issue 25: the line of the value shown): the
 * confirmed value carried back along the area's price index when the agent confirmed one,
 * else the model's estimate.
 */
export function measuredLine(report: AnnualReportLayoutContext['report']) {
  const confirmed = report.homeValue.confirmedValue !== undefined && (report.confirmedChart?.length ?? 0) >= 2;
  return confirmed ? { confirmed: true, points: report.confirmedChart! } : { confirmed: false, points: report.chart };
}

/** The 12-month value-change page (document 3 §9.3). */
export function valuePage(ctx: AnnualReportLayoutContext): PdfPage {
  const { report, measure } = ctx;
  const { homeValue } = report;
  const line = measuredLine(report);
  const change = valueChange(line.points);
  // The model's line always; the confirmed value's beside it, on the same days, when there is one.
  const sets = line.confirmed ? [line.points, report.chart] : [report.chart];
  const series = dailySeriesOf(sets);
  const days = series.days;
  const measuredDays = dailySeries(line.points).days;
  const period =
    days.length > 1
      ? `From ${utcDay(days[0]!)} to ${utcDay(days.at(-1)!)}`
      : 'Your home’s estimated value over the last 12 months';
  const confirmed = homeValue.confirmedValue !== undefined;
  const since = measuredDays.length > 1 ? `Since ${displayDate(utcDay(measuredDays[0]!))}` : 'No value history yet';
  // Named for the line it is measured on: the agent confirmed one value, on one day; the months
  // before it are that value carried back along the area's price index, less the work the value
  // holds before it was done (`confirmedWork`, as the service drew the line), so its change
  // is the area's trend and that work (no more than the tile's width: "Since 2025-12-01, area
  // price trend"; "…, price trend and work").
  const workInYear =
    measuredDays.length > 1 &&
    (report.confirmedWork ?? []).some((step) => step.completionDate > utcDay(measuredDays[0]!));
  const trend = workInYear ? 'price trend and work' : 'area price trend';
  const changeNote = line.confirmed && measuredDays.length > 1 ? `${since}, ${trend}` : since;
  const valueNote = confirmed
    ? `Confirmed by your agent${homeValue.confirmedAt ? ` ${displayDate(homeValue.confirmedAt)}` : ''}`
    : `Estimated ${displayDate(homeValue.instanceValueDate)}`;

  const ops: PdfOp[] = [
    ...sectionTitle(ctx, '12-Month Value Change', period),
    ...tileOps(
      ctx,
      [
        {
          label: confirmed ? 'Confirmed value' : 'Estimated value',
          value: formatCurrency(valueUsed(report)),
          note: valueNote,
        },
        { label: 'Change over 12 months', value: changeAmountText(change), note: changeNote },
        { label: 'Change in percent', value: changePercentText(change), note: changeNote },
      ],
      sectionTop,
    ),
  ];

  const panelTop = sectionTop + 92;
  const panelHeight = valueChart.height + 36;
  ops.push({
    kind: 'rect',
    x: area.left,
    y: panelTop,
    width: area.width,
    height: panelHeight,
    stroke: colours.rule,
    strokeWidth: 0.7,
    radius: 8,
  });
  const chartBox = {
    x: area.left + (area.width - valueChart.width) / 2,
    y: panelTop + 18,
    ...valueChart,
  };
  if (days.length < 2) {
    ops.push(
      textOp(
        'There is no value history to chart yet.',
        { x: chartBox.x, y: panelTop + panelHeight / 2, width: chartBox.width, align: 'center' },
        text.body,
        measure,
      ),
    );
  } else {
    const { labels, subLabels } = sampledDayLabels(days, chartBox.width - 60, minLabelWidth);
    const markers: ChartMarker[] = [];
    if (homeValue.confirmedValue !== undefined) {
      // On its day when that is in the chart; a confirmation before it (or undated) is a line across.
      const at = dayIndex(days, homeValue.confirmedAt);
      markers.push({
        ...(at !== null && { index: at }),
        value: homeValue.confirmedValue,
        label: `Confirmed ${formatCurrency(homeValue.confirmedValue)}${
          homeValue.confirmedAt ? ` · ${displayDate(homeValue.confirmedAt)}` : ''
        }`,
        colour: colours.community,
      });
    }
    // The home's last sale, on its day when it is in the chart (QA 59b: a home bought in July showed
    // a year's change with no sign of the purchase in it), at its price, as page 6 pairs them.
    const sold = lastSold(report);
    const soldAt = sold.price !== undefined && sold.date ? dayIndex(days, `${sold.date.slice(0, 10)}T16:00:00Z`) : null;
    if (soldAt !== null && sold.price !== undefined) {
      markers.push({
        index: soldAt,
        value: sold.price,
        label: `Last sold ${formatCurrency(sold.price)} · ${displayDate(sold.date!)}`,
        colour: colours.gta,
        // Under its point, clear of the confirmation's pill above (an owner often has the value
        // confirmed soon after buying, at about the price).
        below: markers.length > 0,
      });
    }
    ops.push(
      ...lineChart(
        {
          ...chartBox,
          title: line.confirmed ? 'Confirmed and estimated value' : 'Estimated value',
          caption: line.confirmed
            ? `The confirmed value carried back along the area’s price index${workInYear ? ', without the work before it was done' : ''}, and the model’s estimate.`
            : // Monthly points before the valuation existed, daily since (QA 26: "one point a day" misread them).
              'Daily since the valuation was made; the months before it, estimated from the area’s price index.',
          labels,
          subLabels,
          labelWidth: minLabelWidth,
          series: line.confirmed
            ? [
                {
                  label: 'Confirmed value, carried back',
                  colour: colours.brand,
                  values: series.values[0]!,
                  emphasis: true,
                  dots: false,
                },
                { label: 'Model estimate', colour: colours.muted, values: series.values[1]!, dots: false },
              ]
            : [{ label: 'Your home', colour: colours.brand, values: series.values[0]!, emphasis: true, dots: false }],
          rows: valueChartRows,
          formatTick: valueTick,
          // As the screen's chart (`leastAxisSpan`): a year's small move reads as small.
          leastSpan: 0.04,
          connectGaps: true,
          markers,
          theme: {
            title: text.heading,
            caption: text.small,
            tick: { ...text.small, size: 7 },
            legend: { ...text.small, colour: colours.body },
            grid: colours.grid,
            axis: '#c7ccd3',
          },
        },
        measure,
      ),
    );
  }

  // What the figures mean, under the chart.
  let y = panelTop + panelHeight + 30;
  ops.push(textOp('About these figures', { x: area.left, y, width: area.width }, text.heading, measure));
  const notes = [
    `The estimated range today is ${money(homeValue.lowerRange)} to ${money(homeValue.upperRange)}.`,
    confirmed
      ? `Your agent confirmed a value of ${money(homeValue.confirmedValue)}${
          homeValue.confirmedAt ? ` on ${displayDate(homeValue.confirmedAt)}` : ''
        }; it is the value this report uses, marked on the chart.`
      : 'Your agent has not confirmed a value yet; this report uses the estimate.',
    // The owner changed the home's details after the confirmation (QA 26): the screens say so, so does the report.
    ...(confirmed && homeValue.detailsChangedAt
      ? [
          `${detailsChangedSentence(homeValue.detailsChangedAt)} The confirmed value is of the home as it was then, the model’s estimate of the home as it is now.`,
        ]
      : []),
    line.confirmed
      ? `The change is measured on the confirmed value: ${money(homeValue.confirmedValue)} today, carried back along the area’s price index${workInYear ? ', without your improvements in the months before each was done' : ''}. The model’s own estimate, ${money(homeValue.instanceValue)} today, is drawn beside it.`
      : 'The change compares the first and the last value of the chart. Estimates move with recent sales nearby and are not an appraisal.',
  ];
  y += 8;
  for (const note of notes) {
    // The bullet beside the note's first line.
    ops.push({ kind: 'circle', cx: area.left + 4, cy: y + 14 - 3.2, r: 1.6, fill: colours.brand });
    for (const line of wrapText(note, area.width - 14, text.body, measure, 2)) {
      y += 14;
      ops.push(textOp(line, { x: area.left + 14, y, width: area.width - 14 }, text.body, measure));
    }
    y += 4;
  }
  return framedPage(ctx, ops);
}
