import type { MeasureText, PdfDocumentModel } from '../model';
import { agentPage } from './agent-page';
import { closingPage } from './closing-page';
import { comparablesPage } from './comparables-page';
import type { AnnualReportPdfInput } from './context';
import { coverPage } from './cover-page';
import { detailsPage } from './details-page';
import { withFooters } from './frame';
import type { AnnualReportLayoutContext } from './layout-context';
import { photoPages } from './photo-pages';
import { summaryPage } from './summary-page';
import { valuePage } from './value-page';

/**
 * The annual report as a drawing model (document 3 §9.3), its sections in the spec's order:
 * cover, agent, 12-month value change, property summary, photos (left out when the home has
 * none but the cover's), comparables table with the map, comparable details, closing page.
 */
export function layoutAnnualReport(input: AnnualReportPdfInput, measure: MeasureText): PdfDocumentModel {
  const ctx: AnnualReportLayoutContext = { ...input, measure };
  const pages = [
    coverPage(ctx),
    agentPage(ctx),
    valuePage(ctx),
    summaryPage(ctx),
    ...photoPages(ctx),
    comparablesPage(ctx),
    detailsPage(ctx),
    closingPage(ctx),
  ];
  const address = input.report.homeValue.displayAddress;
  return {
    title: `${address} Annual Report ${input.report.year}`,
    author: input.branding.name,
    subject: `The year ${input.report.year} of ${address}: its value, comparable sales and listings nearby`,
    pages: withFooters(ctx, pages),
  };
}
