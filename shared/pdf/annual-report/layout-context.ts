import { letter, type MeasureText } from '../model';
import type { AnnualReportPdfInput } from './context';

/** The input with the measure every page lays its text out with. */
export interface AnnualReportLayoutContext extends AnnualReportPdfInput {
  measure: MeasureText;
}

/** Document 3 §9.3: a 563×750 drawing area centred on the Letter page. */
export const area = {
  width: 563,
  height: 750,
  left: (letter.width - 563) / 2,
  top: (letter.height - 750) / 2,
  right: (letter.width + 563) / 2,
  bottom: (letter.height + 750) / 2,
} as const;

/** Where a page's content may go, between its header and footer. */
export const content = { top: 64, bottom: 738 } as const;
