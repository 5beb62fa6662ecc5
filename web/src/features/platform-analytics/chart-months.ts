import { splitMonth } from '@shared/months';

const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar' for `2026-03` on the chart's axis; 'Mar 2026' with the year. */
export function shortMonth(month: string, withYear = false): string {
  const { year, month: m } = splitMonth(month);
  return withYear ? `${names[m - 1]} ${year}` : names[m - 1]!;
}
