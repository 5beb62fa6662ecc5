import type { PdfOp, PdfPage } from '../model';
import { brandingImages } from '../sold-report/branding';
import { textOp, wrapText } from '../text';
import { colours, text } from '../theme';
import { framedPage, sectionTitle } from './frame';
import { area, type AnnualReportLayoutContext } from './layout-context';

/** The agent page (document 3 §9.3): headshot in a circle, name, phone, e-mail, website, logo. */
export function agentPage(ctx: AnnualReportLayoutContext): PdfPage {
  const { measure, branding } = ctx;
  const centre = area.left + area.width / 2;
  const photo = 168;
  const photoTop = 150;
  const ops: PdfOp[] = [
    ...sectionTitle(ctx, 'Your Agent', 'Who prepared this report, and how to reach them.'),
    { kind: 'rect', x: area.left, y: 122, width: area.width, height: 580, fill: colours.panel, radius: 12 },
    {
      kind: 'circle',
      cx: centre,
      cy: photoTop + photo / 2,
      r: photo / 2 + 5,
      fill: colours.white,
      stroke: colours.brandMid,
      strokeWidth: 1.5,
    },
    {
      kind: 'image',
      key: brandingImages.headshot,
      x: centre - photo / 2,
      y: photoTop,
      width: photo,
      height: photo,
      fit: 'cover',
      clip: 'circle',
    },
    textOp(
      branding.name,
      { x: area.left + 20, y: photoTop + photo + 48, width: area.width - 40, align: 'center' },
      { size: 26, weight: 'bold', colour: colours.ink },
      measure,
    ),
    textOp(
      'YOUR REAL ESTATE AGENT',
      { x: area.left + 20, y: photoTop + photo + 68, width: area.width - 40, align: 'center' },
      { ...text.label, colour: colours.brand },
      measure,
    ),
  ];

  const rows: Array<[string, string]> = [
    ['Phone', branding.phone],
    ['Email', branding.email],
    ['Website', branding.website],
  ];
  const rowsTop = photoTop + photo + 100;
  const labelWidth = 70;
  const rowWidth = 340;
  const rowLeft = centre - rowWidth / 2;
  rows.forEach(([label, value], i) => {
    const y = rowsTop + i * 28;
    ops.push(
      { kind: 'line', x1: rowLeft, y1: y + 9, x2: rowLeft + rowWidth, y2: y + 9, width: 0.5, colour: colours.rule },
      textOp(label.toUpperCase(), { x: rowLeft, y, width: labelWidth }, text.label, measure),
      textOp(
        value,
        { x: rowLeft + labelWidth, y, width: rowWidth - labelWidth, align: 'right' },
        { size: 11, weight: 'medium', colour: colours.ink },
        measure,
      ),
    );
  });

  const noteTop = rowsTop + rows.length * 28 + 24;
  const note =
    'This report follows your home through the year: its estimated value, recent sales like it, and what is for sale nearby. Call or write any time: a question about your home is never a bother.';
  const noteStyle = { ...text.body, size: 10 };
  wrapText(note, 400, noteStyle, measure, 3).forEach((line, i) => {
    ops.push(textOp(line, { x: centre - 200, y: noteTop + i * 15, width: 400, align: 'center' }, noteStyle, measure));
  });

  ops.push({
    kind: 'image',
    key: brandingImages.logo,
    x: centre - 80,
    y: noteTop + 64,
    width: 160,
    height: 64,
    fit: 'contain',
  });
  return framedPage(ctx, ops);
}
