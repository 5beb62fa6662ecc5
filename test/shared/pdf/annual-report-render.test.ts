import { PDFDocument } from 'pdf-lib';
import type { AnnualReport } from '@shared/annual-report/types';
import { propertyTypeLabels, type PropertyType } from '@shared/property-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { footerTop } from '@shared/pdf/annual-report/frame';
import { layoutAnnualReport } from '@shared/pdf/annual-report/layout';
import { renderAnnualReportPdf } from '@shared/pdf/annual-report/render';
import { sampleAnnualReport, sampleNeighbourhoods } from '@shared/pdf/annual-report/sample';
import type { MeasureText, PdfDocumentModel } from '@shared/pdf/model';
import { renderPdf } from '@shared/pdf/render-pdf-lib';
import { soldReportBranding } from '@shared/pdf/sold-report/branding';
import { annualReportImages } from './annual-report-images';
import { allInterFonts, interFonts } from './inter-fonts';
import { overflows, sample, stressReport, textsOf } from './annual-report-fixtures';

const now = new Date('2026-11-20T15:00:00Z');
const inputOf = (report = sampleAnnualReport(now)) => ({
  report,
  branding: soldReportBranding(report.agent),
  now,
  productName: 'GTA Homes',
  neighbourhoods: sampleNeighbourhoods,
});

/** A report laid out as the renderer lays it out, with Inter's real metrics. */
async function laidOutWithInter(report: AnnualReport): Promise<PdfDocumentModel> {
  let doc: PdfDocumentModel | undefined;
  await renderPdf({
    fonts: allInterFonts(),
    images: annualReportImages(report),
    layout: (measure) => (doc = layoutAnnualReport({ ...inputOf(report), available: new Set() }, measure)),
  });
  return doc!;
}

// Rendering takes a few hundred milliseconds, several times that on a busy 2-core machine.
describe('annual-report PDF rendered with pdf-lib', { timeout: 60_000 }, () => {
  let bytes: Uint8Array;
  beforeAll(async () => {
    const input = inputOf();
    bytes = await renderAnnualReportPdf(input, allInterFonts(), annualReportImages(input.report));
  }, 60_000);

  it('renders the sample to 8 Letter pages that pdf-lib reads back, within 200 KB', async () => {
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(8);
    expect(pdf.getPages().every((p) => p.getWidth() === 612 && p.getHeight() === 792)).toBe(true);
    expect(pdf.getTitle()).toBe('12 Maple Avenue, Toronto, ON M4E 2K8 Annual Report 2026');
    expect(bytes.length).toBeLessThanOrEqual(200 * 1024);
  });

  it("fits every text run in its box with Inter's real metrics, for the sample and a stress input", async () => {
    for (const report of [sampleAnnualReport(now), stressReport()]) {
      let measured: MeasureText | undefined;
      let problems: string[] = [];
      await renderPdf({
        fonts: allInterFonts(),
        images: annualReportImages(report),
        layout: (measure) => {
          measured = measure;
          const doc = layoutAnnualReport({ ...inputOf(report), available: new Set() }, measure);
          problems = overflows(doc, measure);
          return doc;
        },
      });
      expect(measured).toBeDefined();
      expect(problems).toEqual([]);
    }
  });

  it("cuts no text of the sample with Inter's real metrics: the comparables' addresses wrap instead", async () => {
    const doc = await laidOutWithInter(sample);

    const texts = doc.pages.flatMap((page) => textsOf(page));
    expect(texts.filter((t) => t.includes('…'))).toEqual([]);
    // The grid's longest street names, which were cut before, are whole over two lines.
    const comparables = textsOf(doc.pages[5]!).join(' ');
    for (const p of sample.similarSolds) expect(comparables).toContain(p.address.split(',')[0]);
  });

  it('writes a street name too long for two lines of its column over three, whole (QA 43)', async () => {
    // "2709 Confederation Pkwy": the number alone on the first line, and the rest cut to "Confederation…".
    const [first, ...rest] = sample.similarSolds;
    const report = { ...sample, similarSolds: [{ ...first!, address: '2709 Confederation Pkwy' }, ...rest] };
    const doc = await laidOutWithInter(report);

    const texts = textsOf(doc.pages[5]!);
    expect(texts.filter((t) => t.includes('…'))).toEqual([]);
    expect(texts.join(' ')).toContain('2709 Confederation Pkwy');
  });

  it("keeps the comparables page's map and legend above the footer with every wrapped row on its most lines (review 43 M1)", async () => {
    // A three-line address, a two-line value and a three-line last sale (a 7-digit price).
    const [first, ...rest] = sample.similarSolds;
    for (const report of [
      {
        ...sample,
        homeValue: { ...sample.homeValue, lastPurchasePrice: 1_234_567 },
        similarSolds: [{ ...first!, address: '2709 Confederation Pkwy' }, ...rest],
      },
      stressReport(),
    ]) {
      const doc = await laidOutWithInter(report);
      const page = doc.pages[5]!;
      const low = page.ops.flatMap((op) => (op.kind === 'circle' && op.cy + op.r > footerTop ? [op] : []));
      expect(low).toEqual([]);
    }
  });

  it("writes the home's value and last sale whole in its column with Inter's real metrics, 8-digit prices too", async () => {
    const report = stressReport();
    const doc = await laidOutWithInter(report);

    const text = textsOf(doc.pages[5]!).join(' ');
    expect(text).toContain(`Confirmed value $10,999,999 on ${report.homeValue.confirmedAt!.slice(0, 10)}`);
    expect(text).toContain(`Last sold $12,345,678 on ${report.homeValue.lastPurchaseDate}`);
  });

  it("names each nearby listing's list date and type in full on its card, the longest type too (QA 55a L3)", async () => {
    const types = Object.keys(propertyTypeLabels) as PropertyType[];
    const listed = sample.similarActives[0]!;
    // The page shows five listings: the six types in two reports.
    for (const some of [types.slice(0, 5), types.slice(5)]) {
      const report: AnnualReport = {
        ...sample,
        similarActives: some.map((type, i) => ({ ...listed, mls: `C90000${i}`, type, listDate: '2026-08-20' })),
      };
      const doc = await laidOutWithInter(report);
      const lines = doc.pages.flatMap((page) => textsOf(page)).filter((text) => text.startsWith('Listed 2026-08-20'));
      expect(lines).toEqual(some.map((type) => `Listed 2026-08-20  ·  ${propertyTypeLabels[type]}`));
    }
  });

  it('refuses to draw a weight it was not given, by name', async () => {
    const input = inputOf();
    await expect(renderAnnualReportPdf(input, interFonts(), annualReportImages(input.report))).rejects.toThrow(
      /font weight '(thin|black|medium|extrabold)'.*not given/,
    );
  });
});
