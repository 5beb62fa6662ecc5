import { propertyTypeLabels, type PropertyType } from '@shared/property-types';
import type { PdfOp, PdfPage } from '../model';
import { letter } from '../model';
import { textOp } from '../text';
import type { LayoutContext } from './context';
import { framedPage } from './page-frame';
import { soldTableOps, soldTablePages, soldRowsPerPage } from './sold-table';
import { summaryOps } from './summary';
import { colours, page, text } from '../theme';
import { trendChartOps, trendCharts } from './trend-charts';

const width = letter.width - 2 * page.margin;

/** How many pages a type's section takes: its table pages and the charts page. */
export const typePageCount = (rows: number) => Math.max(1, Math.ceil(rows / soldRowsPerPage)) + 1;

/**
 * A property type's section (document 3 §9.4): the summary with the first 16 sales, further
 * pages of 16 sales, then the three charts.
 */
export function typePages(ctx: LayoutContext, type: PropertyType): PdfPage[] {
  const report = ctx.report.reports[type];
  const label = propertyTypeLabels[type];
  const rows = report.soldProperties;
  const chunks = soldTablePages(rows);
  const sales = `${report.soldNumber} ${report.soldNumber === 1 ? 'sale' : 'sales'}`;

  const pages = chunks.map((chunk, i) => {
    const first = i * soldRowsPerPage + 1;
    const range = chunk.length === rows.length ? '' : `${first}–${first + chunk.length - 1} of ${rows.length}`;
    if (i === 0) {
      const ops: PdfOp[] = [
        ...sectionTitle(ctx, label, `${sales} in ${ctx.monthText}, compared with ${ctx.lastYearText}`),
        ...summaryOps(ctx, report, 108),
        ...tableTitle(ctx, 'Sold Properties', range, 294),
        ...soldTableOps(ctx, chunk, 304),
      ];
      return framedPage(ctx, ops);
    }
    return framedPage(ctx, [
      ...sectionTitle(ctx, `${label} (continued)`, `${sales} in ${ctx.monthText}`),
      ...tableTitle(ctx, 'Sold Properties', range, 126),
      ...soldTableOps(ctx, chunk, 136),
    ]);
  });
  pages.push(chartsPage(ctx, type, label));
  return pages;
}

function sectionTitle(ctx: LayoutContext, title: string, subtitle: string): PdfOp[] {
  return [
    textOp(title, { x: page.margin, y: 80, width }, text.sectionTitle, ctx.measure),
    textOp(subtitle, { x: page.margin, y: 96, width }, text.sectionSubtitle, ctx.measure),
  ];
}

function tableTitle(ctx: LayoutContext, title: string, range: string, baseline: number): PdfOp[] {
  return [
    textOp(title, { x: page.margin, y: baseline, width: width / 2 }, text.heading, ctx.measure),
    textOp(range, { x: page.margin, y: baseline, width, align: 'right' }, text.small, ctx.measure),
  ];
}

const chartsTop = 112;
const chartGap = 12;
const chartPadding = 12;

function chartsPage(ctx: LayoutContext, type: PropertyType, label: string): PdfPage {
  const { report } = ctx;
  const areas = [report.neighbourhood.community, report.neighbourhood.name].filter(Boolean).join(' and ');
  const ops: PdfOp[] = sectionTitle(
    ctx,
    `${label} Market Trends`,
    `The 12 months to ${ctx.monthText} in the GTA, ${areas}.`,
  );
  const panelHeight = (page.footerTop - 14 - chartsTop - chartGap * (trendCharts.length - 1)) / trendCharts.length;
  trendCharts.forEach((chart, i) => {
    const top = chartsTop + i * (panelHeight + chartGap);
    ops.push(
      {
        kind: 'rect',
        x: page.margin,
        y: top,
        width,
        height: panelHeight,
        stroke: colours.rule,
        strokeWidth: 0.7,
        radius: 8,
      },
      ...trendChartOps(ctx, type, chart, {
        x: page.margin + chartPadding,
        y: top + chartPadding,
        width: width - 2 * chartPadding,
        height: panelHeight - 2 * chartPadding,
      }),
    );
  });
  return framedPage(ctx, ops);
}
