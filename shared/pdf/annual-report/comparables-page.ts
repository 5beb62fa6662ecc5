import { comparablesInOrder } from '@shared/annual-report/comparables';
import type { ReportProperty } from '@shared/annual-report/types';
import { maxComparables } from '@shared/annual-report/types';
import { displayDate } from '@shared/format/dates';
import { propertyTypeLabels } from '@shared/property-types';
import { bedroomCount, valuedBedrooms } from '@shared/home-value/listed-facts';
import type { PdfOp, PdfPage } from '../model';
import { table } from '../table';
import { textOp } from '../text';
import { colours, text } from '../theme';
import { annualReportImageKeys } from './context';
import {
  distanceFromHome,
  homeInteriorSize,
  homeLotSize,
  interiorSize,
  lastSoldText,
  lotSize,
  missingCell,
  parkingSpaces,
  propertyAddress,
  soldPriceText,
  subjectLocation,
  valueWithDate,
} from './facts';
import { footerTop, framedPage, sectionTitle, sectionTop } from './frame';
import { area, type AnnualReportLayoutContext } from './layout-context';
import { mapOps, mapSize, markerOps, type MapPoint } from './map';
import { photoOps } from './photo-box';

/** The table's rows, as [label, the home's cell, then each comparable's]. */
export const comparisonRows = [
  'Address',
  'Price',
  'Sold',
  'Type',
  'Bedrooms',
  'Bathrooms',
  'Parking',
  'Interior',
  'Lot',
  'Distance',
  'Days on market',
] as const;

const labelColumn = 71;
/** Document 3 §9.3: the home and up to 5 comparables, a grid of 6 columns. */
const propertyColumn = (area.width - labelColumn) / (maxComparables + 1);
const thumbHeight = 52;

/** The comparables the report shows, at most five, numbered nearest first (`comparablesInOrder`). */
export const reportComparables = (ctx: AnnualReportLayoutContext) =>
  comparablesInOrder(ctx.report).slice(0, maxComparables);

const orMissing = (value: string | number | undefined) =>
  value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value))
    ? missingCell
    : String(value);

/**
 * The home's column (issue 25): its value with the day it is of, beside the comparables' sold
 * prices, and its last sale as a sale ("Last sold $… on …"), never the value beside a sale date.
 */
function homeCells(ctx: AnnualReportLayoutContext): string[] {
  const { homeValue } = ctx.report;
  const { request } = homeValue;
  return [
    homeValue.displayAddress.split(',')[0] ?? homeValue.displayAddress,
    valueWithDate(ctx.report),
    lastSoldText(ctx.report),
    propertyTypeLabels[request.type] ?? missingCell,
    valuedBedrooms(homeValue),
    orMissing(request.bathroom),
    orMissing(request.parking),
    orMissing(homeInteriorSize(ctx.report)),
    orMissing(homeLotSize(ctx.report)),
    missingCell,
    missingCell,
  ];
}

function comparableCells(ctx: AnnualReportLayoutContext, p: ReportProperty | undefined): string[] {
  if (!p) return comparisonRows.map(() => missingCell);
  return [
    propertyAddress(p),
    soldPriceText(p),
    p.soldDate ? displayDate(p.soldDate) : missingCell,
    propertyTypeLabels[p.type] ?? missingCell,
    Number.isFinite(p.bedroom) ? bedroomCount(p.bedroom, p.brPlus) : missingCell,
    orMissing(p.bathroom),
    orMissing(parkingSpaces(p)),
    orMissing(interiorSize(p.footageFrom, p.footageTo)),
    orMissing(lotSize(p.lotFront, p.lotDepth)),
    distanceFromHome(ctx.report, p),
    orMissing(p.dom),
  ];
}

