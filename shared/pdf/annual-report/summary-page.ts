import { displayDate } from '@shared/format/dates';
import { propertyTypeLabels } from '@shared/property-types';
import { interiorSize } from '@shared/format/interior-size';
import { bedroomCount, hasOwnLot, listedSize, valuedBedrooms } from '@shared/home-value/listed-facts';
import type { AnnualReport } from '@shared/annual-report/types';
import type { PdfOp, PdfPage } from '../model';
import { textOp, wrapText } from '../text';
import { colours, text } from '../theme';
import { dateOrNotAvailable, homeInteriorSize, homeLotSize, lastSold, missingCell, money, valueUsed } from './facts';
import { framedPage, sectionTitle, sectionTop } from './frame';
import { area, type AnnualReportLayoutContext } from './layout-context';

/** The facts the summary lists, in two columns. */
export function summaryFacts(ctx: AnnualReportLayoutContext): Array<[string, string]> {
  const { homeValue } = ctx.report;
  const { request } = homeValue;
  const sold = lastSold(ctx.report);
  return [
    ['Property type', propertyTypeLabels[request.type] ?? missingCell],
    ['Bedrooms', valuedBedrooms(homeValue)],
    ['Bathrooms', String(request.bathroom)],
    ['Parking', String(request.parking)],
    ['Interior size', homeInteriorSize(ctx.report) ?? missingCell],
    // A condo has no lot of its own: no row of '-' for it.
    ...(hasOwnLot(request.type) ? [['Lot', homeLotSize(ctx.report) ?? missingCell] as [string, string]] : []),
    ['Last sold price', money(sold.price)],
    ['Last sold date', dateOrNotAvailable(sold.date)],
  ];
}

