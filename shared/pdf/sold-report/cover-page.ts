import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { currentMonth } from '@shared/months';
import { propertyTypeLabels, type PropertyType } from '@shared/property-types';
import { formatWholeNumber, missingFigure } from '@shared/sold-report/year-over-year';
import { letter, type PdfOp, type PdfPage } from '../model';
import { table } from '../table';
import { textOp, wrapText } from '../text';
import { brandingImages } from './branding';
import type { LayoutContext } from './context';
import { colours, page, text } from './theme';

/** A type with sales and the page its section starts on, for the cover's contents. */
export interface CoverEntry {
  type: PropertyType;
  firstPage: number;
}

const bandHeight = 372;
const nameStyle = { size: 40, weight: 'bold', colour: colours.white } as const;
const width = letter.width - 2 * page.margin;

/**
 * The cover (document 3 §9.4): the neighbourhood, the month and "Sold Report" on a brand
 * band, what the report holds, and the agent's block with headshot and logo.
 */
export function coverPage(ctx: LayoutContext, entries: readonly CoverEntry[]): PdfPage {
  return {
    ...letter,
    ops: [...band(ctx), ...contents(ctx, entries), ...agentCard(ctx), ...coverFooter(ctx)],
  };
}

function band(ctx: LayoutContext): PdfOp[] {
  const { measure } = ctx;
  const left = page.margin;
  const ops: PdfOp[] = [
    { kind: 'rect', x: 0, y: 0, width: letter.width, height: bandHeight, fill: colours.brandDark },
    // Two quiet discs give the band some depth; both stay inside it.
    { kind: 'circle', cx: 590, cy: 40, r: 170, fill: colours.brand, opacity: 0.35 },
    { kind: 'circle', cx: 500, cy: 292, r: 58, fill: colours.brand, opacity: 0.25 },
    ...productMark(left, 48),
    textOp(
      ctx.productName,
      { x: left + 26, y: 62, width: 300 },
      { ...text.pageHeader, size: 10, colour: colours.white },
      measure,
    ),
    { kind: 'rect', x: left, y: 132, width: 44, height: 3, fill: colours.brandMid },
    textOp('Sold Report', { x: left, y: 166 }, { size: 15, weight: 'semibold', colour: colours.brandMid }, measure),
  ];

  // The name at the largest size that fits two lines; the smallest size ellipsizes what is left.
  const name = ctx.report.neighbourhood.name;
  const sizes = [40, 34, 28];
  const size =
    sizes.find((s) => {
      const lines = wrapText(name, width, { ...nameStyle, size: s }, measure);
      return lines.length <= 2 && !lines.some((line) => line.endsWith('…'));
    }) ?? sizes.at(-1)!;
  const style = { ...nameStyle, size };
  let baseline = 214;
  for (const line of wrapText(name, width, style, measure, 2)) {
    ops.push(textOp(line, { x: left, y: baseline, width }, style, measure));
    baseline += size * 1.15;
  }
  const place = [ctx.report.neighbourhood.community, ctx.monthText].filter(Boolean).join('  ·  ');
  ops.push(
    textOp(
      place,
      { x: left, y: baseline - size * 1.15 + 34, width },
      { size: 16, weight: 'regular', colour: colours.brandLight },
      measure,
    ),
  );

  if (ctx.month === currentMonth(ctx.now)) {
    const notice = `Month to date: ${ctx.monthText} is not over yet. The full report comes at month end.`;
    const style = { size: 8.5, weight: 'regular', colour: colours.brandLight } as const;
    const noticeWidth = Math.min(width, measure(notice, style.weight, style.size) + 24);
    ops.push(
      { kind: 'rect', x: left, y: 318, width: noticeWidth, height: 24, fill: colours.brandDeep, radius: 12 },
      textOp(notice, { x: left + 12, y: 333, width: noticeWidth - 24 }, style, measure),
    );
  }
  return ops;
}

/** The product's mark (a house in a rounded square, as in the site's header), 20 pt square. */
function productMark(x: number, y: number): PdfOp[] {
  const unit = 20 / 32;
  const house: Array<[number, number]> = [
    [7, 15.5],
    [16, 8],
    [25, 15.5],
    [25, 25],
    [18.5, 25],
    [18.5, 19],
    [13.5, 19],
    [13.5, 25],
    [7, 25],
  ];
  return [
    { kind: 'rect', x, y, width: 20, height: 20, radius: 5, fill: colours.white },
    {
      kind: 'polyline',
      points: house.map(([hx, hy]) => [x + hx * unit, y + hy * unit] as const),
      fill: colours.brandDark,
    },
  ];
}

