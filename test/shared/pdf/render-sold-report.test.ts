import { encode } from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { soldReportBranding } from '@shared/pdf/sold-report/branding';
import { renderSoldReportPdf } from '@shared/pdf/sold-report/render';
import { layoutSoldReport } from '@shared/pdf/sold-report/layout';
import type { PdfDocumentModel } from '@shared/pdf/model';
import { renderPdf } from '@shared/pdf/render-pdf-lib';
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

  it("cuts no text with Inter's real metrics: every sold date whole (QA 21: '2026-10-…'), every caption", async () => {
    // The widest changes a tile gets: "+90 pts" (its "vs May 2025" was cut), "-100%"; the widest
    // lot and size a row gets ("41.2 × 105" was cut).
    const detached = input.report.reports.detatched;
    const [first, ...rest] = detached.soldProperties;
    const widest = { ...first!, lotFront: 100.5, lotDepth: 150.5, footage: '3500-5000' };
    // A condo's address with its unit (QA 67a L2: "3401 - 187 Orchard View…" lost its street type).
    const condo = { ...rest[0]!, unit: 'PH05', address: '1000 Lakeshore Blvd W' };
    const wide = {
      ...input,
      report: {
        ...input.report,
        reports: {
          ...input.report.reports,
          detatched: {
            ...detached,
            soldProperties: [widest, condo, ...rest.slice(1)],
            newListing: detached.soldNumber!,
            newListingLastYear: 10 * detached.soldNumberLastYear!,
          },
        },
      },
    };
    let doc: PdfDocumentModel | undefined;
    await renderPdf({
      fonts: interFonts(),
      images: defaultImages(),
      layout: (measure) => {
        doc = layoutSoldReport(wide, measure);
        return doc;
      },
    });

    const texts = doc!.pages.flatMap((page) => page.ops.flatMap((op) => (op.kind === 'text' ? [op.text] : [])));
    expect(texts.filter((t) => /^\d{4}-\d{2}-\d{2}$/.test(t)).length).toBeGreaterThan(40);
    expect(texts.filter((t) => t.startsWith('vs ')).length).toBeGreaterThan(0);
    // One way of writing the year on a page's tiles: "+90 pts" leaves room only for "vs May '25",
    // and then the tiles beside it say so too (QA 76b L1: "vs Nov '25" beside "vs Nov 2025").
    expect(texts).toContain("vs May '25");
    for (const page of doc!.pages) {
      const versus = page.ops.flatMap((op) => (op.kind === 'text' && /^vs \w+ '?\d+$/.test(op.text) ? [op.text] : []));
      expect(new Set(versus.map((t) => t.includes("'"))).size, versus.join(' · ')).toBeLessThanOrEqual(1);
    }
    expect(texts).toEqual(
      expect.arrayContaining(['+90 pts', '101 × 151', '3500-5000', 'PH05 - 1000 Lakeshore Blvd W']),
    );
    // Only an address longer than its column ends in '…' (the first column cuts, by design).
    const addresses = new Set(input.report.reports.detatched.soldProperties.map((row) => row.address.slice(0, 10)));
    expect(texts.filter((t) => t.includes('…') && !addresses.has(t.slice(0, 10)))).toEqual([]);
  });

  it('refuses an image that is neither PNG nor JPEG', async () => {
    const gif = new TextEncoder().encode('GIF89a....');
    await expect(renderSoldReportPdf(input, interFonts(), { ...defaultImages(), logo: gif })).rejects.toThrow(
      /neither PNG nor JPEG/,
    );
  });
});
