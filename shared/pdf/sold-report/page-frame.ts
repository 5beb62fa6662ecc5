import { letter, type PdfOp, type PdfPage } from '../model';
import { pageHeaderOps, withPageFooters, type PageFrameStyle } from '../page-frame';
import type { LayoutContext } from './context';
import { colours, page, text } from '../theme';

const frame: PageFrameStyle = {
  left: page.margin,
  width: letter.width - 2 * page.margin,
  headerBaseline: 38,
  footerTop: page.footerTop,
  header: text.pageHeader,
  headerMuted: text.pageHeaderMuted,
  footer: text.footer,
  rule: colours.rule,
};

/** A page after the cover: the report's name and month on top, the agent and the page number below. */
export function framedPage(ctx: LayoutContext, ops: PdfOp[]): PdfPage {
  const title = `${ctx.report.neighbourhood.name} Sold Report`;
  return { ...letter, ops: [...pageHeaderOps(frame, title, ctx.monthText, ctx.measure), ...ops] };
}

/** The footers, once the page count is known: the agent's contact on the left, "Page n of m" on the right. */
export function withFooters(ctx: LayoutContext, pages: PdfPage[]): PdfPage[] {
  const { branding } = ctx;
  const contact = [branding.name, branding.phone, branding.email].join('  ·  ');
  return withPageFooters(frame, contact, pages, ctx.measure);
}
