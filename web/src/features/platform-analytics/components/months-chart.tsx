import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WebAnalyticsMonth } from '@shared/analytics';
import { gray } from '../../../ui/theme';
import { formatCount } from '../analytics-figures';
import { shortMonth } from '../chart-months';

const teal = '#0b7c76';
const blue = '#4263eb';

/**
 * Visitors and logins per month of the overview, a glance at the trend (the cards above give
 * the figures). Its own chunk: recharts is ~100 KB gzipped and the page must load without it.
 */
export default function MonthsChart({ months }: { months: WebAnalyticsMonth[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={months} margin={{ top: 8, right: 0, bottom: 0, left: 0 }} barGap={2} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={gray[2]} />
        <XAxis
          dataKey="month"
          tickFormatter={(month: string) => shortMonth(month)}
          tick={{ fill: gray[6], fontSize: 12 }}
          tickLine={false}
        />
        {/* Each series on its own scale: logins (about 100 a month) beside visitors (about 5,000)
            were slivers on the baseline (QA 39 L6). Each axis in its series' colour. */}
        <YAxis
          yAxisId="visitors"
          width={44}
          allowDecimals={false}
          tickFormatter={formatCount}
          tick={{ fill: teal, fontSize: 12 }}
          axisLine={false}
          tickLine={false}
        />
        <YAxis
          yAxisId="logins"
          orientation="right"
          width={40}
          allowDecimals={false}
          tickFormatter={formatCount}
          tick={{ fill: blue, fontSize: 12 }}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip
          labelFormatter={(month) => shortMonth(String(month), true)}
          formatter={(value) => formatCount(Number(value))}
        />
        <Bar
          yAxisId="visitors"
          dataKey="visitors"
          name="Visitors"
          fill={teal}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          yAxisId="logins"
          dataKey="logins"
          name="Logins"
          fill={blue}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
