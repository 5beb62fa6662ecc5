import type { AnnualReport } from '@shared/annual-report/types';
import { annualReportImageKeys } from '@shared/pdf/annual-report/context';
import { layoutAnnualReport } from '@shared/pdf/annual-report/layout';
import { area } from '@shared/pdf/annual-report/layout-context';
import { sampleAnnualReport, sampleNeighbourhoods } from '@shared/pdf/annual-report/sample';
import type { MeasureText, PdfDocumentModel, PdfPage, TextOp } from '@shared/pdf/model';
import { soldReportBranding } from '@shared/pdf/sold-report/branding';
import { fakeMeasure } from './fake-measure';

/** The annual report's layout for tests: the sample, a stress input, an empty report, and the box check. */
export const now = new Date('2026-11-20T15:00:00Z');
export const sample = sampleAnnualReport(now);

export function allImages(report: AnnualReport): Set<string> {
  const keys = ['headshot', 'logo'];
  (report.propertyDetails?.photos ?? []).forEach((_, i) => keys.push(annualReportImageKeys.photo(i)));
  for (const p of [...report.similarSolds, ...report.similarActives]) keys.push(annualReportImageKeys.listing(p.mls));
  return new Set(keys);
}

export function layout(
  report: AnnualReport,
  options: { measure?: MeasureText; available?: Set<string> } = {},
): PdfDocumentModel {
  return layoutAnnualReport(
    {
      report,
      branding: soldReportBranding(report.agent),
      now,
      productName: 'GTA Homes',
      neighbourhoods: sampleNeighbourhoods,
      available: options.available ?? allImages(report),
    },
    options.measure ?? fakeMeasure,
  );
}

export const textOps = (page: PdfPage) => page.ops.filter((op): op is TextOp => op.kind === 'text');
export const textsOf = (page: PdfPage) => textOps(page).map((op) => op.text);

/** Every text run has a box inside the drawing area, and its measured width fits that box. */
export function overflows(doc: PdfDocumentModel, measure: MeasureText): string[] {
  const problems: string[] = [];
  doc.pages.forEach((page, p) => {
    for (const op of textOps(page)) {
      const width = measure(op.text, op.weight, op.size);
      const where = `page ${p + 1} '${op.text}'`;
      if (!op.box) {
        problems.push(`${where} has no box`);
        continue;
      }
      if (op.box.x < area.left - 0.01 || op.box.x + op.box.width > area.right + 0.01) {
        problems.push(`${where}: box outside the drawing area`);
      }
      if (op.x < op.box.x - 0.01 || op.x + width > op.box.x + op.box.width + 0.01) {
        problems.push(`${where}: ${width.toFixed(1)} pt wide in a ${op.box.width.toFixed(1)} pt box`);
      }
      if (op.y - op.size < area.top || op.y > area.bottom) problems.push(`${where}: outside the drawing area`);
    }
  });
  return problems;
}

/** Long names and addresses, 7-digit prices, and no agent, photos, chart or last sale. */
export function stressReport(): AnnualReport {
  const long =
    'Unit 4507, 10000 Very Long Boulevard West of the Old Mill Road, Etobicoke-Lakeshore-Humber Bay Shores, Toronto, ON M8V 0A1';
  const base = sampleAnnualReport(now);
  return {
    ...base,
    agent: {
      firstName: 'Maximiliana-Alexandrina Bartholomew-Wolfeschlegel',
      lastName: 'Featherstonehaugh-Cholmondeley-Montmorency',
      email: 'maximiliana.alexandrina.featherstonehaugh@an-extremely-long-brokerage-domain.example',
      phone: '416-555-0123',
      website: 'https://www.an-extremely-long-brokerage-domain-name.example/agents/maximiliana',
    },
    homeValue: {
      ...base.homeValue,
      displayAddress: long,
      instanceValue: 9_876_543,
      lastPurchasePrice: 12_345_678,
      lowerRange: 9_100_000,
      upperRange: 10_650_000,
      confirmedValue: 10_999_999,
      // The owner changed the details after the confirmation: the longest form of the value's notes.
      detailsChangedAt: '2026-11-19T22:10:00.000Z',
    },
    similarSolds: base.similarSolds.map((p) => ({
      ...p,
      address: `${p.address} and a Very Long Street Name Indeed`,
      soldPrice: 8_765_432,
      footageFrom: 10_000,
      footageTo: 14_999,
    })),
    similarActives: base.similarActives.map((p) => ({ ...p, listingPrice: 12_345_678, address: long })),
  };
}

export function emptyReport(): AnnualReport {
  const base = sampleAnnualReport(now);
  const {
    lastListing: _l,
    lastPurchasePrice: _p,
    lastPurchaseDate: _d,
    confirmedValue: _c,
    confirmedAt: _a,
    ...homeValue
  } = base.homeValue;
  return {
    ...base,
    agent: undefined,
    homeValue: { ...homeValue, confirmed: false },
    propertyDetails: undefined,
    similarSolds: [],
    similarActives: [],
    chart: [],
  };
}
