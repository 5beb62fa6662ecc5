import { describe, expect, it } from 'vitest';
import {
  addressLine,
  metresToFeet,
  priceText,
  propertyDetailsHref,
  propertyTypeLabel,
  sizeText,
  statusLabel,
} from '@shared/search/listing-labels';
import { clusterSize, markerAction, markersCount, markersCountLine, sortQuickView } from '@shared/search/map-markers';
import { shortenPrice } from '@shared/search/price-format';
import {
  maxPriceOf,
  priceStopLabels,
  priceStops,
  priceToSlider,
  rangeFromSlider,
  sliderFromRange,
  sliderMax,
  sliderToPrice,
} from '@shared/search/price-slider';

describe('price shortening (document 3 §9.1)', () => {
  it('shows prices under 100,000 in full', () => {
    expect(shortenPrice(2_500)).toBe('$2,500');
    expect(shortenPrice(99_999)).toBe('$99,999');
  });

  it('shortens 100,000 and over with K', () => {
    expect(shortenPrice(100_000)).toBe('$100K');
    expect(shortenPrice(849_900)).toBe('$850K');
  });

  it('uses M, B and T from a million', () => {
    expect(shortenPrice(1_000_000)).toBe('$1M');
    expect(shortenPrice(1_249_000)).toBe('$1.25M');
    expect(shortenPrice(12_490_000)).toBe('$12.5M');
    expect(shortenPrice(2_000_000_000)).toBe('$2B');
    expect(shortenPrice(3_400_000_000_000)).toBe('$3.4T');
  });

  it('moves up a unit when rounding reaches a thousand', () => {
    expect(shortenPrice(999_600)).toBe('$1M');
  });

  it('shows -- for a value that is not a price', () => {
    expect(shortenPrice(Number.NaN)).toBe('--');
    expect(shortenPrice(-5)).toBe('--');
  });
});

describe('price slider stops (document 3 §9.1)', () => {
  it('has seven stops 10 units apart, 60 in all', () => {
    expect(sliderMax).toBe(60);
    expect(priceStops.Sale).toHaveLength(7);
    expect(priceStopLabels.Sale).toEqual(['Min', '$200k', '$500k', '$1M', '$2M', '$4M', 'Max']);
    expect(priceStopLabels.Lease).toEqual(['Min', '1k', '2.5k', '5k', '10k', '15k', 'Max']);
  });

  it('puts each stop at a multiple of 10 units', () => {
    priceStops.Sale.forEach((price, index) => {
      expect(sliderToPrice(index * 10, 'Sale')).toBe(price);
      expect(priceToSlider(price, 'Sale')).toBe(index * 10);
    });
    priceStops.Lease.forEach((price, index) => {
      expect(sliderToPrice(index * 10, 'Lease')).toBe(price);
      expect(priceToSlider(price, 'Lease')).toBe(index * 10);
    });
  });

  it('moves linearly between stops', () => {
    expect(sliderToPrice(15, 'Sale')).toBe(350_000);
    expect(sliderToPrice(35, 'Lease')).toBe(7_500);
    expect(priceToSlider(750_000, 'Sale')).toBe(25);
  });

  it('tops out at 20M for sale and 25k for lease', () => {
    expect(maxPriceOf('Sale')).toBe(20_000_000);
    expect(maxPriceOf('Lease')).toBe(25_000);
    expect(priceToSlider(90_000_000, 'Sale')).toBe(60);
  });

  it('reads the ends of the slider as no limit', () => {
    expect(rangeFromSlider([0, 60], 'Sale')).toEqual({});
    expect(rangeFromSlider([20, 30], 'Sale')).toEqual({ minPrice: 500_000, maxPrice: 1_000_000 });
    expect(sliderFromRange({}, 'Lease')).toEqual([0, 60]);
    expect(sliderFromRange({ minPrice: 1_000, maxPrice: 0 }, 'Lease')).toEqual([10, 60]);
  });
});

