import { fromApiTime } from '@shared/months';
import { monthLabel } from '@shared/sold-report/month-label';

/**
 * `{neighbourhood}-{month-year}-SoldReport.pdf` (document 3 §9.4): the name's words and the
 * month joined by hyphens, e.g. `Casa-Loma-May-2026-SoldReport.pdf`. Letters with accents
 * are kept; characters a file system may refuse are dropped.
 */
export function soldReportFileName(neighbourhoodName: string, time: string): string {
  const words = (value: string) =>
    value
      .normalize('NFC')
      .replace(/['’]/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const month = monthLabel(fromApiTime(time));
  return [...words(neighbourhoodName), ...words(month), 'SoldReport'].join('-') + '.pdf';
}
