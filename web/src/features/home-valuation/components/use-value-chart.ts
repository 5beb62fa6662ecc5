import { useState } from 'react';
import { useChart } from '../api/get-chart';
import { availablePeriods, defaultPeriod, periodRange, type ChartPeriod } from '../value-chart-series';

/**
 * The summary chart's period (DECISIONS row 5 default) and the points the API gives for it.
 * `purchaseDate` is the home's last sale's (Since Sold starts there). Until the owner picks a
 * period, the default follows the purchase date: one added by Edit details opens Since Sold, as
 * a reload would (QA 45 L6: the chart had stayed on 1Y).
 */
export function useValueChart(id: string, purchaseDate: string | undefined, enabled = true) {
  const [now] = useState(() => Date.now());
  const [picked, setPeriod] = useState<ChartPeriod>();
  const periods = availablePeriods(purchaseDate);
  const shown = picked && periods.includes(picked) ? picked : defaultPeriod(purchaseDate);
  const range = periodRange(shown, now, purchaseDate);
  const chart = useChart(id, range.from, range.to, enabled);
  return { period: shown, periods, setPeriod, chart, range };
}
