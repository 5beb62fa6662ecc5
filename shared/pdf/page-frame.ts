import type { Colour, MeasureText, PdfOp, PdfPage } from './model';
import { fitText, textOp, type TextStyle } from './text';

/**
 * The header and footer every report page after its cover carries: a title and a muted note
 * over a rule at the top, the agent's contact and "Page n of m" under a rule at the bottom.
 * Each report gives its own frame (its margins) and words.
 */
export interface PageFrameStyle {
  /** The drawing area's left edge and width. */
  left: number;
  width: number;
  /** The header's baseline; its rule sits 8 pt below. */
  headerBaseline: number;
  /** The footer's rule; its text sits 16 pt below. */
  footerTop: number;
  header: TextStyle;
  headerMuted: TextStyle;
  footer: TextStyle;
  rule: Colour;
}

export function pageHeaderOps(frame: PageFrameStyle, title: string, note: string, measure: MeasureText): PdfOp[] {
  const { left, width, headerBaseline: y } = frame;
  const shownNote = fitText(note, width / 2, frame.headerMuted, measure);
  const noteWidth = measure(shownNote, frame.headerMuted.weight, frame.headerMuted.size);
  return [
    textOp(title, { x: left, y, width: width - noteWidth - 16 }, frame.header, measure),
    textOp(shownNote, { x: left, y, width, align: 'right' }, frame.headerMuted, measure),
    { kind: 'line', x1: left, y1: y + 8, x2: left + width, y2: y + 8, width: 0.6, colour: frame.rule },
  ];
}

/** Footers on every page but the first (the cover), once the page count is known. */
export function withPageFooters(
  frame: PageFrameStyle,
  contact: string,
  pages: PdfPage[],
  measure: MeasureText,
): PdfPage[] {
  const { left, width, footerTop } = frame;
  return pages.map((p, i) => {
    if (i === 0) return p;
    const number = `Page ${i + 1} of ${pages.length}`;
    const numberWidth = measure(number, frame.footer.weight, frame.footer.size);
    return {
      ...p,
      ops: [
        ...p.ops,
        { kind: 'line', x1: left, y1: footerTop, x2: left + width, y2: footerTop, width: 0.5, colour: frame.rule },
        textOp(contact, { x: left, y: footerTop + 16, width: width - numberWidth - 16 }, frame.footer, measure),
        textOp(number, { x: left, y: footerTop + 16, width, align: 'right' }, frame.footer, measure),
      ],
    };
  });
}
