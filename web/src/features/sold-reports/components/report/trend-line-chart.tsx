import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type XAxisTickContentProps,
} from 'recharts';
import { shortMonthLabel, yearsUnder } from '@shared/sold-report/month-label';
import { basisText, pointMonthLabel, type ChartMetric, type SeriesKey, type ShownPoint } from '../../chart-series';
import { seriesKeys } from '../../chart-series';
import { axisText, seriesColours as colours } from './chart-style';

export interface TrendLineChartProps {
  /**
   * The chart's name for a screen reader: recharts makes it a keyboard widget (role
   * `application`; the arrow keys move the tooltip along the months), which needs a name of its own.
   */
  label: string;
  /** As drawn: a value past the axis's top at the top (pointsUnder), its real one in `actual`. */
  points: ShownPoint[];
  /** The y axis's ticks, lowest first (chartTicks). */
  ticks: number[];
  /** Each series' 12-month average, drawn dashed. */
  averages: Record<SeriesKey, number | null>;
  names: Record<SeriesKey, string>;
  axis: (value: number) => string;
  full: (value: number) => string;
  /** Some value lies past the axis's top: its point gets a chevron and its value written. */
  offScale?: boolean;
  /** What the chart draws: the tooltip says what each figure rests on (basisText). */
  metric: ChartMetric;
  /** The month still being written, if the chart's last is (pointMonthLabel). */
  toDate: string | null;
}

interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
  payload?: ShownPoint;
}

/**
 * A series' dot; over a value past the axis's top, a chevron and the real value beside it (left
 * of the point in the chart's right half), on the line pointsUnder gave it.
 */
function dotOf(key: SeriesKey, count: number, full: (value: number) => string) {
  function SeriesDot({ cx, cy, index = 0, payload }: DotProps) {
    if (cx === undefined || cy === undefined || !payload || payload[key] === null) return <g />;
    const actual = payload.actual[key];
    const row = payload.labelRow[key];
    const rightHalf = index >= count / 2;
    return (
      <g>
        <circle cx={cx} cy={cy} r={2.5} fill={colours[key]} />
        {actual !== null && row !== undefined && (
          <>
            <path
              d={`M${cx - 4},${cy - 3} L${cx},${cy - 7} L${cx + 4},${cy - 3}`}
              stroke={colours[key]}
              strokeWidth={1.5}
              fill="none"
            />
            <text
              x={rightHalf ? cx - 7 : cx + 7}
              y={cy + 4 + row * 13}
              textAnchor={rightHalf ? 'end' : 'start'}
              fontSize={11}
              fontWeight={600}
              fill={colours[key]}
            >
              {full(actual)}
            </text>
          </>
        )}
      </g>
    );
  }
  return SeriesDot;
}

/** A month on the axis, its year under it where yearsUnder puts one (as the PDF writes it). */
function monthTick(years: ReadonlyMap<string, string | undefined>) {
  function MonthTick({ x, y, payload }: XAxisTickContentProps) {
    const month = String(payload.value);
    const year = years.get(month);
    return (
      <text x={x} y={y} textAnchor="middle" fontSize={11} fill={axisText}>
        <tspan x={x} dy="0.71em">
          {shortMonthLabel(month)}
        </tspan>
        {year && (
          <tspan x={x} dy="1.2em">
            {year}
          </tspan>
        )}
      </text>
    );
  }
  return MonthTick;
}

/** One chart's lines (recharts), in its own chunk: loaded when the chart nears the window (report-charts.tsx). */
export default function TrendLineChart({
  label,
  points,
  ticks,
  averages,
  names,
  axis,
  full,
  offScale,
  metric,
  toDate,
}: TrendLineChartProps) {
  // Every other month, counted back from the report's month so it is always labelled.
  const tickMonths = points.filter((_, i) => (points.length - 1 - i) % 2 === 0).map((p) => p.month);
  const years = new Map(yearsUnder(tickMonths).map((year, i) => [tickMonths[i]!, year]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} aria-label={label}>
        <CartesianGrid stroke="#e9ecef" vertical={false} />
        <XAxis
          dataKey="month"
          tick={monthTick(years)}
          height={40}
          tickLine={false}
          axisLine={{ stroke: '#dee2e6' }}
          ticks={tickMonths}
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
          labelFormatter={(month) => pointMonthLabel(String(month), toDate)}
          // The real value, not the axis's top a value past it is drawn at.
          formatter={(_value, name, item) => {
            const point = item.payload as ShownPoint | undefined;
            const actual = point?.actual[name as SeriesKey];
            const basis = point && basisText(point.basis[name as SeriesKey], metric);
            const figure = typeof actual === 'number' ? full(actual) : '--';
            return [basis && typeof actual === 'number' ? `${figure} (${basis})` : figure, names[name as SeriesKey]];
          }}
          // In the legend's order (GTA, the community, the neighbourhood), not by name.
          itemSorter={(item) => seriesKeys.indexOf(item.dataKey as SeriesKey)}
          // Within the chart on a phone: its lines wrap in at most three quarters of the chart's
          // width, which recharts then keeps inside (QA 45c M1: "(10 sales)" ran off a 390 px screen).
          wrapperStyle={{ maxWidth: '75%' }}
          contentStyle={{ borderRadius: 8, borderColor: '#dee2e6', fontSize: 13, whiteSpace: 'normal' }}
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
            dot={offScale ? dotOf(key, points.length, full) : { r: 2.5, strokeWidth: 0, fill: colours[key] }}
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
