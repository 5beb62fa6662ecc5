import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@shared/format/currency';
import {
  letter,
  type CircleOp,
  type ImageOp,
  type LineOp,
  type PdfDocumentModel,
  type PdfPage,
  type TextOp,
} from '@shared/pdf/model';
import { displayPhone, soldReportBranding } from '@shared/pdf/sold-report/branding';
import { soldReportFileName } from '@shared/pdf/sold-report/file-name';
import { layoutSoldReport } from '@shared/pdf/sold-report/layout';
import { soldTableColumns } from '@shared/pdf/sold-report/sold-table';
import { trendMonths, trendValues } from '@shared/pdf/sold-report/trend-series';
import { colours } from '@shared/pdf/theme';
import { withinData } from '@shared/sold-report/data-extent';
import type { SoldReportAnswer } from '@shared/sold-report/types';
import { fakeMeasure } from './fake-measure';
import { longAddress, soldReportFixture } from './sold-report-fixture';

const agent = {
  id: 'agent-1',
  email: 'jane.morrison@example.com',
  firstName: 'Jane',
  lastName: 'Morrison',
  phone: '416-555-0123',
  website: 'https://janemorrison.example/',
  socialMedias: {},
  testimonials: [],
};
const afterTheMonth = new Date('2026-06-03T15:00:00Z');

function layout(report: SoldReportAnswer, options: { withAgent?: boolean; now?: Date } = {}): PdfDocumentModel {
  const branding = soldReportBranding(options.withAgent === false ? null : agent);
  return layoutSoldReport(
    { report, branding, now: options.now ?? afterTheMonth, productName: 'GTA Homes' },
    fakeMeasure,
  );
}

const textsOf = (page: PdfPage) => page.ops.filter((op): op is TextOp => op.kind === 'text').map((op) => op.text);

// Three types with sales, one of them with 40: 3 pages of table for it (16 + 16 + 8).
const busy = soldReportFixture({ sales: { condo: 1, detatched: 40, semiDetatched: 5 } });

