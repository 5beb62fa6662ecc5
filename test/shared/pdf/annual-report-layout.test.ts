import { describe, expect, it } from 'vitest';
import { annualReportImageKeys } from '@shared/pdf/annual-report/context';
import { distanceKm, subjectLocation } from '@shared/annual-report/comparables';
import { annualReportFileName } from '@shared/pdf/annual-report/file-name';
import type { PdfPage } from '@shared/pdf/model';
import { fakeMeasure } from './fake-measure';
import { colours } from '@shared/pdf/theme';
import {
  allImages,
  emptyReport,
  layout,
  overflows,
  sample,
  stressReport,
  textOps,
  textsOf,
} from './annual-report-fixtures';

describe('annual-report PDF layout (document 3 §9.3)', () => {
  it('lays the sections out in the spec order, one page each, on Letter pages', () => {
    const doc = layout(sample);
    const titles = doc.pages.map((page) => textsOf(page));
    expect(titles[0]).toEqual(expect.arrayContaining(['Annual Report.', 'Prepared with care by Jane Morrison']));
    const sectionOrder = [
      'Your Agent',
      '12-Month Value Change',
      'Property Summary',
      'Photos',
      'Comparable Sales',
      'Comparable Details',
      'Thank you.',
    ];
    sectionOrder.forEach((title, i) => expect(titles[i + 1]).toContain(title));
    expect(doc.pages).toHaveLength(8);
    expect(doc.pages.every((p) => p.width === 612 && p.height === 792)).toBe(true);
    expect(annualReportFileName(sample)).toBe('12-Maple-Avenue-2026-AnnualReport.pdf');
  });

  it("leaves the photo pages out when the home's one photo is the cover's (QA 66b L5)", () => {
    const onePhoto = {
      ...sample,
      propertyDetails: { ...sample.propertyDetails!, photos: sample.propertyDetails!.photos.slice(0, 1) },
    };
    const doc = layout(onePhoto);
    const titles = doc.pages.map(textsOf);
    expect(titles.some((texts) => texts.includes('Photos'))).toBe(false);
    expect(doc.pages).toHaveLength(7);
    expect(doc.pages[0]!.ops.some((op) => op.kind === 'image' && op.key === annualReportImageKeys.photo(0))).toBe(true);
  });

  it('puts the address, the year, the product and the logo on the cover', () => {
    const cover = layout(sample).pages[0]!;
    expect(textsOf(cover)).toEqual(
      expect.arrayContaining(['2026', '12 Maple Avenue, Toronto, ON M4E 2K8', 'GTA Homes']),
    );
    expect(cover.ops.some((op) => op.kind === 'image' && op.key === 'logo')).toBe(true);
    // QA 76c L7: the comparables are same-type sales up to a few km away, not "its street's sales".
    const tagline = textsOf(cover).find((t) => t.includes('year in figures'));
    expect(tagline).toContain('its value, sales like it nearby, what is for sale around it.');
    expect(tagline).not.toContain('street');
  });

  it('shows the change over 12 months in dollars and to one decimal in percent, and marks the confirmed value', () => {
    const page = layout(sample).pages[2]!;
    // Measured on the line of the value shown: the confirmed value's (issue 25).
    const first = sample.confirmedChart![0]![1];
    const last = sample.confirmedChart!.at(-1)![1];
    const percent = (((last - first) / first) * 100).toFixed(1);
    const texts = textsOf(page);
    expect(texts).toContain(`+${percent}%`);
    expect(texts).toContain(`+$${(last - first).toLocaleString('en-US')}`);
    expect(texts).toContain('$1,250,000');
    expect(texts.some((t) => t.startsWith('Confirmed $1,250,000 · '))).toBe(true);
    // 4 ticks on the left axis: their labels start with '$'
    expect(texts.filter((t) => /^\$[\d.]+[Mk]$/.test(t))).toHaveLength(4);
    // labels on the 1st of the months: Dec 2025 to Nov 2026
    expect(texts.filter((t) => /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/.test(t))).toHaveLength(12);
  });

  it('says the confirmation was of earlier details when the owner changed them since, as the screens do (QA 26)', () => {
    const edited = { ...sample, homeValue: { ...sample.homeValue, detailsChangedAt: '2026-11-19T22:10:00.000Z' } };
    const pages = layout(edited).pages;
    const valuePage = textsOf(pages[2]!).join(' ');
    expect(valuePage).toContain('The home’s details changed on 2026-11-19, after this confirmation');
    expect(valuePage).toContain('the model’s estimate of the home as it is now');
    expect(textsOf(pages[3]!)).toContain('VALUATION · CONFIRMED BY YOUR AGENT · DETAILS CHANGED SINCE');
    // Outside the range too: the longest label, whole.
    const outside = { ...edited, homeValue: { ...edited.homeValue, confirmedValue: edited.homeValue.upperRange + 1 } };
    expect(textsOf(layout(outside).pages[3]!)).toContain(
      'VALUATION · CONFIRMED BY YOUR AGENT · ABOVE THE ESTIMATED RANGE · DETAILS CHANGED SINCE',
    );
    // Unchanged since: no such words.
    expect(layout(sample).pages.flatMap(textsOf).join(' ')).not.toContain('details changed');
  });

  it('marks the last sale on its day when it lies in the chart, at its price, and not when it is older (QA 59b)', () => {
    // The sample's purchase is from 2020: before the chart's year, so no mark.
    expect(textsOf(layout(sample).pages[2]!).some((t) => t.startsWith('Last sold'))).toBe(false);
    const bought = {
      ...sample,
      homeValue: { ...sample.homeValue, lastPurchaseDate: '2026-07-17', lastPurchasePrice: 1_190_000 },
    };

    const page = layout(bought).pages[2]!;

    expect(textsOf(page)).toContain('Last sold $1,190,000 · 2026-07-17');
    expect(textsOf(page).some((t) => t.startsWith('Confirmed $1,250,000 · '))).toBe(true);
    // Its pill under its point, clear of the confirmation's above (review 59).
    const label = textOps(page).find((op) => op.text.startsWith('Last sold'))!;
    const ring = page.ops.find((op) => op.kind === 'circle' && op.r === 4.2 && op.stroke === colours.gta);
    expect(ring?.kind === 'circle' && label.y > ring.cy).toBe(true);
  });

  it('draws a confirmation older than the chart as a labelled line across it, not as a point', () => {
    const old = { ...sample, homeValue: { ...sample.homeValue, confirmedAt: '2024-03-04T15:00:00Z' } };

    const page = layout(old).pages[2]!;

    expect(textsOf(page)).toContain('Confirmed $1,250,000 · 2024-03-04');
    const across = page.ops.filter(
      (op) => op.kind === 'line' && op.dash !== undefined && op.y1 === op.y2 && op.x2 - op.x1 > 400,
    );
    expect(across).toHaveLength(1);
    // No ring on a day of the chart: the confirmation was not within it.
    expect(page.ops.some((op) => op.kind === 'circle' && op.r === 4.2)).toBe(false);
  });

  it('explains the change tiles to the client by the date they start from, not by their units', () => {
    const texts = textsOf(layout(sample).pages[2]!);
    const start = new Date(sample.confirmedChart![0]![0]).toISOString().slice(0, 10);

    expect(texts.filter((t) => t === `Since ${start}, area price trend`)).toHaveLength(2);
    expect(texts).not.toContain('In dollars');
    expect(texts).not.toContain('To one decimal');
    expect(textsOf(layout(emptyReport()).pages[2]!).filter((t) => t === 'No value history yet')).toHaveLength(2);
  });

  it('shows the fallbacks: no agent, no last sale, no comparables, no photos, no chart', () => {
    const doc = layout(emptyReport(), { available: new Set(['headshot', 'logo']) });
    expect(doc.pages).toHaveLength(7); // no photo page
    const texts = doc.pages.map(textsOf);
    expect(texts[0]).toContain('Prepared with care by ---');
    expect(doc.pages[0]!.ops.filter((op) => op.kind === 'image').map((op) => op.kind === 'image' && op.key)).toEqual(
      expect.arrayContaining(['headshot', 'logo']),
    );
    expect(texts[1]).toEqual(expect.arrayContaining(['---', '(000) 000-0000']));
    expect(texts[2]!.filter((t) => t === 'N/A')).toHaveLength(2);
    expect(texts[3]).toEqual(expect.arrayContaining(['Last sold price', 'Last sold date']));
    expect(texts[3]!.filter((t) => t === 'N/A')).toHaveLength(2);
    const table = texts[4]!;
    expect(table).toContain('Your Home');
    expect(table.filter((t) => t === '-').length).toBeGreaterThanOrEqual(5 * 11);
    expect(texts.some((page) => page.includes('Photos'))).toBe(false);
  });

  it("shows '****' for a comparable whose sold price was withheld", () => {
    const hidden = sample.similarSolds.find((p) => p.soldPrice === undefined)!;
    expect(hidden.status).toBe('sold');
    const doc = layout(sample);
    expect(textsOf(doc.pages[5]!)).toContain('****');
    expect(textsOf(doc.pages[6]!)).toContain('****');
  });

  it("writes a comparable's unit as the home's and the screens do, `3306 - 119 Gerrard St W` (QA 38 L4)", () => {
    const [first, ...rest] = sample.similarSolds;
    const condo = { ...first!, address: '119 Gerrard St W', unit: '3306' };
    const doc = layout({ ...sample, similarSolds: [condo, ...rest] });
    for (const page of [doc.pages[5]!, doc.pages[6]!]) {
      const text = textsOf(page).join(' ');
      expect(text).toContain('3306 - 119 Gerrard St W');
      expect(text).not.toContain('#3306');
    }
  });

  it('numbers the comparables nearest the home first, in the table and on the cards, in whatever order they were added (QA 63a L7)', () => {
    // The agent removed a sale and added another: the added one comes last in the report's list.
    const home = subjectLocation(sample)!;
    const nearestFirst = [...sample.similarSolds]
      .sort((a, b) => distanceKm(home, a.location!) - distanceKm(home, b.location!))
      .map((p) => annualReportImageKeys.listing(p.mls));
    const listingPhotos = (page: PdfPage) =>
      page.ops.flatMap((op) => (op.kind === 'image' && op.key.startsWith('listing:') ? [op.key] : []));

    for (const similarSolds of [sample.similarSolds, [...sample.similarSolds].reverse()]) {
      const doc = layout({ ...sample, similarSolds });

      // Sale 1 to Sale 5, each column under its photo; then the cards, before the active listings'.
      expect(listingPhotos(doc.pages[5]!)).toEqual(nearestFirst);
      expect(listingPhotos(doc.pages[6]!).slice(0, nearestFirst.length)).toEqual(nearestFirst);
      const row = textsOf(doc.pages[5]!);
      const distances = row.slice(row.indexOf('Distance') + 2, row.indexOf('Distance') + 2 + nearestFirst.length);
      expect(distances.map(Number.parseFloat)).toEqual(distances.map(Number.parseFloat).sort((a, b) => a - b));
    }
  });

  it('draws placeholders for photos the caller could not load', () => {
    const doc = layout(sample, { available: new Set(['headshot', 'logo']) });
    const keys = doc.pages.flatMap((p) => p.ops.flatMap((op) => (op.kind === 'image' ? [op.key] : [])));
    expect(new Set(keys)).toEqual(new Set(['headshot', 'logo']));
  });

  it('draws the map image instead of our geometry when the static-map service gave one', () => {
    const available = allImages(sample).add('map');
    const page = layout(sample, { available }).pages[5]!;
    expect(
      page.ops.some((op) => op.kind === 'image' && op.key === 'map' && op.width === 563 && op.height === 240),
    ).toBe(true);
    expect(page.ops.some((op) => op.kind === 'polyline' && op.fill === '#cfe2ee')).toBe(false);
  });

  it('fits every text run in its box, for the sample, a stress input and an empty report', () => {
    expect(overflows(layout(sample), fakeMeasure)).toEqual([]);
    expect(overflows(layout(stressReport()), fakeMeasure)).toEqual([]);
    expect(overflows(layout(emptyReport()), fakeMeasure)).toEqual([]);
  });
});

