import { useState } from 'react';
import { CartesianGrid, ComposedChart, Line, ReferenceDot, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCurrency } from '@shared/format/currency';
import { maxXTicks, moneyAxisFor, stampedDay, todayMark, type ChartMark, type ChartRow } from '../value-chart-series';

export interface ValueChartPlotProps {
  rows: ChartRow[];
  /** The x axis's ticks when at most `max` fit (value-chart-series.ts xTicks). */
  ticksFor: (max: number) => number[];
  yAxisTicks: number[];
  label: (time: number) => string;
  confirmed?: ChartMark;
  purchase?: ChartMark & { label: string };
  colours: { solid: string; estimated: string; confirmed: string; purchase: string };
}

/** What one x label ("May 2026" at 11 px is 54 px wide in Chromium) needs with a gap to the next. */
const labelRoom = 64;
const yAxisWidth = 56;
// Right: half a label, so that today's, centred on the chart's end, is drawn whole (review 72 H1).
const margin = { top: 12, right: 30, bottom: 4, left: 0 };

/** The value-history chart's drawing (recharts), loaded after the page: see value-chart.tsx. */

export default function ValueChartPlot({
  rows,
  ticksFor,
  yAxisTicks,
  label,
  confirmed,
  purchase,
  colours,
}: ValueChartPlotProps) {
  const first = rows[0];
  const last = rows.at(-1);
  // The marked points: the confirmed value when it falls in the chart, and the purchase.
  const marks = [
    ...(confirmed && confirmed.time >= (first?.time ?? 0) && confirmed.time <= (last?.time ?? 0)
      ? [{ ...confirmed, fill: colours.confirmed, className: 'value-confirmed' }]
      : []),
    ...(purchase ? [{ ...purchase, fill: colours.purchase, className: 'value-purchase' }] : []),
  ];
  const today = todayMark(rows);
  // As many labels as the width holds, every one drawn: recharts' own thinning dropped the
  // labels closest together, January's (the shortest quarter), so the year's change went
  // unlabelled (QA 72a L3). Until the width is known, its thinning stays the guard. Kept as the
  // number of labels that fit, so a resize redraws only when that number changes.
  const [room, setRoom] = useState<number>();
  const ticks = ticksFor(Math.min(maxXTicks, Math.max(3, room ?? maxXTicks)));
  return (
    <ResponsiveContainer
      width="100%"
      height="100%"
      onResize={(width) => setRoom(Math.floor((width - yAxisWidth - margin.right) / labelRoom))}
    >
      {/* Hidden from screen readers (the table beside it carries the facts): not focusable either. */}
      <ComposedChart data={rows} margin={margin} accessibilityLayer={false}>
        <CartesianGrid stroke="#eef0f2" vertical={false} />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          ticks={ticks}
          tickFormatter={label}
          tick={{ fontSize: 11, fill: '#868e96' }}
          {...(room === undefined ? { minTickGap: 8 } : { interval: 0 })}
        />
        <YAxis
          domain={[yAxisTicks[0] ?? 'auto', yAxisTicks.at(-1) ?? 'auto']}
          ticks={yAxisTicks}
          tickFormatter={moneyAxisFor(yAxisTicks)}
          tick={{ fontSize: 11, fill: '#868e96' }}
          // At most six round values, one above another: all drawn, none measured in the page.
          interval={0}
          width={yAxisWidth}
        />
        <Tooltip
          // The valuation's first day ends the dashed line and starts the solid one: one entry.
          payloadUniqBy={(entry) => entry.value}
          labelFormatter={(time) => stampedDay(Number(time))}
          formatter={(value, name) => [formatCurrency(Number(value)), name === 'estimated' ? 'Estimated' : 'Value']}
          // In the text's own colour, not the line's: the estimated line's pale teal was 1.9:1 on
          // white (QA 68a L2); and "Estimated: $975,199", not "Estimated : …".
          itemStyle={{ color: '#212529' }}
          separator=": "
        />
        <Line
          dataKey="value"
          stroke={colours.solid}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
          connectNulls
        />
        <Line
          dataKey="estimated"
          stroke={colours.estimated}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
          connectNulls
        />
        {today && (
          <ReferenceDot
            className="value-today"
            x={today.time}
            y={today.value}
            r={4}
            fill={colours.solid}
            stroke={colours.solid}
          />
        )}
        {marks.map((mark) => (
          <ReferenceDot
            key={mark.className}
            className={mark.className}
            x={mark.time}
            y={mark.value}
            r={7}
            fill={mark.fill}
            stroke="#fff"
            strokeWidth={2}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
