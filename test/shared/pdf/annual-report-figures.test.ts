import { describe, expect, it } from 'vitest';
import { comparablesInOrder } from '@shared/annual-report/comparables';
import type { AnnualReport } from '@shared/annual-report/types';
import { formatCurrency } from '@shared/format/currency';
import { dayIndex } from '@shared/pdf/annual-report/value-change';
import { valueTick } from '@shared/pdf/annual-report/value-page';
import { layout, sample, textsOf } from './annual-report-fixtures';

/**
 * The annual report's numbers agree (issue 25, finding 5), read from the PDF's text: every
 * figure pairs with figures of its own kind, and its label says which.
 */
const page = (report: AnnualReport, index: number) => textsOf(layout(report).pages[index]!);

type Home = AnnualReport['homeValue'];
/**
 * The sample report with the valuation's request, its last listing (the sample's unless given)
 * and the report listing's summary (the sample's unless given).
 */
const reportOf = (parts: {
  request: Home['request'];
  lastListing?: Home['lastListing'];
  summary?: NonNullable<AnnualReport['propertyDetails']>['summary'];
}): AnnualReport => ({
  ...sample,
  homeValue: {
    ...sample.homeValue,
    request: parts.request,
    ...(parts.lastListing && { lastListing: parts.lastListing }),
  },
  propertyDetails: { ...sample.propertyDetails!, summary: parts.summary ?? sample.propertyDetails!.summary },
});
/** What page 3's summary prints beside `label`. */
const summaryFact = (report: AnnualReport, label: string) => {
  const texts = page(report, 3);
  return texts[texts.indexOf(label) + 1];
};
/** A page's text as one line: a phrase wrapped in a table cell reads whole. */
const pageText = (report: AnnualReport, index: number) => page(report, index).join(' ');
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const signed = (amount: number) => `${amount >= 0 ? '+' : '−'}${formatCurrency(Math.abs(amount))}`;

/** The sample as a contact whose home was last leased: its listing has no sale, and no purchase. */
function unconfirmed(): AnnualReport {
  const { confirmedValue: _v, confirmedAt: _a, ...homeValue } = sample.homeValue;
  const { confirmedChart: _c, ...report } = sample;
  return { ...report, homeValue: { ...homeValue, confirmed: false } };
}

