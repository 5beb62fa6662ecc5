import { Cell, Pie, PieChart } from 'recharts';

const pieSize = 72;
const filled = '#0b7c76';
const rest = '#e9ecef';

/**
 * A rate as a pie: its share of the e-mails sent, the rest grey (all grey when nothing was
 * sent). Its own chunk, so recharts stays out of the page's first load.
 */
export default function RatePie({ percent }: { percent: number }) {
  const share = Math.min(Math.max(percent, 0), 100);
  const data = [
    { name: 'rate', value: share },
    { name: 'rest', value: 100 - share },
  ];
  return (
    <PieChart width={pieSize} height={pieSize} accessibilityLayer={false}>
      <Pie
        data={data}
        dataKey="value"
        startAngle={90}
        endAngle={-270}
        innerRadius={0}
        outerRadius={pieSize / 2}
        stroke="none"
        isAnimationActive={false}
        // Decorative: the percentage beside it says the same; out of the tab order.
        rootTabIndex={-1}
      >
        <Cell fill={filled} />
        <Cell fill={rest} />
      </Pie>
    </PieChart>
  );
}
