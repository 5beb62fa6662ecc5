import { addMonths, currentMonth, type Month } from '@shared/months';

/**
 * The months the sold-report PDF is offered for (DECISIONS row 3): the last 12 months as
 * `YYYY-MM`, newest first — the month to date in Toronto and the 11 before it.
 */
export function soldReportPdfMonths(now: Date): Month[] {
  const current = currentMonth(now);
  return Array.from({ length: 12 }, (_, i) => addMonths(current, -i));
}

/** The month the PDF's picker opens on: the one on screen when it is offered, else the last closed month. */
export function defaultPdfMonth(screenMonth: string, months: readonly Month[]): Month {
  return months.find((month) => month === screenMonth) ?? months[1] ?? months[0]!;
}