describe('page 3: the 12-month change is measured on the line of the value it shows', () => {
  it("measures a confirmed value's change on the confirmed value carried back, which ends at that value", () => {
    const line = sample.confirmedChart!;
    const texts = page(sample, 2);

    expect(line.at(-1)![1]).toBe(sample.homeValue.confirmedValue);
    expect(texts).toEqual(expect.arrayContaining(['CONFIRMED VALUE', '$1,250,000']));
    expect(texts).toContain(signed(line.at(-1)![1] - line[0]![1]));
    // Each month before the confirmation is that value carried back along the area's index: the
    // change is the area's trend, and says so.
    expect(texts).toContain(`Since ${day(line[0]![0])}, area price trend`);
    // The model's own line is drawn beside it, and named so.
    expect(texts).toEqual(expect.arrayContaining(['Confirmed value, carried back', 'Model estimate']));
    expect(texts).not.toContain(signed(sample.chart.at(-1)![1] - sample.chart[0]![1]));
  });

  it("says the change holds the owner's work when work was done within the year (QA 28)", () => {
    const line = sample.confirmedChart!;
    const work = (completionDate: string) => ({
      ...sample,
      confirmedWork: [{ completionDate, added: 60_000 }],
      homeValue: {
        ...sample.homeValue,
        explanation: {
          improvements: {
            items: [
              {
                randomId: 'a',
                area: 'Rear addition',
                cost: 150_000,
                completionDate,
                added: 60_000,
                beforeLastSale: false,
              },
            ],
            added: 60_000,
            capped: false,
          },
        },
      },
    });
    const within = day(line[0]![0] + 40 * 86_400_000);

    expect(page(work(within), 2)).toContain(`Since ${day(line[0]![0])}, price trend and work`);
    // Work done before the year is in both ends of it: the change is the area's trend alone.
    expect(page(work('2020-05-01'), 2)).toContain(`Since ${day(line[0]![0])}, area price trend`);
  });

  it('names the line by the work the agent confirmed, not by work entered since (QA 63a L5)', () => {
    // The owner entered a roof after the agent confirmed, dated months before: it is in no figure
    // the agent saw, so the line (the service's) takes out only the work kept at the confirmation.
    const line = sample.confirmedChart!;
    const roof = {
      randomId: 'roof',
      area: 'Roof',
      cost: 30_000,
      completionDate: day(line[0]![0] + 90 * 86_400_000),
      added: 17_060,
      beforeLastSale: false,
    };
    const enteredSince: AnnualReport = {
      ...sample,
      confirmedWork: [],
      homeValue: {
        ...sample.homeValue,
        detailsChangedAt: new Date(Date.parse(sample.homeValue.confirmedAt!) + 3_600_000).toISOString(),
        explanation: { improvements: { items: [roof], added: roof.added, capped: false } },
      },
    };
    const confirmedWithIt: AnnualReport = {
      ...enteredSince,
      confirmedWork: [{ completionDate: roof.completionDate, added: roof.added }],
    };

    expect(page(enteredSince, 2)).toContain(`Since ${day(line[0]![0])}, area price trend`);
    expect(pageText(enteredSince, 2)).toContain(
      'The confirmed value carried back along the area’s price index, and the model’s estimate.',
    );
    expect(pageText(enteredSince, 2)).not.toContain('without your improvements');
    expect(page(confirmedWithIt, 2)).toContain(`Since ${day(line[0]![0])}, price trend and work`);
  });

  it("measures an estimate's change on the estimate's own line, which ends at the estimate", () => {
    const report = unconfirmed();
    const texts = page(report, 2);

    expect(report.chart.at(-1)![1]).toBe(report.homeValue.instanceValue);
    expect(texts).toEqual(expect.arrayContaining(['Estimated value', formatCurrency(report.homeValue.instanceValue)]));
    expect(texts).toContain(signed(report.chart.at(-1)![1] - report.chart[0]![1]));
    expect(texts).toContain(`Since ${day(report.chart[0]![0])}`);
    expect(texts).not.toContain('Model estimate');
    // The points before the valuation are monthly, estimated: the caption says so, not "one point a day".
    expect(pageText(report, 2)).toContain(
      'Daily since the valuation was made; the months before it, estimated from the area’s price index.',
    );
  });
});