describe('markers (document 3 §2.3, §9.1)', () => {
  it('sizes clusters by the digits of their count', () => {
    expect([1, 9, 10, 99, 100, 1_000, 10_000, 100_000, 5_000_000].map(clusterSize)).toEqual([
      32, 32, 42, 42, 56, 72, 96, 112, 112,
    ]);
  });

  it('zooms into a cluster of 20 or more whose ids are not all listed', () => {
    expect(markerAction({ type: 'cluster', count: 20 })).toBe('zoom');
    expect(markerAction({ type: 'cluster', count: 25, ids: ['a', 'b'] })).toBe('zoom');
  });

  it('opens the list for a smaller cluster or one whose ids are all listed', () => {
    expect(markerAction({ type: 'cluster', count: 19, ids: ['a'] })).toBe('open');
    expect(markerAction({ type: 'cluster', count: 2, ids: ['a', 'b'] })).toBe('open');
    expect(markerAction({ type: 'cluster', count: 21, ids: Array.from({ length: 21 }, (_, i) => `m${i}`) })).toBe(
      'open',
    );
    expect(markerAction({ type: 'marker', count: 1 })).toBe('open');
  });

  it('sums the markers when the total is capped', () => {
    const location = { lat: 43.7, lon: -79.4 };
    const markers = [
      { mid: 'a', type: 'cluster' as const, kind: 'active' as const, count: 8_000, location },
      { mid: 'b', type: 'cluster' as const, kind: 'sold' as const, count: 4_500, location },
    ];
    expect(markersCount({ total: 10_000, markers })).toBe(12_500);
    expect(markersCount({ total: 321, markers })).toBe(321);
  });

  it('says the count over the map in words, one listing in the singular (QA 72a L1)', () => {
    const location = { lat: 43.7, lon: -79.4 };
    const one = [{ mid: 'a', type: 'marker' as const, kind: 'active' as const, count: 1, location }];
    expect(markersCountLine({ total: 1, markers: one })).toBe('1 listing');
    expect(markersCountLine({ total: 0, markers: [] })).toBe('0 listings');
    expect(markersCountLine({ total: 1_204, markers: one })).toBe('1,204 listings');
  });

  it('orders the quick-view list by sold price, type, then list price', () => {
    const listings = [
      { mls: 'a', type: 'condo' as const, listingPrice: 600_000 },
      { mls: 'b', type: 'detatched' as const, listingPrice: 500_000 },
      { mls: 'c', type: 'condo' as const, listingPrice: 700_000, soldPrice: 650_000 },
      { mls: 'd', type: 'condo' as const, listingPrice: 900_000 },
    ];
    expect(sortQuickView(listings).map((listing) => listing.mls)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('listing labels (document 3 §2.6)', () => {
  it('shows unavailable as Expired', () => {
    expect(statusLabel('unavailable')).toBe('Expired');
    expect(statusLabel('forLease')).toBe('For Lease');
  });

  it('converts metres to feet with 3.281', () => {
    expect(metresToFeet(3)).toBe(9.8);
    expect(metresToFeet(4.5)).toBe(14.8);
  });

  it('writes the details path with the MLS number as the key-less value', () => {
    expect(propertyDetailsHref('C1234567')).toBe('/property-details/?=C1234567');
  });

  it('puts the unit before the address', () => {
    expect(addressLine({ unit: '1205', address: '88 Harbour Street' })).toBe('1205 - 88 Harbour Street');
    expect(addressLine({ address: '12 Elm Avenue' })).toBe('12 Elm Avenue');
  });
});

describe('listing facts as the cards and the details page show them', () => {
  it("gives the interior size as the board's figure, else its range, else the estimate", () => {
    expect(sizeText({ footage: '1000-1199', footageFrom: 1000, footageTo: 1199 })).toBe('1000-1199 sqft');
    expect(sizeText({ footageFrom: 2000, footageTo: 2500 })).toBe('2000-2500 sqft');
    expect(sizeText({ estFootage: 1450 })).toBe('1450 sqft');
    expect(sizeText({})).toBeUndefined();
  });
  it('prices a lease as a monthly rent', () => {
    expect(priceText(1_045_000, 'Sale')).toBe('$1,045,000');
    expect(priceText(2_400, 'Lease')).toBe('$2,400/mo');
  });
  it("labels a known property type, and keeps the board's word for another", () => {
    expect(propertyTypeLabel('semiDetatched')).not.toBe('semiDetatched');
    expect(propertyTypeLabel('Houseboat')).toBe('Houseboat');
  });
});
