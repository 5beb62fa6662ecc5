import type { AnnualReport } from '@shared/annual-report/types';

/**
 * `{address}-{year}-AnnualReport.pdf`: the street address's words (before the first comma)
 * and the year joined by hyphens, e.g. `12-Maple-Avenue-2026-AnnualReport.pdf`. Letters with
 * accents are kept; characters a file system may refuse are dropped.
 */
export function annualReportFileName(report: AnnualReport): string {
  const street = report.homeValue.displayAddress.split(',')[0] ?? '';
  const words = street
    .normalize('NFC')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...(words.length ? words : ['Home']), String(report.year), 'AnnualReport'].join('-') + '.pdf';
}
