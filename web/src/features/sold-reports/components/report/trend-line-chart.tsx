import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel, shortMonthLabel } from '@shared/sold-report/month-label';
import type { ChartPoint, SeriesKey } from '../../chart-series';
import { seriesKeys } from '../../chart-series';
import { axisText, seriesColours as colours } from './chart-style';

export interface TrendLineChartProps {
  points: ChartPoint[];
  /** The y axis's ticks, lowest first (chartTicks). */
  ticks: number[];
  /** Each series' 12-month average, drawn dashed. */
  averages: Record<SeriesKey, number | null>;
  names: Record<SeriesKey, string>;
  axis: (value: number) => string;
  full: (value: number) => string;
}

/** One chart's lines (recharts), in its own chunk: loaded when the chart nears the window (report-charts.tsx). */
export default function TrendLineChart({ points, ticks, averages, names, axis, full }: TrendLineChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e9ecef" vertical={false} />
        <XAxis
          dataKey="month"
          tickFormatter={(month: string) => shortMonthLabel(month)}
          tick={{ fontSize: 11, fill: axisText }}
          tickLine={false}
          axisLine={{ stroke: '#dee2e6' }}
          // Every other month, counted back from the report's month so it is always labelled.
          ticks={points.filter((_, i) => (points.length - 1 - i) % 2 === 0).map((p) => p.month)}
          interval={0}
        />
        <YAxis
          ticks={ticks}
          domain={[ticks[0]!, ticks.at(-1)!]}
          tickFormatter={axis}
          tick={{ fontSize: 11, fill: axisText }}
          tickLine={false}
          axisLine={false}
          width={56}
        />
        <Tooltip
          separator=": "
          labelFormatter={(month) => monthLabel(String(month))}
          formatter={(value, name) => [typeof value === 'number' ? full(value) : '--', names[name as SeriesKey]]}
          contentStyle={{ borderRadius: 8, borderColor: '#dee2e6', fontSize: 13 }}
        />
        {seriesKeys.map((key) =>
          averages[key] === null ? null : (
            <ReferenceLine
              key={`average-${key}`}
              y={averages[key]!}
              stroke={colours[key]}
              strokeDasharray="4 4"
              strokeOpacity={0.7}
            />
          ),
        )}
        {seriesKeys.map((key) => (
          <Line
            key={key}
            type="linear"
            dataKey={key}
            name={key}
            stroke={colours[key]}
            strokeWidth={key === 'neighbourhood' ? 2.5 : 2}
            dot={{ r: 2.5, strokeWidth: 0, fill: colours[key] }}
            activeDot={{ r: 4 }}
            // A month without a figure (no sales, or withheld from a visitor) is a gap, not a
            // straight line drawn through a value nobody measured.
            connectNulls={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