describe('page 6: the "Your Home" column pairs the value with its date and the last sale with its', () => {
  it('gives the confirmed value with the day it was confirmed, and the last sale as a sale', () => {
    const text = pageText(sample, 5);

    // The test's wide stand-in metrics wrap the date at its hyphen (Inter's keep it whole: annual-report-render.test.ts).
    expect(text.replaceAll('- ', '-')).toContain(
      `Confirmed value $1,250,000 on ${sample.homeValue.confirmedAt!.slice(0, 10)}`,
    );
    expect(text).toContain(`Last sold $980,000 on ${sample.homeValue.lastPurchaseDate}`);
    // The value never stands beside the sale's date alone, as if it were the sale's price.
    expect(page(sample, 5)).not.toContain(sample.homeValue.lastPurchaseDate);
  });

  it("gives an estimate with its day, and 'Last sold N/A' for a home with no sale", () => {
    const { lastPurchasePrice: _p, lastPurchaseDate: _d, ...homeValue } = unconfirmed().homeValue;
    const report = { ...unconfirmed(), homeValue };
    const text = pageText(report, 5);

    expect(text).toContain(
      `Estimate ${formatCurrency(report.homeValue.instanceValue)} on ${report.homeValue.instanceValueDate}`,
    );
    expect(text).toContain('Last sold N/A');
  });

  it("pairs the home's parking with every comparable's spaces counted as the valuation counts the home's", () => {
    // The home's parking is every space (the form's, prefilled with the listing's total); a
    // listing's `parking` is its garage spaces only, so a drive of two read as one.
    const similarSolds = sample.similarSolds.map((p, i) => ({ ...p, parking: 1, totalParking: 3 + i }));
    const report = { ...sample, similarSolds };
    const texts = page(report, 5);
    const row = texts.slice(texts.indexOf('Parking') + 1, texts.indexOf('Parking') + 1 + 1 + similarSolds.length);

    // Each under its sale, as the table numbers them (nearest first).
    const shown = comparablesInOrder(report);
    expect(row).toEqual([String(sample.homeValue.request.parking), ...shown.map((p) => String(p.totalParking))]);
    expect(pageText(report, 6)).toContain('3 pk');
    // A report made before the total was kept shows what it has.
    const before = page({ ...sample, similarSolds: sample.similarSolds.map((p) => ({ ...p, parking: 2 })) }, 5);
    expect(before[before.indexOf('Parking') + 2]).toBe('2');
  });

  it("takes the interior size from the listing's range when the owner gave none", () => {
    const { footageFrom: _f, footageTo: _t, ...request } = sample.homeValue.request;
    const summary = { ...sample.propertyDetails!.summary, footageFrom: 2000, footageTo: 2499 };
    const report = reportOf({ request, summary });

    expect(page(report, 5)).toContain('2,000–2,499 sq ft');
    expect(page(report, 3)).toContain('2,000–2,499 sq ft');
    // A listing of another type is another home: its size was not valued, and is not shown as the home's.
    const other = reportOf({ request: { ...request, type: 'semiDetatched' }, summary });
    expect(summaryFact(other, 'Interior size')).toBe('-');
  });

  it('prints the size and lot the model read: the last listing, a lease, over the sale the report describes', () => {
    const { footageFrom: _f, footageTo: _t, lotFront: _lf, lotDepth: _ld, ...request } = sample.homeValue.request;
    const lastListing = {
      ...sample.homeValue.lastListing!,
      type: request.type,
      footageFrom: 2000,
      footageTo: 2499,
      lotFront: 30,
      lotDepth: 100,
    };
    const summary = {
      ...sample.propertyDetails!.summary,
      footageFrom: 1500,
      footageTo: 1999,
      lotFront: 25,
      lotDepth: 120,
    };
    const report = reportOf({ request, lastListing, summary });

    expect(summaryFact(report, 'Interior size')).toBe('2,000–2,499 sq ft');
    expect(summaryFact(report, 'Lot')).toBe('30 × 100 ft');
  });

  it("takes the lot from the listing when the owner gave none, as the listing's description reads it", () => {
    const { lotFront: _f, lotDepth: _d, ...request } = sample.homeValue.request;
    const summary = { ...sample.propertyDetails!.summary, lotFront: 17, lotDepth: 129 };
    const report = reportOf({ request, summary });

    expect(summaryFact(report, 'Lot')).toBe('17 × 129 ft');
    expect(page(report, 5)).toContain('17 × 129 ft');
  });

  it("keeps the owner's lot over the listing's", () => {
    const request = { ...sample.homeValue.request, lotFront: 30, lotDepth: 110 };
    const summary = { ...sample.propertyDetails!.summary, lotFront: 17, lotDepth: 129 };
    const report = reportOf({ request, summary });

    expect(page(report, 3)).toContain('30 × 110 ft');
    expect(page(report, 3)).not.toContain('17 × 129 ft');
  });

  /** The lot the summary prints when only the valuation's last listing gives one: no owner's, no report listing's. */
  const lotFromLastListing = (lotFront: number, lotDepth: number) => {
    const { lotFront: _f, lotDepth: _d, ...request } = sample.homeValue.request;
    const { lotFront: _sf, lotDepth: _sd, ...summary } = sample.propertyDetails!.summary;
    const lastListing = { ...sample.homeValue.lastListing!, lotFront, lotDepth };
    return summaryFact(reportOf({ request, lastListing, summary }), 'Lot');
  };

  it("takes the valuation's last listing's lot when the report's listing gives none", () => {
    expect(lotFromLastListing(25, 120)).toBe('25 × 120 ft');
    expect(lotFromLastListing(25.4, 119.6)).toBe('25 × 120 ft');
  });

  it("prints a listing's lot side of 0, a board's 'not known', as no side rather than '0 × 120 ft'", () => {
    expect(lotFromLastListing(0, 120)).toBe('120 ft deep');
  });

  it("keeps an owner's lot depth given alone, with the listing's front beside it, as the value reads them", () => {
    const { lotFront: _f, ...request } = { ...sample.homeValue.request, lotDepth: 140 };
    const summary = { ...sample.propertyDetails!.summary, lotFront: 17, lotDepth: 129 };
    const report = reportOf({ request, summary });

    expect(summaryFact(report, 'Lot')).toBe('17 × 140 ft');
  });
});

