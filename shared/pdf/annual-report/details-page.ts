import type { ReportProperty } from '@shared/annual-report/types';
import { maxActiveListings } from '@shared/annual-report/types';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { propertyTypeLabels } from '@shared/property-types';
import { bedroomCount } from '@shared/home-value/listed-facts';
import type { PdfOp, PdfPage } from '../model';
import { textOp, wrapText } from '../text';
import { colours, text } from '../theme';
import { annualReportImageKeys } from './context';
import {
  distanceFromHome,
  distanceKm,
  missingCell,
  parkingSpaces,
  propertyAddress,
  soldPriceText,
  subjectLocation,
} from './facts';
import { framedPage, sectionTitle } from './frame';
import { area, type AnnualReportLayoutContext } from './layout-context';
import { markerOps } from './map';
import { photoOps } from './photo-box';
import { reportComparables } from './comparables-page';

const cardGap = 10;
const cardWidth = (area.width - cardGap) / 2;
const cardHeight = 82;
const photo = { width: 104, height: 66 };

/** The comparable details (document 3 §9.3): a card per comparable, then up to 5 active listings nearby. */
export function detailsPage(ctx: AnnualReportLayoutContext): PdfPage {
  const { measure } = ctx;
  const comparables = reportComparables(ctx);
  // The homes most like it, nearest first (the distance is on each card).
  const home = subjectLocation(ctx.report);
  const actives = ctx.report.similarActives
    .slice(0, maxActiveListings)
    .map((p) => ({ p, km: home && p.location ? distanceKm(home, p.location) : Infinity }))
    .sort((a, b) => a.km - b.km)
    .map(({ p }) => p);
  const ops: PdfOp[] = [
    ...sectionTitle(ctx, 'Comparable Details', 'The sales beside your home, and homes for sale nearby.'),
  ];

  let y = 130;
  ops.push(textOp('Comparable sales', { x: area.left, y, width: area.width }, text.heading, measure));
  y += 10;
  if (comparables.length === 0) {
    y += 16;
    ops.push(
      textOp(
        'No comparable sales were added to this report.',
        { x: area.left, y, width: area.width },
        text.body,
        measure,
      ),
    );
    y += 10;
  } else {
    comparables.forEach((p, i) => ops.push(...cardOps(ctx, p, i, y, i + 1)));
    y += Math.ceil(comparables.length / 2) * (cardHeight + cardGap);
  }

  y += 22;
  ops.push(textOp('Active listings nearby', { x: area.left, y, width: area.width }, text.heading, measure));
  y += 10;
  if (actives.length === 0) {
    ops.push(
      textOp(
        'No active listings nearby when this report was made.',
        { x: area.left, y: y + 16, width: area.width },
        text.body,
        measure,
      ),
    );
  } else {
    actives.forEach((p, i) => ops.push(...cardOps(ctx, p, i, y)));
  }
  return framedPage(ctx, ops);
}

/** One property's card: its first photo, address, price and date, and its facts. */
function cardOps(
  ctx: AnnualReportLayoutContext,
  p: ReportProperty,
  slot: number,
  top: number,
  number?: number,
): PdfOp[] {
  const { measure } = ctx;
  const x = area.left + (slot % 2) * (cardWidth + cardGap);
  const y = top + Math.floor(slot / 2) * (cardHeight + cardGap);
  const photoBox = { x: x + 8, y: y + (cardHeight - photo.height) / 2, ...photo };
  // 148 pt of text: "Listed 2026-08-20  ·  Condo Townhouse", the longest date and type, is 146 (QA 55a).
  const textLeft = photoBox.x + photo.width + 10;
  const textWidth = x + cardWidth - 6 - textLeft;
  const sold = number !== undefined;
  const price = sold ? soldPriceText(p) : formatCurrency(p.listingPrice);
  const date = sold
    ? p.soldDate
      ? `Sold ${displayDate(p.soldDate)}`
      : missingCell
    : `Listed ${displayDate(p.listDate)}`;
  const spaces = parkingSpaces(p);
  const facts = [`${bedroomCount(p.bedroom, p.brPlus)} bd`, `${p.bathroom} ba`, spaces !== undefined && `${spaces} pk`]
    .filter(Boolean)
    .join('  ·  ');
  const place = [date, propertyTypeLabels[p.type]].filter((v) => v && v !== missingCell);
  const addressStyle = { size: 9, weight: 'semibold', colour: colours.ink } as const;
  const ops: PdfOp[] = [
    {
      kind: 'rect',
      x,
      y,
      width: cardWidth,
      height: cardHeight,
      fill: colours.white,
      stroke: colours.rule,
      strokeWidth: 0.7,
      radius: 6,
    },
    ...photoOps(annualReportImageKeys.listing(p.mls), ctx.available, photoBox),
  ];
  if (number !== undefined) ops.push(...markerOps(ctx, photoBox.x + 10, photoBox.y + 10, number));
  const address = wrapText(propertyAddress(p), textWidth, addressStyle, measure, 1)[0] ?? '';
  ops.push(
    textOp(address, { x: textLeft, y: y + 20, width: textWidth }, addressStyle, measure),
    textOp(
      price,
      { x: textLeft, y: y + 39, width: textWidth - 40 },
      { size: 12, weight: 'bold', colour: colours.brandDark },
      measure,
    ),
    textOp(
      distanceFromHome(ctx.report, p),
      { x: textLeft, y: y + 39, width: textWidth, align: 'right' },
      text.small,
      measure,
    ),
    textOp(facts, { x: textLeft, y: y + 56, width: textWidth }, { ...text.body, size: 8 }, measure),
    textOp(place.join('  ·  ') || missingCell, { x: textLeft, y: y + 70, width: textWidth }, text.small, measure),
  );
  return ops;
}
