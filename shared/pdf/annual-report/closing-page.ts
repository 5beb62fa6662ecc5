import { agentCardOps } from '../brand-blocks';
import type { PdfOp, PdfPage } from '../model';
import { textOp, wrapText } from '../text';
import { colours, text } from '../theme';
import { framedPage } from './frame';
import { area, type AnnualReportLayoutContext } from './layout-context';

export const disclaimer =
  'This report is for information only. The estimated value comes from a statistical model of recent sales and is not an appraisal; the range shows its uncertainty. Sale and listing facts are as the board reported them and may have changed since. A sold price the board does not allow us to show appears as ****. Speak with your agent before you make a decision about your home.';

/** The closing page: thanks, the agent's contact block and a short disclaimer. */
export function closingPage(ctx: AnnualReportLayoutContext): PdfPage {
  const { measure, report } = ctx;
  const ops: PdfOp[] = [
    { kind: 'rect', x: area.left, y: 70, width: area.width, height: 250, fill: colours.brandDark, radius: 12 },
    { kind: 'circle', cx: area.right - 84, cy: 252, r: 60, fill: colours.brand, opacity: 0.35 },
    textOp(
      'Thank you.',
      { x: area.left + 32, y: 150, width: area.width - 64 },
      { size: 44, weight: 'black', colour: colours.white },
      measure,
    ),
  ];
  const message = `Thank you for letting me follow ${report.homeValue.displayAddress} through ${report.year}. Your home is likely your largest investment: if you are thinking of selling, refinancing or renovating, or just want to know what the market is doing on your street, I am here to help.`;
  const style = { size: 12, weight: 'regular', colour: colours.brandLight } as const;
  wrapText(message, area.width - 64, style, measure, 5).forEach((line, i) => {
    ops.push(textOp(line, { x: area.left + 32, y: 192 + i * 18, width: area.width - 64 }, style, measure));
  });

  ops.push(
    ...agentCardOps(
      { x: area.left, y: 350, width: area.width, height: 124, label: 'Your agent' },
      ctx.branding,
      measure,
    ),
  );

  let y = 540;
  ops.push(textOp('Disclaimer', { x: area.left, y, width: area.width }, text.label, measure));
  for (const line of wrapText(disclaimer, area.width, text.small, measure, 6)) {
    y += 11;
    ops.push(textOp(line, { x: area.left, y, width: area.width }, text.small, measure));
  }
  return framedPage(ctx, ops);
}