describe("the home's bedrooms, as the valuation counted them", () => {
  const lastListing = {
    mls: 'E1',
    address: '12 Elm Ave',
    displayAddress: '12 Elm Ave, Toronto',
    type: sample.homeValue.request.type,
    bedroom: sample.homeValue.request.bedroom,
    brPlus: 1,
    bathroom: 2,
    parking: 1,
    status: 'sold' as const,
    listDate: '2021-04-01',
  };
  const withListing = (request: AnnualReport['homeValue']['request']): AnnualReport => ({
    ...sample,
    homeValue: { ...sample.homeValue, request, lastListing },
    propertyDetails: { ...sample.propertyDetails!, summary: { ...sample.propertyDetails!.summary, brPlus: 1 } },
  });
  const bedroomsOn = (report: AnnualReport) => {
    const texts = page(report, 3);
    return texts[texts.indexOf('Bedrooms') + 1];
  };

  it("adds the listing's den when the owner gave the listed bedrooms, on the summary and beside the comparables", () => {
    const report = withListing(sample.homeValue.request);
    const listed = `${sample.homeValue.request.bedroom}+1`;

    expect(bedroomsOn(report)).toBe(listed);
    expect(page(report, 5)).toContain(listed);
  });

  it('counts the den once for an owner who counted it as a bedroom, and keeps it beside a room added', () => {
    const listed = sample.homeValue.request.bedroom;
    const counted = withListing({ ...sample.homeValue.request, bedroom: listed + 1 });

    expect(bedroomsOn(counted)).toBe(`${listed}+1`);
    expect(page(counted, 5)).not.toContain(`${listed + 1}+1`);
    expect(bedroomsOn(withListing({ ...sample.homeValue.request, bedroom: listed + 2 }))).toBe(`${listed + 1}+1`);
    expect(bedroomsOn(withListing({ ...sample.homeValue.request, bedroom: listed - 1 }))).toBe(String(listed - 1));
  });
});

describe('a condo has no lot of its own', () => {
  it("prints no Lot row of '-' for a condo beside condo sales, on the summary or beside the comparables", () => {
    const { lotFront: _f, lotDepth: _d, ...request } = { ...sample.homeValue.request, type: 'condo' as const };
    const { lotFront: _lf, lotDepth: _ld, ...summary } = sample.propertyDetails!.summary;
    const condo: AnnualReport = {
      ...sample,
      homeValue: { ...sample.homeValue, request, lastListing: undefined },
      propertyDetails: { ...sample.propertyDetails!, summary },
      similarSolds: sample.similarSolds.map(({ lotFront: _a, lotDepth: _b, ...p }) => ({ ...p, type: 'condo' })),
    };

    expect(page(condo, 3)).not.toContain('Lot');
    expect(page(condo, 5)).not.toContain('Lot');
    expect(page(condo, 5)).toContain('Interior');
    // A house keeps its row.
    expect(page(sample, 3)).toContain('Lot');
    expect(page(sample, 5)).toContain('Lot');
  });
});

