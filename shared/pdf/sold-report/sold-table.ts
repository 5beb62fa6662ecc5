import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { addressLine } from '@shared/search/listing-labels';
import { lotDimensions } from '@shared/sold-report/lot-size';
import type { SoldPropertyRow } from '@shared/sold-report/types';
import { formatRatioPercent, formatWholeNumber, missingFigure } from '@shared/sold-report/year-over-year';
import type { PdfOp } from '../model';
import { table, type TableColumn } from '../table';
import type { LayoutContext } from './context';
import { colours, page, text } from '../theme';

/** Document 3 §9.4: the sold table runs 16 rows to a page. */
export const soldRowsPerPage = 16;

/*
 * Widths in points, from Inter's metrics at the table's 8 pt as the PDF embeds it (3 pt padding
 * each side): each figure's column as wide as its widest plausible value, the rest to the
 * address, so a condo's "PH05 - 1000 Lakeshore Blvd W" (122 pt) is whole (QA 67a L2: at 116 a
 * condo's address lost its "Blvd").
 */
export const soldTableColumns: readonly TableColumn[] = [
  { header: 'Address', width: 129 },
  // A whole YYYY-MM-DD date (document 1 §1): 49 pt.
  { header: 'Sold', width: 55 },
  // Up to "$9,999,999" whole.
  { header: 'List Price', width: 54, align: 'right' },
  { header: 'Sold Price', width: 54, align: 'right' },
  { header: 'Sold/List', width: 40, align: 'right' },
  { header: 'DOM', width: 28, align: 'right' },
  { header: 'Beds', width: 28, align: 'right' },
  { header: 'Baths', width: 30, align: 'right' },
  // A whole "100.5 × 150.5" (56 pt; "41.2 × 105" was cut at 54).
  { header: 'Lot (ft)', width: 62, align: 'right' },
  // "3500-5000": 45 pt.
  { header: 'Sq Ft', width: 52, align: 'right' },
];

const rowHeight = 22;
const headerHeight = 20;
export const soldTableHeight = (rows: number) => headerHeight + Math.max(rows, 1) * rowHeight;

/** The rows cut into pages of 16; one empty page when there are none. */
export function soldTablePages(rows: readonly SoldPropertyRow[]): SoldPropertyRow[][] {
  const pages: SoldPropertyRow[][] = [];
  for (let i = 0; i < rows.length; i += soldRowsPerPage) pages.push(rows.slice(i, i + soldRowsPerPage));
  return pages.length ? pages : [[]];
}

/** The lot as the web's sold table writes it (whole feet, a side not known as `--`). */
const lotSize = (row: SoldPropertyRow): string => lotDimensions(row, missingFigure) ?? missingFigure;

/** One sale as the table shows it. */
export function soldTableCells(row: SoldPropertyRow): string[] {
  return [
    // The unit first, as the screens and the annual report write it (review 38).
    addressLine(row),
    displayDate(row.soldDate),
    formatCurrency(row.listingPrice),
    formatCurrency(row.soldPrice),
    formatRatioPercent(row.listingPrice > 0 ? row.soldPrice / row.listingPrice : null),
    formatWholeNumber(row.dom),
    formatWholeNumber(row.bedroom),
    formatWholeNumber(row.bathroom),
    lotSize(row),
    row.footage?.trim() || missingFigure,
  ];
}

export function soldTableOps(ctx: LayoutContext, rows: readonly SoldPropertyRow[], top: number): PdfOp[] {
  const { ops, bottom } = table(
    {
      x: page.margin,
      y: top,
      columns: soldTableColumns,
      rows: rows.map(soldTableCells),
      headerHeight,
      rowHeight,
      padding: 3,
      theme: {
        header: text.tableHeader,
        headerFill: colours.brandLight,
        body: text.tableBody,
        firstColumn: text.tableFirst,
        zebraFill: colours.panel,
        rule: colours.rule,
      },
    },
    ctx.measure,
  );
  if (rows.length > 0) return ops;
  const empty = `No recorded sales to date for ${ctx.monthText}.`;
  return [...ops, { kind: 'text', text: empty, x: page.margin + 5, y: bottom + 15, ...text.body }];
}
