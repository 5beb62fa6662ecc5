import type { Listing } from '@shared/listing';
import type { Neighbourhood } from '@shared/neighbourhood';
import { addMonths, monthOfDate, type Month } from '@shared/months';
import { dayNumber, isoDay } from '@shared/valuation/dates';
import type { PropertyType } from '@shared/property-types';
import { createNeighbourhoodLocator, type NeighbourhoodLocator } from '@shared/geo/neighbourhood-locator';
import { addSale, emptyTally, type Tally } from '@shared/sold-report/tally';
import type { SoldPropertyRow } from '@shared/sold-report/types';
import { communityArea, gtaArea, neighbourhoodArea, type AreaKey } from '../../keys';

/** One area's tallies: by month, then property type. */
export type AreaTallies = Map<Month, Partial<Record<PropertyType, Tally>>>;

export interface SoldReportTallies {
  areas: Map<AreaKey, AreaTallies>;
  /** The earliest month any listing or sale falls in. */
  firstMonth?: Month;
  /** The earliest list date: where the data begins (a month before it has no figures, not zeros). */
  firstDate?: string;
  /**
   * The first month all of whose sales the data holds (`wholeMonthsFrom`): before it, some of a
   * month's sales were of homes listed before the data began.
   */
  wholeFrom?: Month;
  /** Listings that fell in no neighbourhood (counted in their municipality and the GTA only). */
  unlocated: number;
  /** Each neighbourhood's community (`NB#id` → `CM#name`): the tree the visitors' decisions walk. */
  communityOf: Map<AreaKey, AreaKey>;
}

function tallyOf(areas: Map<AreaKey, AreaTallies>, area: AreaKey, month: Month, type: PropertyType): Tally {
  let byMonth = areas.get(area);
  if (!byMonth) areas.set(area, (byMonth = new Map()));
  let byType = byMonth.get(month);
  if (!byType) byMonth.set(month, (byType = {}));
  return (byType[type] ??= emptyTally());
}

function soldRow(listing: Listing): SoldPropertyRow {
  return {
    mls: listing.mls,
    address: listing.address,
    ...(listing.unit && { unit: listing.unit }),
    soldDate: listing.soldDate!,
    ...(listing.closeDate && { closeDate: listing.closeDate }),
    listingPrice: listing.listingPrice,
    soldPrice: listing.soldPrice!,
    dom: listing.dom,
    ...(listing.lotFront !== undefined && { lotFront: listing.lotFront }),
    ...(listing.lotDepth !== undefined && { lotDepth: listing.lotDepth }),
    ...(listing.landFront !== undefined && { landFront: listing.landFront }),
    ...(listing.landDepth !== undefined && { landDepth: listing.landDepth }),
    ...(listing.footage && { footage: listing.footage }),
    bedroom: listing.bedroom,
    bathroom: listing.bathroom,
  };
}

/**
 * The first month whose sales the data holds whole: the first to begin at least the 99th
 * percentile of the sales' days on market after the data's first list day. A month's sales
 * include homes listed months before, and those listed before the data began are not in it
 * (review 44: with data from May 1, 37% of a May's sales had been listed before May 1).
 */
export function wholeMonthsFrom(firstDate: string, doms: readonly number[]): Month {
  const sorted = [...doms].sort((a, b) => a - b);
  const horizon = sorted.length > 0 ? sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]! : 0;
  const covered = isoDay(dayNumber(firstDate) + horizon);
  const month = monthOfDate(covered);
  return covered.endsWith('-01') ? month : addMonths(month, 1);
}

/**
 * Folds listings into the tallies of every neighbourhood, community and the GTA. Sold
 * reports are about sales: leases are left out. Each listing goes to the neighbourhood its
 * coordinates fall in (through the locator's spatial prefilter), so a new set of boundaries
 * takes effect at the next run without rewriting a listing.
 */
export function createSoldReportAggregator(
  neighbourhoods: readonly Pick<Neighbourhood, 'id' | 'community' | 'geometry'>[],
  locator: NeighbourhoodLocator = createNeighbourhoodLocator(neighbourhoods),
) {
  const communityOf = new Map(neighbourhoods.map((n) => [n.id, n.community]));
  const result: SoldReportTallies = {
    areas: new Map(),
    unlocated: 0,
    communityOf: new Map(neighbourhoods.map((n) => [neighbourhoodArea(n.id), communityArea(n.community)])),
  };
  const doms: number[] = [];
  const noteMonth = (month: Month) => {
    if (!result.firstMonth || month < result.firstMonth) result.firstMonth = month;
  };

  return {
    add(listing: Listing): void {
      if (listing.saleType !== 'Sale') return;
      const neighbourhoodId = locator.locate([listing.location.lon, listing.location.lat]);
      if (!neighbourhoodId) result.unlocated += 1;
      const areas: AreaKey[] = [
        gtaArea,
        communityArea((neighbourhoodId && communityOf.get(neighbourhoodId)) ?? listing.municipality),
        ...(neighbourhoodId ? [neighbourhoodArea(neighbourhoodId)] : []),
      ];
      const listMonth = monthOfDate(listing.listDate);
      noteMonth(listMonth);
      if (!result.firstDate || listing.listDate < result.firstDate) result.firstDate = listing.listDate.slice(0, 10);
      for (const area of areas) tallyOf(result.areas, area, listMonth, listing.type).newListing += 1;

      if (listing.status !== 'sold' || !listing.soldDate || listing.soldPrice === undefined) return;
      const soldMonth = monthOfDate(listing.soldDate);
      doms.push(listing.dom);
      noteMonth(soldMonth);
      const sale = {
        soldPrice: listing.soldPrice,
        listingPrice: listing.listingPrice,
        dom: listing.dom,
        soldDate: listing.soldDate,
        listDate: listing.listDate,
      };
      for (const area of areas) {
        const withRow = area.startsWith('NB#');
        addSale(tallyOf(result.areas, area, soldMonth, listing.type), sale, withRow ? soldRow(listing) : undefined);
      }
    },
    result: (): SoldReportTallies => {
      if (result.firstDate) result.wholeFrom = wholeMonthsFrom(result.firstDate, doms);
      return result;
    },
  };
}