/** The comparables table (the home beside up to 5 sales, '-' where a value is missing) and the map. */
export function comparablesPage(ctx: AnnualReportLayoutContext): PdfPage {
  const { measure } = ctx;
  const comparables = reportComparables(ctx);
  const columns = Array.from({ length: maxComparables + 1 }, (_, i) => (i === 0 ? undefined : comparables[i - 1]));
  const ops: PdfOp[] = [
    ...sectionTitle(
      ctx,
      'Comparable Sales',
      comparables.length
        ? `Your home beside ${comparables.length} recent ${comparables.length === 1 ? 'sale' : 'sales'} nearby`
        : 'No comparable sales were added to this report.',
    ),
  ];

  // A thumbnail over each column, numbered as on the map.
  columns.forEach((p, i) => {
    const x = area.left + labelColumn + i * propertyColumn + 4;
    const box = { x, y: sectionTop, width: propertyColumn - 8, height: thumbHeight };
    if (i === 0) ops.push(...photoOps(annualReportImageKeys.photo(0), ctx.available, box));
    else if (p) ops.push(...photoOps(annualReportImageKeys.listing(p.mls), ctx.available, box));
    else ops.push({ kind: 'rect', ...box, fill: colours.panel, stroke: colours.rule, strokeWidth: 0.6 });
    if (i === 0 || p) ops.push(...markerOps(ctx, x + 10, sectionTop + 10, i === 0 ? 'home' : i));
  });

  const cells = [homeCells(ctx), ...columns.slice(1).map((p) => comparableCells(ctx, p))];
  // A lot row with no lot in it (a condo and condo sales: none has a lot of its own) is left out.
  const shown = comparisonRows
    .map((label, r) => ({ label, r }))
    .filter(({ label, r }) => label !== 'Lot' || cells.some((column) => column[r] !== missingCell));
  const rowOf = (label: (typeof comparisonRows)[number]) => shown.findIndex((row) => row.label === label);
  const { ops: tableOps, bottom } = table(
    {
      x: area.left,
      y: sectionTop + thumbHeight + 6,
      columns: [
        { header: '', width: labelColumn },
        ...columns.map((_, i) => ({ header: i === 0 ? 'Your Home' : `Sale ${i}`, width: propertyColumn })),
      ],
      rows: shown.map(({ label, r }) => [label, ...cells.map((column) => column[r]!)]),
      headerHeight: 20,
      rowHeight: 19,
      padding: 5,
      // Street names are long for a sixth of the page: the address takes up to three lines rather
      // than a cut ("2709 / Confederation / Pkwy": QA 43 found "2709 Confederation…"); the home's
      // value and last sale are phrases, which wrap too.
      wrapRows: {
        [rowOf('Address')]: 3,
        [rowOf('Price')]: 3,
        [rowOf('Sold')]: 3,
      },
      theme: {
        header: text.tableHeader,
        headerFill: colours.brandLight,
        body: { ...text.tableBody, size: 7.5 },
        firstColumn: { ...text.label, size: 7 },
        zebraFill: colours.panel,
        rule: colours.rule,
      },
    },
    measure,
  );
  ops.push(...tableOps);

  // The map under the table, with its legend, which keeps above the footer's rule: with the
  // address, the price and the sale each on their most lines, the legend's home marker had
  // crossed it (review 43 M1), so the map then comes up a little nearer the table.
  const legendRoom = 18 + 12;
  const mapTop = Math.min(bottom + 34, footerTop - legendRoom - mapSize.height);
  ops.push(textOp('On the map', { x: area.left, y: mapTop - 10, width: area.width / 2 }, text.heading, measure));
  const points: MapPoint[] = [];
  const home = subjectLocation(ctx.report);
  if (home) points.push({ ...home, marker: 'home' });
  comparables.forEach((p, i) => {
    if (p.location) points.push({ ...p.location, marker: i + 1 });
  });
  ops.push(...mapOps(ctx, { x: area.left, y: mapTop, ...mapSize }, points));
  const legendY = mapTop + mapSize.height + 18;
  ops.push(
    ...markerOps(ctx, area.left + 11, legendY - 3, 'home'),
    textOp('Your home', { x: area.left + 28, y: legendY, width: 100 }, text.small, measure),
    ...markerOps(ctx, area.left + 140, legendY - 3, 1),
    textOp(
      'A comparable sale, numbered as in the table',
      { x: area.left + 154, y: legendY, width: 250 },
      text.small,
      measure,
    ),
  );
  return framedPage(ctx, ops);
}