function contents(ctx: LayoutContext, entries: readonly CoverEntry[]): PdfOp[] {
  const { measure } = ctx;
  const top = bandHeight + 44;
  const ops: PdfOp[] = [textOp('In this report', { x: page.margin, y: top }, text.heading, measure)];
  if (entries.length === 0) {
    ops.push(
      textOp(
        `No recorded sales to date for ${ctx.monthText}.`,
        { x: page.margin, y: top + 22, width },
        text.body,
        measure,
      ),
    );
    return ops;
  }
  const rows = entries.map(({ type, firstPage }) => {
    const report = ctx.report.reports[type];
    return [
      propertyTypeLabels[type],
      formatWholeNumber(report.soldNumber),
      report.averagePrice === null ? missingFigure : formatCurrency(report.averagePrice),
      formatWholeNumber(report.dom),
      String(firstPage),
    ];
  });
  const { ops: tableOps } = table(
    {
      x: page.margin,
      y: top + 12,
      columns: [
        { header: 'Property type', width: 172 },
        { header: 'Sales', width: 80, align: 'right' },
        { header: 'Average Selling Price', width: 130, align: 'right' },
        { header: 'Days On Market', width: 90, align: 'right' },
        { header: 'Page', width: 60, align: 'right' },
      ],
      rows,
      headerHeight: 20,
      rowHeight: 20,
      padding: 8,
      theme: {
        header: text.tableHeader,
        headerFill: colours.brandLight,
        body: { ...text.tableBody, size: 9 },
        firstColumn: { ...text.tableFirst, size: 9 },
        zebraFill: colours.panel,
        rule: colours.rule,
      },
    },
    measure,
  );
  return [...ops, ...tableOps];
}

const cardTop = 596;
const cardHeight = 124;

function agentCard(ctx: LayoutContext): PdfOp[] {
  const { measure, branding } = ctx;
  const left = page.margin;
  const photo = 88;
  const textLeft = left + 20 + photo + 22;
  const logoBox = { width: 128, height: 72 };
  const logoLeft = left + width - 20 - logoBox.width;
  const textWidth = logoLeft - 16 - textLeft;
  const labelWidth = 38;
  const ops: PdfOp[] = [
    {
      kind: 'rect',
      x: left,
      y: cardTop,
      width,
      height: cardHeight,
      fill: colours.panel,
      stroke: colours.rule,
      strokeWidth: 0.8,
      radius: 10,
    },
    {
      kind: 'circle',
      cx: left + 20 + photo / 2,
      cy: cardTop + cardHeight / 2,
      r: photo / 2 + 3,
      fill: colours.white,
      stroke: colours.rule,
      strokeWidth: 0.8,
    },
    {
      kind: 'image',
      key: brandingImages.headshot,
      x: left + 20,
      y: cardTop + (cardHeight - photo) / 2,
      width: photo,
      height: photo,
      fit: 'cover',
      clip: 'circle',
    },
    {
      kind: 'image',
      key: brandingImages.logo,
      x: logoLeft,
      y: cardTop + (cardHeight - logoBox.height) / 2,
      ...logoBox,
      fit: 'contain',
      align: 'right',
    },
    textOp('Prepared for you by', { x: textLeft, y: cardTop + 28, width: textWidth }, text.label, measure),
    textOp(
      branding.name,
      { x: textLeft, y: cardTop + 48, width: textWidth },
      { size: 16, weight: 'bold', colour: colours.ink },
      measure,
    ),
  ];
  const details: Array<[string, string]> = [
    ['Phone', branding.phone],
    ['Email', branding.email],
    ['Web', branding.website],
  ];
  details.forEach(([label, value], i) => {
    const y = cardTop + 70 + i * 15;
    ops.push(
      textOp(label, { x: textLeft, y, width: labelWidth }, text.label, measure),
      textOp(value, { x: textLeft + labelWidth, y, width: textWidth - labelWidth }, text.body, measure),
    );
  });
  return ops;
}

function coverFooter(ctx: LayoutContext): PdfOp[] {
  const prepared = `Prepared ${displayDate(ctx.now)}. Dates are in Toronto time; each "vs" figure compares with ${ctx.lastYearText}.`;
  return [
    {
      kind: 'line',
      x1: page.margin,
      y1: page.footerTop,
      x2: letter.width - page.margin,
      y2: page.footerTop,
      width: 0.5,
      colour: colours.rule,
    },
    textOp(prepared, { x: page.margin, y: page.footerTop + 16, width }, text.footer, ctx.measure),
  ];
}