/** The property summary (document 3 §9.3): the home's facts, its last sale and the valuation with its range. */
export function summaryPage(ctx: AnnualReportLayoutContext): PdfPage {
  const { measure, report } = ctx;
  const { homeValue } = report;
  const ops: PdfOp[] = [...sectionTitle(ctx, 'Property Summary', homeValue.displayAddress)];

  // The valuation, in the brand's colour across the top.
  const top = sectionTop;
  const bandHeight = 104;
  const inner = area.width - 48;
  const confirmed = homeValue.confirmedValue !== undefined;
  // A confirmed value outside the model's range is the agent's to explain: the page says so.
  const outside = !confirmed
    ? ''
    : homeValue.confirmedValue! > homeValue.upperRange
      ? ' · ABOVE THE ESTIMATED RANGE'
      : homeValue.confirmedValue! < homeValue.lowerRange
        ? ' · BELOW THE ESTIMATED RANGE'
        : '';
  ops.push(
    { kind: 'rect', x: area.left, y: top, width: area.width, height: bandHeight, fill: colours.brandDark, radius: 10 },
    textOp(
      confirmed
        ? `VALUATION · CONFIRMED BY YOUR AGENT${outside}${homeValue.detailsChangedAt ? ' · DETAILS CHANGED SINCE' : ''}`
        : 'VALUATION · ESTIMATED',
      { x: area.left + 24, y: top + 26, width: inner },
      { ...text.label, colour: colours.brandMid },
      measure,
    ),
    textOp(
      money(valueUsed(report)),
      { x: area.left + 24, y: top + 62, width: inner / 2 },
      { size: 30, weight: 'extrabold', colour: colours.white },
      measure,
    ),
    textOp(
      `Estimated range ${money(homeValue.lowerRange)} – ${money(homeValue.upperRange)}`,
      { x: area.left + 24, y: top + 86, width: inner / 2 },
      { ...text.body, colour: colours.brandLight },
      measure,
    ),
    textOp(
      confirmed && homeValue.confirmedAt
        ? `Confirmed ${displayDate(homeValue.confirmedAt)}`
        : `Estimated ${displayDate(homeValue.instanceValueDate)}`,
      { x: area.left + 24 + inner / 2, y: top + 62, width: inner / 2, align: 'right' },
      { size: 11, weight: 'medium', colour: colours.white },
      measure,
    ),
    textOp(
      confirmed ? `Model estimate ${money(homeValue.instanceValue)}` : 'Not yet confirmed by your agent',
      { x: area.left + 24 + inner / 2, y: top + 86, width: inner / 2, align: 'right' },
      { ...text.body, colour: colours.brandLight },
      measure,
    ),
  );

  // The facts in two columns of label and value.
  const facts = summaryFacts(ctx);
  const gridTop = top + bandHeight + 34;
  const columnGap = 28;
  const columnWidth = (area.width - columnGap) / 2;
  const rowHeight = 34;
  const perColumn = Math.ceil(facts.length / 2);
  ops.push(textOp('The home', { x: area.left, y: gridTop - 12, width: area.width }, text.heading, measure));
  facts.forEach(([label, value], i) => {
    const column = Math.floor(i / perColumn);
    const row = i % perColumn;
    const x = area.left + column * (columnWidth + columnGap);
    const y = gridTop + row * rowHeight;
    ops.push(
      { kind: 'line', x1: x, y1: y, x2: x + columnWidth, y2: y, width: 0.5, colour: colours.rule },
      textOp(label, { x, y: y + 21, width: columnWidth * 0.45 }, { ...text.body, colour: colours.muted }, measure),
      textOp(
        value,
        { x: x + columnWidth * 0.45, y: y + 21, width: columnWidth * 0.55, align: 'right' },
        { size: 10.5, weight: 'semibold', colour: colours.ink },
        measure,
      ),
    );
  });
  let y = gridTop + perColumn * rowHeight;
  ops.push({ kind: 'line', x1: area.left, y1: y, x2: area.right, y2: y, width: 0.5, colour: colours.rule });

  // The listing's description, when the home has a listing: a few lines of it, named for what it
  // is (the words of a listing, maybe years old, not the owner's facts above).
  const description = report.propertyDetails?.description?.trim();
  if (description) {
    y += 36;
    const listed = report.propertyDetails?.summary.listDate?.slice(0, 4);
    ops.push(
      textOp(
        listed ? `From the home’s ${listed} listing` : 'From the home’s listing',
        { x: area.left, y, width: area.width },
        text.heading,
        measure,
      ),
    );
    const style = { ...text.body, size: 9.5 };
    for (const line of wrapText(description, area.width, style, measure, 8)) {
      y += 15;
      ops.push(textOp(line, { x: area.left, y, width: area.width }, style, measure));
    }
    // Where the owner's facts above differ from the listing's, which ones were valued (QA 25a:
    // "Bathrooms 2" above "…a 1-bath…" left the owner to guess).
    const differences = differencesFromListing(report);
    if (differences.length > 0) {
      y += 6;
      const note = `The facts above are the owner’s and were valued; this listing gave ${differences.join(', ')}.`;
      for (const line of wrapText(note, area.width, { ...style, colour: colours.muted }, measure, 3)) {
        y += 15;
        ops.push(textOp(line, { x: area.left, y, width: area.width }, { ...style, colour: colours.muted }, measure));
      }
    }
  }
  return framedPage(ctx, ops);
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The listing's bedrooms, bathrooms, parking and size where the owner's differ (bedrooms that count
 * the listed dens do not; a size within the listed range does not): "1 bathroom, no parking,
 * 700–799 sq ft". A count or size the listing does not give is no difference.
 */
export function differencesFromListing(report: Pick<AnnualReport, 'homeValue' | 'propertyDetails'>): string[] {
  const listing = report.propertyDetails?.summary;
  if (!listing) return [];
  const { request } = report.homeValue;
  const dens = listing.brPlus ?? 0;
  const spaces = listing.totalParking ?? listing.parking;
  return [
    (request.bedroom < listing.bedroom || request.bedroom > listing.bedroom + dens) &&
      `${bedroomCount(listing.bedroom, dens)} ${listing.bedroom + dens === 1 ? 'bedroom' : 'bedrooms'}`,
    listing.bathroom > 0 && request.bathroom !== listing.bathroom && counted(listing.bathroom, 'bathroom', 'bathrooms'),
    spaces !== undefined &&
      request.parking !== spaces &&
      (spaces === 0 ? 'no parking' : counted(spaces, 'parking space', 'parking spaces')),
    sizeOutsideListing(request, listing),
  ].filter((difference): difference is string => Boolean(difference));
}

/**
 * The listing's size, `700–799 sq ft`, when the owner gave one outside it (QA 62a: "Interior size
 * 650 sq ft" above "…with 700-799 sq ft" and no word of which was valued); a listing of another
 * type is another home, whose size the model does not read (`listedSize`).
 */
function sizeOutsideListing(
  request: AnnualReport['homeValue']['request'],
  listing: NonNullable<AnnualReport['propertyDetails']>['summary'],
): string | undefined {
  const listed = listedSize(request, listing);
  const from = request.footageFrom ?? request.footage;
  if (!listed || from === undefined) return undefined;
  const to = request.footageTo ?? from;
  const listedTo = listed.footageTo ?? Number.POSITIVE_INFINITY;
  return from < listed.footageFrom || to > listedTo ? interiorSize(listed.footageFrom, listed.footageTo) : undefined;
}
