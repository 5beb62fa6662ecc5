import { addMonths, fromApiTime } from '@shared/months';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import { monthLabel, shortMonthLabel } from '@shared/sold-report/month-label';
import type { MeasureText, PdfDocumentModel } from '../model';
import type { LayoutContext, SoldReportPdfInput } from './context';
import { coverPage, type CoverEntry } from './cover-page';
import { withFooters } from './page-frame';
import { typePageCount, typePages } from './type-pages';

/** The property types with sales, in document 1's order (DECISIONS row 27). */
export const typesWithSales = (input: Pick<SoldReportPdfInput, 'report'>): PropertyType[] =>
  propertyTypes.filter((type) => (input.report.reports[type]?.soldNumber ?? 0) > 0);

/**
 * The sold report as a drawing model (document 3 §9.4): Letter pages, a cover, then for each
 * type with sales its summary and table (16 rows a page) and its three charts.
 */
export function layoutSoldReport(input: SoldReportPdfInput, measure: MeasureText): PdfDocumentModel {
  const month = fromApiTime(input.report.time);
  const ctx: LayoutContext = {
    ...input,
    measure,
    month,
    monthText: monthLabel(month),
    lastYearText: monthLabel(addMonths(month, -12)),
    lastYearShort: `${shortMonthLabel(addMonths(month, -12))} ${addMonths(month, -12).slice(0, 4)}`,
  };
  const types = typesWithSales(input);

  let next = 2;
  const entries: CoverEntry[] = types.map((type) => {
    const entry = { type, firstPage: next };
    next += typePageCount(input.report.reports[type].soldProperties.length);
    return entry;
  });

  const pages = [coverPage(ctx, entries), ...types.flatMap((type) => typePages(ctx, type))];
  return {
    title: `${input.report.neighbourhood.name} Sold Report, ${ctx.monthText}`,
    author: input.branding.name,
    subject: `Sales in ${input.report.neighbourhood.name}, ${input.report.neighbourhood.community}, in ${ctx.monthText}`,
    pages: withFooters(ctx, pages),
  };
}
