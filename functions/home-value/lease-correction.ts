import { isDeepStrictEqual } from 'node:util';
import type { Listing } from '@shared/listing';
import { ConflictError } from '../lib/errors';
import { lastListingOf, lastSaleOf, listingsOfHome } from './last-listing';
import { eachValuation, getValuation, replaceValuation } from './valuation-repository';
import type { ValuationRecord } from './valuation-record';

/*
 * The one-off correction of issue 25 "Sales are sales". Before it, the details form prefilled
 * the purchase from any last listing with a price, a lease's monthly rent included, and the
 * valuation kept only the latest listing (a lease hid the sale before it). This job finds the
 * stored valuations whose purchase is a leased listing's rent and date and drops that purchase
 * (the owner never typed it), and stores with each valuation's listing the home's last sale
 * (with the facts its own listing gave, when that is not the valuation's listing), earliest year
 * built and the listing's dens, as new valuations keep them. It is idempotent:
 * a valuation already right is not written, so a second run changes nothing.
 */

const isLease = (listing: Listing) => listing.saleType === 'Lease' || listing.status === 'leased';

/** Whether the valuation's purchase is a leased listing of the home: the same price and date. */
export function purchaseIsALease(request: ValuationRecord['request'], listings: readonly Listing[]): boolean {
  const { purchasePrice, purchaseDate } = request;
  if (purchasePrice === undefined || !purchaseDate) return false;
  return listings.some((l) => isLease(l) && l.soldPrice === purchasePrice && l.soldDate === purchaseDate);
}

/**
 * The valuation as it should be stored, given its home's listings: a lease's rent taken for
 * the purchase dropped, and its last listing's last sale and year built filled in (the listing
 * itself stays the one it was). The same record when nothing changes.
 */
export function correctedValuation(record: ValuationRecord, listings: readonly Listing[]): ValuationRecord {
  let request = record.request;
  let explanation = record.explanation;
  if (purchaseIsALease(request, listings)) {
    const { purchasePrice: _price, purchaseDate: _date, ...rest } = request;
    request = rest;
    // What the rent did to the value goes with it; the day's revaluation explains the value anew.
    explanation = undefined;
  }
  let lastListing = record.lastListing;
  if (lastListing) {
    const found = lastListingOf(listings);
    const listed = listings.find((listing) => listing.mls === lastListing!.mls);
    // The listing's dens ('3 + 1'), which valuations stored before kept none of (valuing.ts `densOf`).
    const dens = listed?.brPlus ?? lastListing.brPlus;
    // Its parking as the listing now holds it: a file imported again gives a blank, once stored
    // as 0, as not known (functions/imports/README.md).
    const parking = listed ? listed.totalParking : lastListing.parking;
    const { lastSale: _sale, earliestYearBuilt: _built, brPlus: _dens, parking: _parking, ...kept } = lastListing;
    lastListing = {
      ...kept,
      ...(dens && { brPlus: dens }),
      ...(parking !== undefined && { parking }),
      // The last sale with the home as its listing gave it, when this listing is a later one.
      ...(found?.lastSale && { lastSale: lastSaleOf(listings, lastListing.mls)! }),
      ...(found?.earliestYearBuilt !== undefined && { earliestYearBuilt: found.earliestYearBuilt }),
    };
  }
  // Compared by value: the table gives a map's keys back in an order of its own.
  const changed = request !== record.request || !isDeepStrictEqual(lastListing, record.lastListing);
  if (!changed) return record;
  const { explanation: _explanation, ...rest } = record;
  return { ...rest, request, ...(lastListing && { lastListing }), ...(explanation && { explanation }) };
}

export interface LeaseCorrectionSummary {
  valuations: number;
  purchasesDropped: number;
  listingsCompleted: number;
  failed: number;
}

/** Writes a corrected valuation; when the owner changed it meanwhile, corrects the fresh record once more. */
async function correct(record: ValuationRecord, now: Date): Promise<ValuationRecord | undefined> {
  let current: ValuationRecord | undefined = record;
  for (let attempt = 0; current; attempt += 1) {
    const listings = await listingsOfHome(current.location, current.request.unit);
    const corrected = correctedValuation(current, listings);
    if (corrected === current) return undefined;
    try {
      await replaceValuation({ ...corrected, updatedAt: now.toISOString(), version: current.version + 1 });
      return corrected;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt > 0) throw error;
      current = await getValuation(record.id);
    }
  }
  return undefined;
}

/** The `valuation-lease-correction` job: every valuation checked once against its home's listings. */
export async function runLeaseCorrection(context: {
  now: Date;
  log: (message: string, details?: Record<string, unknown>) => void;
}): Promise<LeaseCorrectionSummary> {
  const summary: LeaseCorrectionSummary = { valuations: 0, purchasesDropped: 0, listingsCompleted: 0, failed: 0 };
  await eachValuation(async (page) => {
    for (const record of page) {
      summary.valuations += 1;
      try {
        const corrected = await correct(record, context.now);
        if (!corrected) continue;
        if (corrected.request.purchasePrice === undefined && record.request.purchasePrice !== undefined) {
          summary.purchasesDropped += 1;
          context.log('A lease taken for the purchase was dropped', { valuationId: record.id });
        }
        if (!isDeepStrictEqual(corrected.lastListing, record.lastListing)) summary.listingsCompleted += 1;
      } catch (error) {
        summary.failed += 1;
        context.log('Valuation not corrected', { valuationId: record.id, error: String(error) });
      }
    }
  });
  return summary;
}
