/** Blocks every report's pages share: the agent's card and the product's mark. */
import { brandingImages, type SoldReportBranding } from './sold-report/branding';
import type { MeasureText, PdfOp } from './model';
import { textOp } from './text';
import { colours, text } from './theme';

export interface AgentCardBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The small caps line above the name: "Prepared for you by". */
  label: string;
}

/**
 * The agent's card (document 3 §9.3, §9.4): the headshot in a circle, the name, phone, e-mail
 * and website, the logo on the right. The images are always drawn: the agent's or the defaults.
 */
export function agentCardOps(box: AgentCardBox, branding: SoldReportBranding, measure: MeasureText): PdfOp[] {
  const { x: left, y: cardTop, width, height: cardHeight } = box;
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
    textOp(box.label, { x: textLeft, y: cardTop + 28, width: textWidth }, text.label, measure),
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

/** The product's mark (a house in a rounded square, as in the site's header), 20 pt square. */
export function productMark(x: number, y: number): PdfOp[] {
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
