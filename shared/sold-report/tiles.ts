import { formatCurrency } from '../format/currency';
import { fewestListingsForGuide, monthMarket, salesToNewListingsRate, type MarketGuide } from './market-guide';
import type { TypeReport } from './types';
import {
  formatRatioPercent,
  formatPercent,
  formatSignedPercent,
  formatSignedPoints,
  formatWholeNumber,
  missingFigure,
  percentChange,
  percentPointChange,
  priceDifferenceInThousands,
  trendOf,
} from './year-over-year';

export type SoldReportTileKey =
  'averagePrice' | 'soldNumber' | 'sellingToListPrice' | 'daysOnMarket' | 'salesToNewListings';

/** One snapshot tile of document 1 §2.2, formatted for display. */
export interface SoldReportTile {
  key: SoldReportTileKey;
  /** The spec's title, verbatim. */
  label: string;
  /** The month's figure: `$1,234,567`, `12`, `98%`, or `--`. */
  value: string;
  /**
   * The comparison with the same month last year: `+12k`, a relative change `+25%`, a
   * difference of two percentages `+9 pts`, or `--`.
   */
  change: string;
  trend: 'up' | 'down' | 'flat' | null;
  /**
   * What the change means for a seller, for its colour on the screen and in the PDF alike:
   * rising days on market is the bad news; for every other tile rising is the good.
   */
  tone: 'good' | 'bad' | 'neutral';
  /** A second comparison some tiles carry: the price shortfall against the list price, `-15k`. */
  shortfall?: string;
  /**
   * What the figure is where its title does not say: days on market is the average of the
   * month's sales (the spec's title names no average; QA 76b L2).
   */
  note?: string;
  /** The sales-to-new-listings tile's market guide. */
  guide?: MarketGuide | null;
  /**
   * `change` is last year's figure for the whole month, not a change: a month still under way
   * has its sales so far, which a change would set against a whole month (`-100%` on its first
   * days, QA 54b). Said "in all of Dec 2025" rather than "vs Dec 2025".
   */
  lastYearWhole?: true;
}

const ratioOf = (price: number | null, listPrice: number | null) =>
  price !== null && listPrice !== null && listPrice > 0 ? price / listPrice : null;

const asPercent = (ratio: number | null) => (ratio === null ? null : ratio * 100);

function toneOf(key: SoldReportTileKey, trend: SoldReportTile['trend']): SoldReportTile['tone'] {
  if (trend === 'flat' || trend === null) return 'neutral';
  return (key === 'daysOnMarket') === (trend === 'down') ? 'good' : 'bad';
}

function tile(key: SoldReportTileKey, label: string, value: string, change: string): SoldReportTile {
  const trend = trendOf(change);
  return { key, label, value, change, trend, tone: toneOf(key, trend) };
}

/** The days-on-market tile's note: its figure is a mean. */
const daysOnMarketNote = 'Average per sale';

/**
 * The five tiles, each compared with the same month last year (the count of a month still under
 * way, `monthToDate`, beside last year's whole month instead):
 * - Average Selling Price: the difference in thousands (`+12k`);
 * - Number of Sold Listings and Days On Market: the change in percent (`+25%`);
 * - Average Selling Price To List Price and Sales-To-New Listings Rate: the change in
 *   percentage points (`+2 pts`, not `+2%`, which would read as a relative change), last
 *   year's price-to-list measured as this year's (`averageSellingToListPriceLastYear`; from
 *   last year's averages in a document written before it). The price-to-list tile also carries the price shortfall against the list price in
 *   thousands, and the rate tile its market guide. A rate's change needs five new listings in
 *   each month, as its guide does (`--` otherwise).
 */
export function soldReportTiles(report: TypeReport, { monthToDate = false } = {}): SoldReportTile[] {
  // A visitor's count of 1 or 2 sales is withheld (null): there were sales, with figures withheld too.
  const hasSales = report.soldNumber !== 0;
  const averagePrice = hasSales ? report.averagePrice : null;
  const sellingToList = hasSales ? report.averageSellingToListPrice : null;
  const sellingToListLastYear =
    report.averageSellingToListPriceLastYear !== undefined
      ? report.averageSellingToListPriceLastYear
      : ratioOf(report.averagePriceLastYear, report.averageListPriceLastYear);
  const rate = salesToNewListingsRate(report.soldNumber, report.newListing);
  const rateLastYear = salesToNewListingsRate(report.soldNumberLastYear, report.newListingLastYear);
  // A rate on fewer than five new listings calls no market (market-guide.ts), and its change
  // calls no trend either: 0 sales on the month's first new listing read "-225 pts" in red
  // beside "Too few new listings to judge" (QA 72c M1).
  const ratesComparable = Math.min(report.newListing, report.newListingLastYear) >= fewestListingsForGuide;

  return [
    tile(
      'averagePrice',
      'Average Selling Price',
      averagePrice === null ? missingFigure : formatCurrency(averagePrice),
      priceDifferenceInThousands(averagePrice, report.averagePriceLastYear),
    ),
    monthToDate
      ? {
          key: 'soldNumber',
          label: 'Number of Sold Listings',
          value: formatWholeNumber(report.soldNumber),
          change: formatWholeNumber(report.soldNumberLastYear),
          trend: null,
          tone: 'neutral',
          lastYearWhole: true,
        }
      : tile(
          'soldNumber',
          'Number of Sold Listings',
          formatWholeNumber(report.soldNumber),
          formatSignedPercent(percentChange(report.soldNumber, report.soldNumberLastYear)),
        ),
    {
      ...tile(
        'sellingToListPrice',
        'Average Selling Price To List Price',
        formatRatioPercent(sellingToList),
        formatSignedPoints(percentPointChange(asPercent(sellingToList), asPercent(sellingToListLastYear))),
      ),
      shortfall: priceDifferenceInThousands(averagePrice, hasSales ? report.averageListPrice : null),
    },
    {
      ...tile(
        'daysOnMarket',
        'Days On Market',
        formatWholeNumber(hasSales ? report.dom : null),
        formatSignedPercent(percentChange(hasSales ? report.dom : null, report.domLastYear)),
      ),
      note: daysOnMarketNote,
    },
    {
      ...tile(
        'salesToNewListings',
        'Sales-To-New Listings Rate',
        formatPercent(rate),
        ratesComparable ? formatSignedPoints(percentPointChange(rate, rateLastYear)) : missingFigure,
      ),
      guide: monthMarket(report.soldNumber, report.newListing).guide,
    },
  ];
}
