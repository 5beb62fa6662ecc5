import { PDFDocument } from 'pdf-lib';
import { renderAnnualReportPdf } from '@shared/pdf/annual-report/render';
import { sampleAnnualReport, sampleNeighbourhoods } from '@shared/pdf/annual-report/sample';
import { soldReportBranding } from '@shared/pdf/sold-report/branding';
import { annualReportImages } from '../shared/pdf/annual-report-images';
import { allInterFonts } from '../shared/pdf/inter-fonts';
import { ms, percentiles, timeEach } from './percentiles';

type Log = (line: string) => void;

/** Issue 17's targets for the sample annual report. */
export const annualReportPdfTargets = { warmMs: 300, bytes: 200 * 1024 } as const;

/**
 * The sample annual-report PDF (6 photos, 5 comparables, 5 active listings, a 12-month chart),
 * rendered in Node with the browser's layout and renderer code, all seven weights and the
 * photos at print size: the first render (cold), warm renders, and the file size.
 */
export async function benchAnnualReportPdf(
  log: Log,
  runs = 10,
): Promise<{ coldMs: number; p50Ms: number; p95Ms: number; bytes: number; pages: number }> {
  const now = new Date('2026-11-20T15:00:00Z');
  const report = sampleAnnualReport(now);
  const input = {
    report,
    branding: soldReportBranding(report.agent),
    now,
    productName: 'GTA Homes',
    neighbourhoods: sampleNeighbourhoods,
  };
  const fonts = allInterFonts();
  const images = annualReportImages(report);
  const render = () => renderAnnualReportPdf(input, fonts, images);

  const started = performance.now();
  const bytes = await render();
  const coldMs = performance.now() - started;
  const { p50, p95 } = percentiles(await timeEach(runs, render));
  const pages = (await PDFDocument.load(bytes)).getPageCount();

  const verdict = p50 <= annualReportPdfTargets.warmMs && bytes.length <= annualReportPdfTargets.bytes ? 'ok' : 'OVER';
  log('Annual-report PDF (the sample: 6 photos, 5 comparables, 5 actives; target ≤ 300 ms warm, ≤ 200 KB)');
  log(
    `  ${pages} pages, ${(bytes.length / 1024).toFixed(1)} KB; first render ${ms(coldMs)}, ` +
      `then p50 ${ms(p50)}, p95 ${ms(p95)} over ${runs} renders  ${verdict}`,
  );
  return { coldMs, p50Ms: p50, p95Ms: p95, bytes: bytes.length, pages };
}
