import { useState } from 'react';
import { useChart } from '../api/get-chart';
import { availablePeriods, defaultPeriod, periodRange, type ChartPeriod } from '../value-chart-series';

/**
 * The summary chart's period (DECISIONS row 5 default) and the points the API gives for it.
 * `purchaseDate` is the home's last sale's (Since Sold starts there).
 */
export function useValueChart(id: string, purchaseDate: string | undefined, enabled = true) {
  const [now] = useState(() => Date.now());
  const [period, setPeriod] = useState<ChartPeriod>(() => defaultPeriod(purchaseDate));
  const periods = availablePeriods(purchaseDate);
  const shown = periods.includes(period) ? period : defaultPeriod(purchaseDate);
  const range = periodRange(shown, now, purchaseDate);
  const chart = useChart(id, range.from, range.to, enabled);
  return { period: shown, periods, setPeriod, chart, range };
}
