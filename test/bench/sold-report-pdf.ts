import { PDFDocument } from 'pdf-lib';
import { soldReportBranding } from '@shared/pdf/sold-report/branding';
import { renderSoldReportPdf } from '@shared/pdf/sold-report/render';
import { defaultImages, interFonts } from '../shared/pdf/inter-fonts';
import { soldReportFixture } from '../shared/pdf/sold-report-fixture';
import { ms, percentiles, timeEach } from './percentiles';

type Log = (line: string) => void;

/** A busy neighbourhood-month: every type sold, 60 sales in all. */
const busyMonth = { detatched: 18, semiDetatched: 8, freeholdTownhouse: 10, condo: 16, condoTownhouse: 5, multi: 3 };

/**
 * The sold-report PDF for a busy neighbourhood-month, rendered in Node with the browser's
 * layout and renderer code (fonts and images as bytes): the first render (cold: pdf-lib and
 * fontkit warming up, as on a user's first download), then warm renders, and the file size.
 */
export async function benchSoldReportPdf(
  log: Log,
  runs = 10,
): Promise<{ coldMs: number; p50Ms: number; p95Ms: number; bytes: number; pages: number }> {
  const input = {
    report: soldReportFixture({
      sales: busyMonth,
      neighbourhood: { id: 'annex', name: 'Annex', community: 'Toronto' },
    }),
    branding: soldReportBranding({
      id: 'agent',
      email: 'jane.morrison@example.com',
      firstName: 'Jane',
      lastName: 'Morrison',
      phone: '416-555-0123',
      website: 'https://janemorrison.example',
      socialMedias: {},
      testimonials: [],
    }),
    now: new Date('2026-06-03T15:00:00Z'),
    productName: 'GTA Homes',
  };
  const fonts = interFonts();
  const images = defaultImages();
  const render = () => renderSoldReportPdf(input, fonts, images);

  const started = performance.now();
  const bytes = await render();
  const coldMs = performance.now() - started;
  const { p50, p95 } = percentiles(await timeEach(runs, render));
  const pages = (await PDFDocument.load(bytes)).getPageCount();

  log('Sold-report PDF (a busy neighbourhood-month: 6 types, 60 sales)');
  log(
    `  ${pages} pages, ${(bytes.length / 1024).toFixed(1)} KB; first render ${ms(coldMs)}, ` +
      `then p50 ${ms(p50)}, p95 ${ms(p95)} over ${runs} renders`,
  );
  return { coldMs, p50Ms: p50, p95Ms: p95, bytes: bytes.length, pages };
}
