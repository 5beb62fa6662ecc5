import { renderPdf, type PdfFontFiles } from '../render-pdf-lib';
import type { AnnualReportPdfInput } from './context';
import { layoutAnnualReport } from './layout';

/**
 * The annual-report PDF's bytes from font and image bytes only: the browser's preview, the
 * sample page, the tests and the bench call this same function. `images` holds what the
 * caller could load, by `annualReportImageKeys` (headshot and logo always, the agent's or the
 * defaults); the layout draws a placeholder for any other key that is missing. Give all seven
 * weights. Load this module with `import()` in the browser.
 */
export function renderAnnualReportPdf(
  input: Omit<AnnualReportPdfInput, 'available'>,
  fonts: PdfFontFiles,
  images: Record<string, Uint8Array>,
): Promise<Uint8Array> {
  const available = new Set(Object.keys(images));
  return renderPdf({ fonts, images, layout: (measure) => layoutAnnualReport({ ...input, available }, measure) });
}
