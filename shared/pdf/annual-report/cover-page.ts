import { displayDate } from '@shared/format/dates';
import { productMark } from '../brand-blocks';
import { letter, type PdfOp, type PdfPage } from '../model';
import { brandingImages } from '../sold-report/branding';
import { textOp, wrapText } from '../text';
import { colours, text } from '../theme';
import { annualReportImageKeys } from './context';
import { area, type AnnualReportLayoutContext } from './layout-context';
import { photoOps } from './photo-box';

const bandHeight = 420;

/** The cover (document 3 §9.3): 'Annual Report.', the year, the address, the home's photo, and who prepared it. */
export function coverPage(ctx: AnnualReportLayoutContext): PdfPage {
  const { measure, report, branding } = ctx;
  const left = area.left;
  const width = area.width;
  const ops: PdfOp[] = [
    { kind: 'rect', x: 0, y: 0, width: letter.width, height: bandHeight, fill: colours.brandDark },
    { kind: 'circle', cx: 585, cy: 60, r: 190, fill: colours.brand, opacity: 0.35 },
    { kind: 'circle', cx: 470, cy: 330, r: 64, fill: colours.brand, opacity: 0.25 },
    ...productMark(left, 44),
    textOp(
      ctx.productName,
      { x: left + 26, y: 58, width: 300 },
      { ...text.pageHeader, size: 10, colour: colours.white },
      measure,
    ),
    { kind: 'rect', x: left, y: 118, width: 44, height: 3, fill: colours.brandMid },
    textOp(
      String(report.year),
      { x: left, y: 178, width },
      { size: 46, weight: 'thin', colour: colours.brandMid },
      measure,
    ),
    textOp('Annual Report.', { x: left, y: 236, width }, { size: 50, weight: 'black', colour: colours.white }, measure),
  ];

  // The address on up to two lines under the title.
  const addressStyle = { size: 18, weight: 'medium', colour: colours.brandLight } as const;
  let baseline = 280;
  for (const line of wrapText(report.homeValue.displayAddress, width * 0.8, addressStyle, measure, 2)) {
    ops.push(textOp(line, { x: left, y: baseline, width: width * 0.8 }, addressStyle, measure));
    baseline += 23;
  }

  // The home's first photo across the band's lower edge, in a white frame.
  const photo = { x: left, y: 352, width, height: 220 };
  ops.push(
    {
      kind: 'rect',
      x: photo.x - 4,
      y: photo.y - 4,
      width: photo.width + 8,
      height: photo.height + 8,
      fill: colours.white,
      radius: 6,
    },
    ...photoOps(annualReportImageKeys.photo(0), ctx.available, photo),
  );

  // Who prepared it: the headshot, 'Prepared with care by {agent}', the contact line, the logo.
  const top = 612;
  const photoSize = 72;
  const textLeft = left + photoSize + 20;
  const logoBox = { width: 132, height: 60 };
  const textWidth = width - photoSize - 20 - logoBox.width - 20;
  ops.push(
    {
      kind: 'circle',
      cx: left + photoSize / 2,
      cy: top + photoSize / 2,
      r: photoSize / 2 + 3,
      fill: colours.white,
      stroke: colours.rule,
      strokeWidth: 0.8,
    },
    {
      kind: 'image',
      key: brandingImages.headshot,
      x: left,
      y: top,
      width: photoSize,
      height: photoSize,
      fit: 'cover',
      clip: 'circle',
    },
    textOp(
      `Prepared with care by ${branding.name}`,
      { x: textLeft, y: top + 30, width: textWidth },
      { size: 15, weight: 'semibold', colour: colours.ink },
      measure,
    ),
    textOp(
      [branding.phone, branding.email, branding.website].join('  ·  '),
      { x: textLeft, y: top + 50, width: textWidth },
      text.body,
      measure,
    ),
    {
      kind: 'image',
      key: brandingImages.logo,
      x: left + width - logoBox.width,
      y: top + (photoSize - logoBox.height) / 2,
      ...logoBox,
      fit: 'contain',
      align: 'right',
    },
    { kind: 'line', x1: left, y1: 748, x2: left + width, y2: 748, width: 0.5, colour: colours.rule },
    textOp(
      `${ctx.productName} · Prepared ${displayDate(ctx.now)} · Your home's year in figures: its value, sales like it nearby, what is for sale around it.`,
      { x: left, y: 763, width },
      text.footer,
      measure,
    ),
  );
  return { ...letter, ops };
}
