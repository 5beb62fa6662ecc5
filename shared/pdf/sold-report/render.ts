import { renderPdf, type PdfFontFiles } from '../render-pdf-lib';
import { brandingImages } from './branding';
import type { SoldReportPdfInput } from './context';
import { layoutSoldReport } from './layout';

/** The images the report draws: the agent's headshot and logo, or the defaults. PNG or JPEG bytes. */
export interface SoldReportImages {
  headshot: Uint8Array;
  logo: Uint8Array;
}

/**
 * The sold-report PDF's bytes, from font and image bytes only: the browser's download and
 * the Node bench call this same function. Load it with `import()` in the browser.
 */
export function renderSoldReportPdf(input: SoldReportPdfInput, fonts: PdfFontFiles, images: SoldReportImages) {
  return renderPdf({
    fonts,
    images: { [brandingImages.headshot]: images.headshot, [brandingImages.logo]: images.logo },
    layout: (measure) => layoutSoldReport(input, measure),
  });
}
