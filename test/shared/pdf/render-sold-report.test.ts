import { encode } from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { soldReportBranding } from '@shared/pdf/sold-report/branding';
import { renderSoldReportPdf } from '@shared/pdf/sold-report/render';
import { defaultImages, interFonts } from './inter-fonts';
import { soldReportFixture } from './sold-report-fixture';

const input = {
  report: soldReportFixture({ sales: { detatched: 40, semiDetatched: 5, condo: 1 } }),
  branding: soldReportBranding(null),
  now: new Date('2026-06-03T15:00:00Z'),
  productName: 'GTA Homes',
};

/** A small JPEG, as a headshot uploaded from a phone would be. */
function jpegHeadshot(): Uint8Array {
  const width = 40;
  const height = 50;
  const data = Buffer.alloc(width * height * 4, 0x99);
  return new Uint8Array(encode({ data, width, height }, 80).data);
}

// Rendering takes a few hundred milliseconds, several times that on a busy 2-core machine.
describe('sold-report PDF rendered with pdf-lib', { timeout: 30_000 }, () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await renderSoldReportPdf(input, interFonts(), defaultImages());
  }, 30_000);

  it('renders the fixture to Letter pages that pdf-lib reads back', async () => {
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(9);
    expect(pdf.getPages().map((p) => p.getSize())).toEqual(Array(9).fill({ width: 612, height: 792 }));
    expect(pdf.getTitle()).toBe('Casa Loma Sold Report, May 2026');
  });

  it('embeds font subsets, not the whole fonts', () => {
    // The three whole fonts alone weigh over 1 MB.
    expect(bytes.length).toBeLessThan(250_000);
  });

  it('takes a JPEG headshot as well as PNGs', async () => {
    const withJpeg = await renderSoldReportPdf(input, interFonts(), { ...defaultImages(), headshot: jpegHeadshot() });
    expect((await PDFDocument.load(withJpeg)).getPageCount()).toBe(9);
  });

  it('refuses an image that is neither PNG nor JPEG', async () => {
    const gif = new TextEncoder().encode('GIF89a....');
    await expect(renderSoldReportPdf(input, interFonts(), { ...defaultImages(), logo: gif })).rejects.toThrow(
      /neither PNG nor JPEG/,
    );
  });
});
