import {
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import type { ChartPoint } from '@shared/home-value/types';
import {
  axisValues,
  chartPeriodLabels,
  chartRows,
  stampedDay,
  xLabeller,
  xTicks,
  axisTimes,
  distinctTicks,
  purchaseOnScale,
  saleOffLine,
  tableTimes,
  todayMark,
  yTicks,
  type ChartMark,
  type ChartPeriod,
} from '../value-chart-series';
import { LoadBoundary } from '../../../ui/load-boundary';
import { NearViewport } from '../../../ui/near-viewport';
import classes from './home-valuation.module.css';

// recharts is ~100 KB gzipped: the plot comes after the page, behind a placeholder of its size.
const ValueChartPlot = lazy(() => import('./value-chart-plot'));

const solid = '#0b7c76';
const estimatedColour = '#8fc9c4';
const confirmedColour = '#e8590c';
const purchaseColour = '#364fc7';
/** A purchase further before the line's first point than this is before the price history. */
const lineGapMs = 62 * 86_400_000;
const monthYear = (time: number) =>
  new Date(time).toLocaleDateString('en-CA', { timeZone: 'UTC', month: 'long', year: 'numeric' });

export interface ValueChartProps {
  points: ChartPoint[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Asks for the points again, after a failure (a share link's chart, in its answer, cannot fail). */
  onRetry?: () => void;
  createdAt: string;
  confirmed?: ChartMark;
  /**
   * The home's last sale, when the period reaches it: its label ('Your purchase', 'Last sale'), and
   * whether the estimate set it aside as far from similar homes' sales (then, far off the line's
   * scale too, it is named rather than drawn).
   */
  purchase?: ChartMark & { label: string; setAside?: boolean };
  /**
   * The estimate holds improvements the owner lists: before the valuation, the line leaves out
   * each one until the day it was done, so it moves by more than the area's prices (QA 69b L2).
   */
  withImprovements?: boolean;
  period: ChartPeriod;
  periods: ChartPeriod[];
  onPeriod: (period: ChartPeriod) => void;
}

/**
 * The value-history chart (document 3 §2.8, §9.2; DECISIONS rows 5 and 42; issue 25): solid
 * since the valuation exists, dashed and lighter before (estimated from the area's index, as
 * far back as it reaches), the agent-confirmed value and the purchase (the home's last sale, at
 * its real price and date) marked. A visually hidden summary and table carry the same facts
 * for screen readers.
 */
export function ValueChart({
  points,
  loading,
  failed,
  onRetry,
  createdAt,
  confirmed,
  purchase,
  withImprovements = false,
  period,
  periods,
  onPeriod,
}: ValueChartProps) {
  // A sale the estimate set aside, far off the line's scale, is named in the legend, not drawn: a
  // price typed with a zero too many had stretched the axis to $20M and flattened the line (QA
  // 35). A true old price below a line that starts years later is drawn (review 35).
  const drawnPurchase =
    purchase && !(purchase.setAside && !purchaseOnScale(purchase, points ?? [])) ? purchase : undefined;
  const rows = chartRows(points ?? [], createdAt, drawnPurchase);
  const times = rows.map((row) => row.time);
  const label = xLabeller(period, rows.length);
  const ticksFor = (max: number) => distinctTicks(xTicks(axisTimes(times), max), label);
  const yAxisTicks = yTicks(axisValues(rows, confirmed, drawnPurchase));
  const hasEstimated = rows.some((row) => row.estimated !== undefined);
  const ownAsDot = todayMark(rows) !== undefined;
  const lineRows = rows.filter((row) => row.value !== undefined || row.estimated !== undefined);
  const first = lineRows[0];
  const last = lineRows.at(-1);
  const valueOf = (row: (typeof rows)[number] | undefined) => row?.value ?? row?.estimated ?? NaN;
  // Of a sale before the valuation only: after it, the line is the valuation's own (review 56).
  const offLine =
    drawnPurchase && drawnPurchase.time < Date.parse(createdAt) ? saleOffLine(rows, drawnPurchase) : undefined;
  // All, and a purchase months before the line: where the line starts is where the history does
  // (QA 43: All drew what 5Y drew, and a 2005 purchase sat alone, with no word why).
  const startsLate =
    first !== undefined &&
    (period === 'all' || (drawnPurchase !== undefined && first.time - drawnPurchase.time > lineGapMs));
  // The chart's box, and the legend under it, while there is a line or its points are on their way:
  // not under a failure or an empty period (QA 63a L9b: a legend under nothing).
  const drawn = rows.length > 0 || (!points && !failed);

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="value-history">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} fz={20} id="value-history">
            Value history
          </Title>
          {loading && <Loader size="xs" aria-label="Loading the chart" />}
        </Group>
        <SegmentedControl
          aria-label="Period"
          size="xs"
          fullWidth
          // Seven periods in a 320 px screen's card: less padding than xs's own, and "Since Sold" on
          // two lines there, or "All" is cut off; with larger text the periods take two rows.
          classNames={{ root: classes.periods, label: classes.periodLabel }}
          styles={{
            control: { display: 'flex', flex: '1 1 auto' },
            label: {
              flex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              paddingInline: 'calc(0.375rem * var(--mantine-scale))',
              whiteSpace: 'normal',
            },
          }}
          value={period}
          onChange={(value) => onPeriod(value as ChartPeriod)}
          data={periods.map((value) => ({ value, label: chartPeriodLabels[value] }))}
        />
        {failed && !points && (
          // Not ui's LoadFailure: its Alert is off the summary's first load (README "First load").
          <Group gap="sm">
            <Text c="red" size="sm" role="alert">
              The value history could not be loaded.
            </Text>
            {onRetry && (
              <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Group>
        )}
        {points && rows.length === 0 && (
          <Text c="dimmed" size="sm">
            No values in this period yet.
          </Text>
        )}
        {/* A valuation made days ago has one value in its first week: a lone dot, said in words. */}
        {lineRows.length === 1 && (
          <Text c="dimmed" size="sm">
            One value in this period so far. A longer period shows the history before it.
          </Text>
        )}
        {/* The chart's box is there while its points load: the legend below does not move when they come. */}
        {drawn && (
          <Box h={{ base: 240, sm: 320 }} aria-hidden>
            {rows.length === 0 ? (
              <Skeleton h="100%" radius="md" />
            ) : (
              /* Below the value on a phone: recharts loads and draws as the reader comes near. */
              <NearViewport placeholder={<Skeleton h="100%" radius="md" />}>
                <LoadBoundary name="The chart">
                  <Suspense fallback={<Skeleton h="100%" radius="md" />}>
                    <ValueChartPlot
                      rows={rows}
                      ticksFor={ticksFor}
                      yAxisTicks={yAxisTicks}
                      label={label}
                      confirmed={confirmed}
                      purchase={drawnPurchase}
                      colours={{
                        solid,
                        estimated: estimatedColour,
                        confirmed: confirmedColour,
                        purchase: purchaseColour,
                      }}
                    />
                  </Suspense>
                </LoadBoundary>
              </NearViewport>
            )}
          </Box>
        )}
        {startsLate && (
          <Text size="xs" c="dimmed">
            The line starts in {monthYear(first.time)}, where our price history for the area begins.
          </Text>
        )}
        {drawn && (
          <Group gap="md" aria-hidden>
            {/* The valuation's own stretch, too short to read as a line, is drawn as today's dot (QA 52). */}
            {ownAsDot ? (
              <LegendItem colour={solid} dot text="Today's estimated value" />
            ) : (
              <LegendItem colour={solid} text="Estimated value" />
            )}
            {hasEstimated && (
              <LegendItem
                colour={estimatedColour}
                dashed
                text="Estimated from the area's price trend, before this valuation"
              />
            )}
            {confirmed && <LegendItem colour={confirmedColour} dot text="Value confirmed by the agent" />}
            {/* Its date in words: a purchase before the area's index sits at the chart's left edge,
                where no tick's label fits (QA 33, review 33c). */}
            {drawnPurchase && (
              <LegendItem
                colour={purchaseColour}
                dot
                text={`${drawnPurchase.label}, at its price (${stampedDay(drawnPurchase.time)})`}
              />
            )}
            {purchase && !drawnPurchase && (
              <Text size="xs" c="dimmed">
                {`${purchase.label}, ${formatCurrency(purchase.value)} (${stampedDay(purchase.time)}), is far from what similar homes sell for: the estimate sets it aside, and the chart leaves it off its scale.`}
              </Text>
            )}
          </Group>
        )}
        {drawn && hasEstimated && withImprovements && (
          <Text size="xs" c="dimmed" data-testid="line-without-work">
            Before this valuation the line is today&apos;s estimate carried back along the area&apos;s prices, without
            what each improvement adds until the day it was done, where the line steps up.
          </Text>
        )}
        {drawnPurchase && offLine !== undefined && (
          <Text size="xs" c="dimmed">
            {`${drawnPurchase.label}, ${formatCurrency(drawnPurchase.value)} (${stampedDay(drawnPurchase.time)}): the line runs ${Math.round(Math.abs(offLine) * 100)}% ${offLine > 0 ? 'above' : 'below'} this price on that day. ${withImprovements ? 'So carried back, it' : "Before this valuation the line carries today's estimate back along the area's prices, and"} need not pass through a price paid.`}
          </Text>
        )}
        {first && last && (
          <VisuallyHidden component="div">
            <p>
              {first === last ? (
                <>
                  On {stampedDay(first.time)} the estimated value was {formatCurrency(valueOf(first))}.
                </>
              ) : (
                <>
                  {/* The line's, not the price paid (QA 43: read as a change since buying). */}
                  From {stampedDay(first.time)} to {stampedDay(last.time)} the estimated value went from{' '}
                  {formatCurrency(valueOf(first))} to {formatCurrency(valueOf(last))}.
                </>
              )}
              {hasEstimated && ` Values before ${displayDate(createdAt)} are estimated from the area's price trend.`}
              {confirmed && ` The agent confirmed ${formatCurrency(confirmed.value)} on ${stampedDay(confirmed.time)}.`}
              {purchase && ` ${purchase.label}: ${formatCurrency(purchase.value)} on ${stampedDay(purchase.time)}.`}
            </p>
            <table>
              <caption>Value history, {chartPeriodLabels[period]}</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {tableTimes(lineRows.map((row) => row.time)).map((time) => {
                  const row = rows.find((candidate) => candidate.time === time);
                  return (
                    <tr key={time}>
                      <td>{stampedDay(time)}</td>
                      <td>
                        {formatCurrency(valueOf(row))}
                        {row?.value === undefined && row?.estimated !== undefined ? ' (estimated)' : ''}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </VisuallyHidden>
        )}
      </Stack>
    </Paper>
  );
}

function LegendItem({ colour, text, dashed, dot }: { colour: string; text: string; dashed?: boolean; dot?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      {dot ? (
        <Box w={10} h={10} style={{ borderRadius: '50%', background: colour }} />
      ) : (
        <Box w={22} h={0} style={{ borderTop: `${dashed ? '2px dashed' : '3px solid'} ${colour}` }} />
      )}
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
