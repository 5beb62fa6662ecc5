import { letter, type PdfOp, type PdfPage } from '../model';
import { pageHeaderOps, withPageFooters, type PageFrameStyle } from '../page-frame';
import { textOp } from '../text';
import { colours, text } from '../theme';
import { area, type AnnualReportLayoutContext } from './layout-context';

/** Where the footer's rule is: nothing of a page's own is drawn below it. */
export const footerTop = area.bottom - 21;

const frame: PageFrameStyle = {
  left: area.left,
  width: area.width,
  headerBaseline: area.top + 15,
  footerTop,
  header: text.pageHeader,
  headerMuted: text.pageHeaderMuted,
  footer: text.footer,
  rule: colours.rule,
};

/** A page after the cover: the report and its year on top, the home's address on the right. */
export function framedPage(ctx: AnnualReportLayoutContext, ops: PdfOp[]): PdfPage {
  const title = `Annual Report ${ctx.report.year}`;
  return {
    ...letter,
    ops: [...pageHeaderOps(frame, title, ctx.report.homeValue.displayAddress, ctx.measure), ...ops],
  };
}

/** The agent's contact and "Page n of m" under every page but the cover. */
export function withFooters(ctx: AnnualReportLayoutContext, pages: PdfPage[]): PdfPage[] {
  const { branding } = ctx;
  return withPageFooters(frame, [branding.name, branding.phone, branding.email].join('  ·  '), pages, ctx.measure);
}

/** A section's title and the line under it; the content starts at 112. */
export function sectionTitle(ctx: AnnualReportLayoutContext, title: string, subtitle: string): PdfOp[] {
  return [
    textOp(title, { x: area.left, y: 86, width: area.width }, { ...text.sectionTitle, size: 24 }, ctx.measure),
    textOp(subtitle, { x: area.left, y: 103, width: area.width }, text.sectionSubtitle, ctx.measure),
  ];
}

export const sectionTop = 122;
