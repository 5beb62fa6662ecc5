import type { Month } from '@shared/months';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import type { MeasureText } from '../model';
import type { SoldReportBranding } from './branding';

/** What the sold report's layout is given: the answer, the agent, the clock and a text measure. */
export interface SoldReportPdfInput {
  report: SoldReportAnswer;
  branding: SoldReportBranding;
  /** The clock: the cover's date and the month-to-date notice. */
  now: Date;
  /** The product's name on the cover (the web config's `productName`). */
  productName: string;
}

/** The input with the values every page uses worked out once. */
export interface LayoutContext extends SoldReportPdfInput {
  measure: MeasureText;
  /** The report's month, `YYYY-MM`. */
  month: Month;
  /** `May 2026`. */
  monthText: string;
  /** The same month last year, `May 2025`: what the "vs" figures compare with. */
  lastYearText: string;
  /** The same, short, for a tile: `Oct 2025`. */
  lastYearShort: string;
}