describe('sold-report PDF layout (document 3 §9.4)', () => {
  it('has a cover, then per type with sales its table pages of 16 rows and a charts page', () => {
    const doc = layout(busy);
    // cover + detached (3 table pages + charts) + semi-detached (1 + 1) + condominium (1 + 1)
    expect(doc.pages).toHaveLength(9);
    expect(doc.pages.every((p) => p.width === 612 && p.height === 792)).toBe(true);
  });

  it('orders the types as document 1 lists them and skips those without sales', () => {
    const sections = layout(busy)
      .pages.slice(1)
      .flatMap(textsOf)
      .filter((t) => /^(Detached|Semi-Detached|Townhouse|Condominium|Condo Townhouse|Multi-Residential)$/.test(t));
    expect(sections).toEqual(['Detached', 'Semi-Detached', 'Condominium']);
  });

  it('puts the neighbourhood, the month, "Sold Report" and the agent on the cover', () => {
    const cover = layout(busy).pages[0]!;
    expect(textsOf(cover)).toEqual(
      expect.arrayContaining([
        'Casa Loma',
        'Toronto  ·  May 2026',
        'Sold Report',
        'Jane Morrison',
        '(416) 555-0123',
        'jane.morrison@example.com',
        'janemorrison.example',
      ]),
    );
    const images = cover.ops.filter((op): op is ImageOp => op.kind === 'image');
    expect(images.map((i) => [i.key, i.fit])).toEqual([
      ['headshot', 'cover'],
      ['logo', 'contain'],
    ]);
  });

  it("shows the spec's fallbacks when there is no agent", () => {
    const doc = layout(busy, { withAgent: false });
    const cover = textsOf(doc.pages[0]!);
    expect(cover).toEqual(expect.arrayContaining(['---', '(000) 000-0000']));
    expect(cover.filter((t) => t === '---')).toHaveLength(3);
    // The images are still asked for: the renderer is handed the default headshot and logo.
    expect(doc.pages[0]!.ops.filter((op) => op.kind === 'image')).toHaveLength(2);
  });

  it('lists the types with their first pages in the cover contents', () => {
    const cover = textsOf(layout(busy).pages[0]!);
    const row = (label: string) => cover.slice(cover.indexOf(label), cover.indexOf(label) + 5);
    const detached = busy.reports.detatched;
    expect(row('Detached')).toEqual([
      'Detached',
      '40',
      formatCurrency(detached.averagePrice!),
      expect.any(String),
      '2',
    ]);
    expect(row('Semi-Detached')[4]).toBe('6');
    expect(row('Condominium')[4]).toBe('8');
  });

  it('shows the five tiles with the comparisons with the same month last year', () => {
    const page = textsOf(layout(busy).pages[1]!);
    // Tile labels may wrap to two lines.
    expect(page.join(' ')).toContain('Average Selling Price To List Price');
    expect(page).toEqual(
      expect.arrayContaining([
        formatCurrency(busy.reports.detatched.averagePrice!),
        'vs May 2025',
        'Market guide',
        'Sold Properties',
        '1–16 of 40',
      ]),
    );
    expect(page.some((t) => /^[+-]\d+k$/.test(t))).toBe(true);
    expect(page.some((t) => /^(Seller's|Buyer's|Balanced) Market$/.test(t))).toBe(true);
  });

  it("colours the tiles' changes as the screen does: more days on market is red, as a lower price is", () => {
    const detached = busy.reports.detatched;
    const slower = { ...busy, reports: { ...busy.reports, detatched: { ...detached, dom: 30, domLastYear: 20 } } };
    const texts = layout(slower).pages[1]!.ops.filter((op): op is TextOp => op.kind === 'text');
    const domChange = texts.find((op) => op.text === '+50%');
    expect(domChange?.colour).toBe(colours.bad);
    const points = texts.filter((op) => / pts?$/.test(op.text)).map((op) => op.text);
    expect(points).toHaveLength(2);
  });

  it('runs the sold table 16 rows a page and continues it', () => {
    const doc = layout(busy);
    const rows = busy.reports.detatched.soldProperties;
    const isAddress = (t: string) =>
      rows.some((r) => t === r.address || (t.endsWith('…') && r.address.startsWith(t.slice(0, -1))));
    const addresses = (page: PdfPage) => textsOf(page).filter(isAddress);
    expect(doc.pages.slice(1, 4).map((p) => addresses(p).length)).toEqual([16, 16, 8]);
    expect(textsOf(doc.pages[3]!)).toEqual(expect.arrayContaining(['Detached (continued)', '33–40 of 40']));
  });

  it("shows each sale's date whole, as YYYY-MM-DD (document 1 §1)", () => {
    const rows = busy.reports.detatched.soldProperties.slice(0, 16);
    const texts = textsOf(layout(busy).pages[1]!);
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.soldDate) && texts.includes(row.soldDate))).toBe(true);
  });

  it('ellipsizes a long address to its column', () => {
    const page = layout(busy).pages[1]!;
    const cell = page.ops.find(
      (op): op is TextOp => op.kind === 'text' && op.text.startsWith(longAddress.slice(0, 10)),
    )!;
    expect(cell.text).not.toBe(longAddress);
    expect(cell.text.endsWith('…')).toBe(true);
    expect(fakeMeasure(cell.text, cell.weight, cell.size)).toBeLessThanOrEqual(soldTableColumns[0]!.width);
  });

  it('draws the three charts with the GTA, community and neighbourhood series', () => {
    const charts = textsOf(layout(busy).pages[4]!);
    expect(charts).toEqual(
      expect.arrayContaining([
        'Detached Market Trends',
        'Price',
        'Days on Market',
        'Sales-To-New Listings Rate',
        'GTA',
        'Toronto',
        'Casa Loma',
        '12-month average',
        'Jun',
        'May',
      ]),
    );
  });

  it('keeps a month of 11 sales on 2 new listings (550%) from squashing the rate chart: drawn at the top, its value written', () => {
    const months = Object.keys(busy.neighbourhoodStatistics).sort();
    const outlierMonth = months[3]!;
    const month = busy.neighbourhoodStatistics[outlierMonth]!;
    const spiky = {
      ...busy,
      neighbourhoodStatistics: {
        ...busy.neighbourhoodStatistics,
        [outlierMonth]: { ...month, detatched: { ...month.detatched, soldNumber: 11, newListing: 2 } },
      },
    };
    const page = layout(spiky).pages[4]!;
    const texts = page.ops.filter((op): op is TextOp => op.kind === 'text');
    const rateTicks = texts
      .map((op) => /^(\d+(?:\.\d)?)%$/.exec(op.text))
      .filter((match) => match !== null)
      .map((match) => Number(match[1]));
    expect(rateTicks).toContain(550);
    // The axis: every tick but the written value at most 200%, not 600%.
    expect(Math.max(...rateTicks.filter((value) => value !== 550))).toBeLessThanOrEqual(200);
    const label = texts.find((op) => op.text === '550%')!;
    expect(label.colour).toBe(colours.neighbourhood);
    expect(label.x + fakeMeasure(label.text, label.weight, label.size)).toBeLessThanOrEqual(letter.width - 30);
    // Without the outlier the axis fits the data as before: no value written.
    expect(textsOf(layout(busy).pages[4]!).some((text) => /^\d{3}%$/.test(text) && Number.parseInt(text) > 200)).toBe(
      false,
    );
  });

  it("draws a series' 12-month line pooled over its sales: 1 sale at $2M and 3 at $1M average $1.25M, not $1.5M", () => {
    const months = Object.keys(busy.neighbourhoodStatistics).sort();
    const thin = Object.fromEntries(
      months.map((month, i) => {
        const statistic = busy.neighbourhoodStatistics[month]!;
        const detatched =
          i === 2
            ? { soldPrice: 2_000_000, dom: 10, soldNumber: 1, newListing: 2 }
            : i === 5
              ? { soldPrice: 1_000_000, dom: 30, soldNumber: 3, newListing: 4 }
              : { soldPrice: null, dom: null, soldNumber: 0, newListing: 1 };
        return [month, { ...statistic, detatched }];
      }),
    );
    const page = layout({ ...busy, neighbourhoodStatistics: thin }).pages[4]!;
    // The data's dots (the legend's has no white ring).
    const dots = page.ops.filter(
      (op): op is CircleOp => op.kind === 'circle' && op.fill === colours.neighbourhood && op.stroke === '#ffffff',
    );
    const [high, low] = dots.slice(0, 2).map((dot) => dot.cy);
    const line = page.ops.find(
      (op): op is LineOp => op.kind === 'line' && !!op.dash && op.colour === colours.neighbourhood,
    )!;
    expect(line.y1).toBeCloseTo(low! + (high! - low!) * 0.25, 6);
  });

  it('numbers the pages after the cover', () => {
    const doc = layout(busy);
    expect(textsOf(doc.pages[1]!)).toContain('Page 2 of 9');
    expect(textsOf(doc.pages[8]!)).toContain('Page 9 of 9');
  });

  it('keeps everything on the page', () => {
    for (const page of layout(busy, { withAgent: false }).pages) {
      for (const op of page.ops) {
        if (op.kind === 'text') {
          expect(op.x).toBeGreaterThanOrEqual(0);
          expect(op.x + fakeMeasure(op.text, op.weight, op.size)).toBeLessThanOrEqual(letter.width - 30);
          expect(op.y).toBeGreaterThan(op.size);
          expect(op.y).toBeLessThanOrEqual(letter.height - 20);
        }
        if (op.kind === 'rect' || op.kind === 'image') {
          expect(op.x).toBeGreaterThanOrEqual(0);
          expect(op.x + op.width).toBeLessThanOrEqual(letter.width);
          expect(op.y + op.height).toBeLessThanOrEqual(letter.height);
        }
      }
    }
  });

  it('says so on the cover when no type has sales', () => {
    const doc = layout(soldReportFixture({ sales: {} }));
    expect(doc.pages).toHaveLength(1);
    expect(textsOf(doc.pages[0]!)).toContain('No recorded sales to date for May 2026.');
  });

  it('notes a month to date on the cover', () => {
    const during = layout(busy, { now: new Date('2026-05-20T15:00:00Z') });
    expect(textsOf(during.pages[0]!)).toContain(
      'Month to date: May 2026 is not over yet; its changes compare with all of May 2025.',
    );
    expect(textsOf(layout(busy).pages[0]!).some((t) => t.startsWith('Month to date'))).toBe(false);
    // Its count of sales so far beside last year's whole month, not a change (QA 54b).
    const tileTexts = (doc: ReturnType<typeof layout>) => doc.pages.flatMap((page) => textsOf(page));
    expect(tileTexts(during).some((t) => t.startsWith('in all of May'))).toBe(true);
    expect(tileTexts(layout(busy)).some((t) => t.startsWith('in all of'))).toBe(false);
  });

  it('says on the cover where the sales records begin, as the screen does (QA 44 M1)', () => {
    const coverText = (report: SoldReportAnswer) => textsOf(layout(report).pages[0]!).join(' ');
    // The data holds all of May 2026 and none of May 2025: the changes are withheld, and the cover says why.
    const lastYearPartial = withinData(busy, { dataFrom: '2025-12-03', wholeFrom: '2026-04' });
    expect(coverText(lastYearPartial)).toContain(
      'Our sales records begin on 2025-12-03: there are no sales of May 2025 in them, so there is no change from it to show.',
    );
    // May 2026 is before the data: no figures, and not "no recorded sales".
    const before = withinData(busy, { dataFrom: '2026-06-10', wholeFrom: '2026-10' });
    const doc = layout(before);
    expect(doc.pages).toHaveLength(1);
    expect(coverText(before)).toContain('No figures for May 2026: it is before our sales records begin.');
    expect(coverText(before)).toContain('Our sales records begin on 2026-06-10: there are no figures for May 2026.');
    expect(coverText(before)).not.toContain('No recorded sales');
    // A month to date as well: one notice, inside the cover's band, that claims no change it withholds (review 45).
    const during = layout(lastYearPartial, { now: new Date('2026-05-20T15:00:00Z') }).pages[0]!;
    const duringText = textsOf(during).join(' ');
    expect(duringText).toContain('Month to date: May 2026 is not over yet. Our sales records begin on 2025-12-03');
    expect(duringText).not.toContain('compare with all of');
    const notices = during.ops.filter((op) => op.kind === 'rect' && op.fill === colours.brandDeep);
    expect(notices).toHaveLength(1);
    expect(notices.every((op) => op.kind === 'rect' && op.y + op.height <= 372)).toBe(true);
    // A month the data holds whole, with last year's: no note.
    const whole = withinData(busy, { dataFrom: '2021-12-03', wholeFrom: '2022-04' });
    expect(coverText(whole)).not.toContain('Our sales records begin');
  });

  it('dates the cover in Toronto time', () => {
    // 02:00 UTC on June 1 is still May 31 in Toronto.
    const cover = textsOf(layout(busy, { now: new Date('2026-06-01T02:00:00Z') }).pages[0]!);
    expect(cover.some((t) => t.startsWith('Prepared 2026-05-31.'))).toBe(true);
  });

  it('titles the document for the neighbourhood and month', () => {
    expect(layout(busy).title).toBe('Casa Loma Sold Report, May 2026');
  });
});

