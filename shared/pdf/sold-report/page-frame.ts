import { letter, type PdfOp, type PdfPage } from '../model';
import { textOp } from '../text';
import type { LayoutContext } from './context';
import { colours, page, text } from './theme';

const width = letter.width - 2 * page.margin;

/** A page after the cover: the report's name and month on top, the agent and the page number below. */
export function framedPage(ctx: LayoutContext, ops: PdfOp[]): PdfPage {
  const { measure } = ctx;
  const title = `${ctx.report.neighbourhood.name} Sold Report`;
  const monthWidth = measure(ctx.monthText, text.pageHeaderMuted.weight, text.pageHeaderMuted.size);
  return {
    ...letter,
    ops: [
      textOp(title, { x: page.margin, y: 38, width: width - monthWidth - 16 }, text.pageHeader, measure),
      textOp(ctx.monthText, { x: page.margin, y: 38, width, align: 'right' }, text.pageHeaderMuted, measure),
      { kind: 'line', x1: page.margin, y1: 46, x2: page.margin + width, y2: 46, width: 0.6, colour: colours.rule },
      ...ops,
    ],
  };
}

/** The footers, once the page count is known: the agent's contact on the left, "Page n of m" on the right. */
export function withFooters(ctx: LayoutContext, pages: PdfPage[]): PdfPage[] {
  const { measure, branding } = ctx;
  return pages.map((p, i) => {
    if (i === 0) return p;
    const number = `Page ${i + 1} of ${pages.length}`;
    const numberWidth = measure(number, text.footer.weight, text.footer.size);
    const contact = [branding.name, branding.phone, branding.email].join('  ·  ');
    return {
      ...p,
      ops: [
        ...p.ops,
        {
          kind: 'line',
          x1: page.margin,
          y1: page.footerTop,
          x2: page.margin + width,
          y2: page.footerTop,
          width: 0.5,
          colour: colours.rule,
        },
        textOp(
          contact,
          { x: page.margin, y: page.footerTop + 16, width: width - numberWidth - 16 },
          text.footer,
          measure,
        ),
        textOp(number, { x: page.margin, y: page.footerTop + 16, width, align: 'right' }, text.footer, measure),
      ],
    };
  });
}
