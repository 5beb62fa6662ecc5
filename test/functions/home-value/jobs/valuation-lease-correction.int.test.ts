import { beforeAll, describe, expect, it } from 'vitest';
import { getValuation, putValuationAsIs } from '../../../../functions/home-value/valuation-repository';
import type { ValuationRecord } from '../../../../functions/home-value/valuation-record';
import { runJob } from '../../../../functions/jobs/job';
import { findJob } from '../../../../functions/jobs/jobs';
import { run as runCorrection } from '../../../../functions/home-value/jobs/valuation-lease-correction/index';
import { putListings } from '../../../../functions/property/listing-repository';
import { charlesStreetCondo as condo } from '../../../support/charles-street-condo';
import { useTestStack } from '../../../support/test-stack';

/**
 * The one-off correction of issue 25 ("Sales are sales") against dynalite: valuations whose
 * purchase is a lease's rent and date lose it, every valuation's listing gets the home's last
 * sale, and a second run writes nothing.
 */

const sold = condo({
  mls: 'C9000001',
  saleType: 'Sale',
  status: 'sold',
  listDate: '2024-10-20',
  soldDate: '2024-11-08',
  soldPrice: 733_500,
});
const leased = condo({
  mls: 'C9000002',
  brPlus: 1,
  saleType: 'Lease',
  status: 'leased',
  listDate: '2025-01-20',
  soldDate: '2025-02-02',
  soldPrice: 2650,
});

/** A valuation of the condo as it was stored before the correction: the lease as its only listing. */
function storedValuation(id: string, purchase?: { price: number; date: string }): ValuationRecord {
  return {
    id,
    createdAt: '2026-03-01T15:00:00.000Z',
    updatedAt: '2026-03-01T15:00:00.000Z',
    ownerId: 'owner-1',
    shareToken: `share-token-of-${id}-000000`,
    request: {
      locationId: '54-charles-st-w-toronto',
      unit: '1608',
      type: 'condo',
      footage: 600,
      footageFrom: 600,
      bedroom: 1,
      bathroom: 1,
      parking: 0,
      address: '54 Charles St W, Toronto',
      ...(purchase && { purchasePrice: purchase.price, purchaseDate: purchase.date }),
    },
    location: {
      address: '54 Charles St W',
      city: 'Toronto',
      lat: 43.6695,
      lon: -79.3886,
      neighbourhoodId: 'church-yonge-corridor',
      area: 'Toronto',
    },
    displayAddress: '1608 - 54 Charles St W, Toronto',
    lastListing: {
      mls: leased.mls,
      address: leased.address,
      unit: '1608',
      displayAddress: '1608 - 54 Charles St W, Toronto',
      type: 'condo',
      bedroom: 1,
      bathroom: 1,
      parking: 0,
      footageFrom: 600,
      footageTo: 699,
      status: 'leased',
      listDate: leased.listDate,
      soldPrice: 2650,
      soldDate: '2025-02-02',
    },
    instanceValue: 700_000,
    instanceValueDate: '2026-03-01',
    lowerRange: 650_000,
    upperRange: 750_000,
    confirmed: false,
    receiveUpdates: 'monthly',
    version: 1,
  };
}

const correction = () => runJob('valuation-lease-correction', runCorrection, {});

beforeAll(async () => {
  await useTestStack();
  await putListings([sold, leased]);
  await putValuationAsIs(storedValuation('lease-as-purchase-1', { price: 2650, date: '2025-02-02' }));
  await putValuationAsIs(storedValuation('typed-purchase-0001', { price: 733_500, date: '2024-11-08' }));
  await putValuationAsIs(storedValuation('no-purchase-000001'));
}, 120_000);

describe('the valuation-lease-correction job', () => {
  it('is a row of the job table over the valuations and the listings, that sends no mail', () => {
    expect(findJob('valuation-lease-correction')).toMatchObject({
      entry: 'functions/home-value/jobs/valuation-lease-correction/index.ts',
      tables: { homeValue: 'readWrite', property: 'read' },
      sendsMail: false,
    });
  });

  it("drops a purchase that is a lease's rent and date, keeps a real one, and gives each listing the home's last sale", async () => {
    const run = await correction();

    expect(run.summary).toEqual({ valuations: 3, purchasesDropped: 1, listingsCompleted: 3, failed: 0 });
    const wrong = (await getValuation('lease-as-purchase-1'))!;
    expect(wrong.request.purchasePrice).toBeUndefined();
    expect(wrong.request.purchaseDate).toBeUndefined();
    expect(wrong.version).toBe(2);
    const typed = (await getValuation('typed-purchase-0001'))!;
    expect(typed.request).toMatchObject({ purchasePrice: 733_500, purchaseDate: '2024-11-08' });
    for (const record of [wrong, typed, (await getValuation('no-purchase-000001'))!]) {
      // The listing stays the lease it was; the sale behind it is found.
      expect(record.lastListing).toMatchObject({
        mls: leased.mls,
        status: 'leased',
        lastSale: { mls: sold.mls, soldPrice: 733_500, soldDate: '2024-11-08' },
        earliestYearBuilt: 2009,
        // Its den ('1 + 1'), which the valuation reads when the owner gives its bedrooms.
        brPlus: 1,
      });
    }
  });

  it('changes nothing on a second run', async () => {
    const before = await getValuation('lease-as-purchase-1');

    const run = await correction();

    expect(run.summary).toEqual({ valuations: 3, purchasesDropped: 0, listingsCompleted: 0, failed: 0 });
    expect(await getValuation('lease-as-purchase-1')).toEqual(before);
  });
});