/** QA 25a: "Bathrooms 2" above "…a 1-bath…" left the owner to guess which was valued. */
describe("the summary page's listing paragraph", () => {
  const listing = sample.propertyDetails!.summary;
  const withOwners = (change: Partial<typeof sample.homeValue.request>) => ({
    ...sample,
    homeValue: { ...sample.homeValue, request: { ...sample.homeValue.request, ...change } },
  });
  const summaryTexts = (report: typeof sample) =>
    textsOf(layout(report).pages.find((page) => textsOf(page).includes('Property Summary'))!).join(' ');

  it("says which of the listing's facts the owner's differ from, and that the owner's were valued", () => {
    const report = withOwners({ bathroom: listing.bathroom + 1, parking: 0 });

    const texts = summaryTexts(report);
    expect(texts).toContain('The facts above are the owner’s and were valued; this listing gave');
    expect(texts).toContain(
      `${listing.bathroom} bathroom${listing.bathroom === 1 ? '' : 's'}, ${listing.parking} parking space`,
    );
  });

  it("names the listing's size range when the owner's size is outside it, and nothing for a size within it (QA 62a L1)", () => {
    const sized = {
      ...sample,
      propertyDetails: {
        ...sample.propertyDetails!,
        summary: { ...listing, type: sample.homeValue.request.type, footageFrom: 700, footageTo: 799 },
      },
    };
    const withSize = (change: Partial<typeof sample.homeValue.request>) => ({
      ...sized,
      homeValue: withOwners({ footage: undefined, footageFrom: undefined, footageTo: undefined, ...change }).homeValue,
    });

    expect(summaryTexts(withSize({ footage: 650 }))).toContain('this listing gave 700–799 sq ft.');
    expect(summaryTexts(withSize({ footage: 750 }))).not.toContain('were valued');
    expect(summaryTexts(withSize({ footageFrom: 700, footageTo: 799 }))).not.toContain('were valued');
    expect(summaryTexts(withSize({}))).not.toContain('were valued');
  });

  it('says nothing when they agree, or when the owner counts a listed den as a bedroom', () => {
    expect(summaryTexts(sample)).not.toContain('were valued');
    const withDen = {
      ...sample,
      propertyDetails: { ...sample.propertyDetails!, summary: { ...listing, brPlus: 1 } },
    };
    expect(
      summaryTexts({ ...withDen, homeValue: withOwners({ bedroom: listing.bedroom + 1 }).homeValue }),
    ).not.toContain('were valued');
  });
});
