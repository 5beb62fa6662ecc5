import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { currentMonth } from '@shared/months';
import { propertyTypeLabels, type PropertyType } from '@shared/property-types';
import { dataExtentNote, isBeforeData } from '@shared/sold-report/data-extent';
import { formatWholeNumber, missingFigure } from '@shared/sold-report/year-over-year';
import { letter, type PdfOp, type PdfPage } from '../model';
import { agentCardOps, productMark } from '../brand-blocks';
import { table } from '../table';
import { textOp, wrapText } from '../text';
import type { LayoutContext } from './context';
import { colours, page, text } from '../theme';

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

  // Where the data begins, as the screen says it (shared/sold-report/data-extent.ts).
  const extent = dataExtentNote(ctx.month, { dataFrom: ctx.report.dataFrom, wholeFrom: ctx.report.dataWholeFrom });
  // A month to date's changes set a part of the month against a whole one (QA 22a F2): said, not
  // hidden; beside the extent's note, which says whether there are changes at all, in one notice
  // that keeps inside the band (review 45: two overran it, and contradicted each other).
  const monthToDate =
    ctx.month !== currentMonth(ctx.now)
      ? undefined
      : extent
        ? `Month to date: ${ctx.monthText} is not over yet.`
        : `Month to date: ${ctx.monthText} is not over yet; its changes compare with all of ${ctx.lastYearShort}.`;
  const notice = [monthToDate, extent].filter(Boolean).join(' ');
  if (notice) {
    const style = { size: 8.5, weight: 'regular', colour: colours.brandLight } as const;
    const lines = wrapText(notice, width - 24, style, measure, 3);
    const noticeWidth = Math.min(width, Math.max(...lines.map((line) => measure(line, style.weight, style.size))) + 24);
    const top = 312;
    ops.push({
      kind: 'rect',
      x: left,
      y: top,
      width: noticeWidth,
      height: 14 + lines.length * 11,
      fill: colours.brandDeep,
      radius: 12,
    });
    lines.forEach((line, i) => {
      ops.push(textOp(line, { x: left + 12, y: top + 15 + i * 11, width: width - 24 }, style, measure));
    });
  }
  return ops;
}

function contents(ctx: LayoutContext, entries: readonly CoverEntry[]): PdfOp[] {
  const { measure } = ctx;
  const top = bandHeight + 44;
  const ops: PdfOp[] = [textOp('In this report', { x: page.margin, y: top }, text.heading, measure)];
  if (entries.length === 0) {
    ops.push(
      textOp(
        isBeforeData(ctx.month, ctx.report.dataFrom)
          ? `No figures for ${ctx.monthText}: it is before our sales records begin.`
          : `No recorded sales to date for ${ctx.monthText}.`,
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
  return agentCardOps(
    { x: page.margin, y: cardTop, width, height: cardHeight, label: 'Prepared for you by' },
    ctx.branding,
    ctx.measure,
  );
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