describe('page 4: the summary pairs the last sale with its own date', () => {
  it('shows the last sold price and date from the same sale, and the value as the value', () => {
    const texts = page(sample, 3);
    const at = (label: string) => texts[texts.indexOf(label) + 1];

    expect(at('Last sold price')).toBe('$980,000');
    expect(at('Last sold date')).toBe(sample.homeValue.lastPurchaseDate);
    expect(texts).toContain('VALUATION · CONFIRMED BY YOUR AGENT');
    expect(texts).toContain(`Model estimate ${formatCurrency(sample.homeValue.instanceValue)}`);
  });
});

describe("page 3's confirmed mark", () => {
  it("sits on the Toronto day of a confirmation made in Toronto's evening, the chart's last day", () => {
    const days = [Date.parse('2026-11-26T00:00:00Z'), Date.parse('2026-11-27T00:00:00Z')];

    // 01:30 UTC on the 28th is 20:30 on the 27th in Toronto.
    expect(dayIndex(days, '2026-11-28T01:30:00Z')).toBe(1);
    expect(dayIndex(days, '2026-11-25T15:00:00Z')).toBeNull();
  });
});

describe('what the report says of its own figures (QA 21)', () => {
  it("says so on the summary when the agent's value lies outside the estimated range", () => {
    const withValue = (confirmedValue: number) => ({
      ...sample,
      homeValue: { ...sample.homeValue, confirmedValue },
    });
    const { lowerRange, upperRange } = sample.homeValue;

    expect(page(withValue(upperRange * 3), 3)).toContain(
      'VALUATION · CONFIRMED BY YOUR AGENT · ABOVE THE ESTIMATED RANGE',
    );
    expect(page(withValue(lowerRange - 1), 3)).toContain(
      'VALUATION · CONFIRMED BY YOUR AGENT · BELOW THE ESTIMATED RANGE',
    );
    expect(page(withValue((lowerRange + upperRange) / 2), 3)).toContain('VALUATION · CONFIRMED BY YOUR AGENT');
  });

  it('reads a chart axis at zero as $0, never "$0K", and thousands with a K as the web chart does (QA 73a L5)', () => {
    const far = { ...sample, homeValue: { ...sample.homeValue, confirmedValue: sample.homeValue.upperRange * 3 } };

    expect(valueTick(0)).toBe('$0');
    expect(valueTick(640_000)).toBe('$640K');
    expect(valueTick(1_225_000)).toBe('$1.225M');
    expect(page(far, 2).filter((t) => /^\$0[kK]$/.test(t))).toEqual([]);
    expect(page(far, 2).filter((t) => /^\$[\d.]+k$/.test(t))).toEqual([]);
  });

  it('names the listing’s words as the listing’s, with its year, not as facts of the home', () => {
    const texts = page(sample, 3);
    const year = sample.propertyDetails!.summary.listDate.slice(0, 4);

    expect(texts).toContain(`From the home’s ${year} listing`);
    expect(texts).not.toContain('About the home');
  });

  it('lists the active listings nearby nearest first, each with its distance', () => {
    const reversed = { ...sample, similarActives: [...sample.similarActives].reverse() };
    const distances = (report: AnnualReport) => {
      const texts = page(report, 6);
      return texts
        .slice(texts.indexOf('Active listings nearby'))
        .filter((t) => / km$/.test(t))
        .map((t) => Number.parseFloat(t));
    };

    for (const report of [sample, reversed]) {
      expect(distances(report).length).toBe(Math.min(5, sample.similarActives.length));
      expect(distances(report)).toEqual([...distances(report)].sort((a, b) => a - b));
    }
  });
});