describe('sold-report file name', () => {
  it('is {neighbourhood}-{month-year}-SoldReport.pdf', () => {
    expect(soldReportFileName('Casa Loma', '202605')).toBe('Casa-Loma-May-2026-SoldReport.pdf');
  });

  it('drops characters a file name should not carry', () => {
    expect(soldReportFileName("L'Amoreaux", '202601')).toBe('LAmoreaux-January-2026-SoldReport.pdf');
    expect(soldReportFileName('Yonge-St.Clair', '202512')).toBe('Yonge-St-Clair-December-2025-SoldReport.pdf');
    expect(soldReportFileName('Île Sainte/Hélène', '202512')).toBe('Île-Sainte-Hélène-December-2025-SoldReport.pdf');
  });
});

describe('branding', () => {
  it('writes phones as (000) 000-0000', () => {
    expect(displayPhone('416-555-0123')).toBe('(416) 555-0123');
    expect(displayPhone('+1 416 555 0123')).toBe('(416) 555-0123');
    expect(displayPhone('555-0123')).toBe('555-0123');
  });

  it('falls back to --- and (000) 000-0000 for what the agent has not set', () => {
    expect(
      soldReportBranding({ ...agent, phone: undefined, website: undefined, firstName: ' ', lastName: '' }),
    ).toEqual({
      name: '---',
      phone: '(000) 000-0000',
      email: 'jane.morrison@example.com',
      website: '---',
    });
  });
});

describe('trend series', () => {
  it('gives the 12 months to the report month, oldest first', () => {
    const months = trendMonths('2026-05');
    expect([months[0], months.at(-1), months.length]).toEqual(['2025-06', '2026-05', 12]);
  });

  it('leaves a month without sales or new listings empty', () => {
    const stats = {
      '2026-05': {
        detatched: { soldPrice: null, dom: null, soldNumber: 0, newListing: 0 },
      },
    } as unknown as SoldReportAnswer['statistics'];
    expect(trendValues(stats, ['2026-05'], 'detatched', 'price')).toEqual([null]);
    expect(trendValues(stats, ['2026-05'], 'detatched', 'salesToNewListings')).toEqual([null]);
    expect(trendValues(stats, ['2026-04'], 'detatched', 'dom')).toEqual([null]);
  });
});
