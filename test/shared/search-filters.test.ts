import { describe, expect, it } from 'vitest';
import { appliedFilterCount, changeSqft, nextTypeChoices, typeChoicesOf, typesOf } from '@shared/search/filter-rules';
import { filterMessages } from '@shared/search/filters';
import { feedbackListQuerySchema } from '@shared/feedback-schemas';
import { searchQuerySchema } from '@shared/search/filters-schemas';
import {
  apiQueryString,
  filterOf,
  resetSearchParams,
  searchParamsOf,
  validateHomeSearch,
} from '@shared/search/search-params';

const query = (input: Record<string, string> = {}) => searchQuerySchema.parse(input);

describe('property types multi-select (document 3 §2.5)', () => {
  it('resets to all only when all is chosen after specific types', () => {
    expect(nextTypeChoices(['condo', 'detatched', 'all'])).toEqual(['all']);
  });

  it('removes all when a specific type is picked', () => {
    expect(nextTypeChoices(['all', 'condo'])).toEqual(['condo']);
  });

  it('keeps several specific types', () => {
    expect(nextTypeChoices(['condo', 'multi'])).toEqual(['condo', 'multi']);
  });

  it('falls back to all when the last type is removed', () => {
    expect(nextTypeChoices([])).toEqual(['all']);
  });

  it('maps the selection to the filter and back', () => {
    expect(typesOf(['all'])).toBe('all');
    expect(typesOf(['condo', 'multi'])).toEqual(['condo', 'multi']);
    expect(typeChoicesOf('all')).toEqual(['all']);
    expect(typeChoicesOf(['condo'])).toEqual(['condo']);
  });
});

describe('the applied-filter count (document 3 §2.5)', () => {
  it('is zero for the defaults', () => {
    expect(appliedFilterCount(query(), { barInPanel: true })).toBe(0);
  });

  it('counts bath, parking, lot front and depth, min and max sqft, open house and types', () => {
    const changed = query({
      bath: '2',
      parking: '1',
      minLotFront: '30',
      minLotDepth: '100',
      minsqft: '500',
      maxsqft: '2000',
      openHouse: 'true',
      types: 'condo',
    });
    expect(appliedFilterCount(changed, { barInPanel: false })).toBe(8);
  });

  it('counts the price (as one) and bedrooms only where the bar hides their own controls (QA 63c M2)', () => {
    const priceAndBeds = query({ minPrice: '500000', maxPrice: '900000', bed: '3' });
    expect(appliedFilterCount(priceAndBeds, { barInPanel: false })).toBe(0);
    expect(appliedFilterCount(priceAndBeds, { barInPanel: true })).toBe(2);
    expect(appliedFilterCount(query({ minPrice: '19000000' }), { barInPanel: true })).toBe(1);
  });

  it('counts the active and sold windows only where the bar hides them', () => {
    const windows = query({ showActive: '7', showSold: 'hide' });
    expect(appliedFilterCount(windows, { barInPanel: false })).toBe(0);
    expect(appliedFilterCount(windows, { barInPanel: true })).toBe(2);
  });
});

describe('interior size (document 3 §5)', () => {
  it("refuses a min above the max with the spec's message", () => {
    expect(changeSqft({ maxsqft: 1000 }, 'minsqft', 2000)).toEqual({ ok: false, message: filterMessages.sqftOrder });
    expect(filterMessages.sqftOrder).toBe('Min. sqft should not be greater than Max. sqft');
  });

  it('applies an ordered change', () => {
    expect(changeSqft({ minsqft: 500 }, 'maxsqft', 1000)).toEqual({ ok: true, minsqft: 500, maxsqft: 1000 });
    expect(changeSqft({ minsqft: 500, maxsqft: 1000 }, 'minsqft', undefined)).toEqual({
      ok: true,
      minsqft: undefined,
      maxsqft: 1000,
    });
  });
});

describe('the search URL (filters live in the search params)', () => {
  it('writes only what differs from the defaults', () => {
    expect(searchParamsOf(filterOf({}, 'Sale'))).toEqual({});
  });

  it('round-trips a shared view', () => {
    const params = {
      topLeft: '43.8,-79.5',
      bottomRight: '43.6,-79.2',
      zoom: 13,
      showActive: 7,
      showSold: 'hide' as const,
      minPrice: 500_000,
      maxPrice: 1_000_000,
      types: 'condo,detatched',
      bed: 2,
      bath: 1,
      minsqft: 500,
      openHouse: true,
      sort: 'listingPrice.asc' as const,
    };
    expect(validateHomeSearch(params)).toEqual(params);
  });

  it('reads values the router hands over as numbers and booleans', () => {
    const filter = filterOf({ bed: 3, openHouse: true, showActive: 0 }, 'Lease');
    expect(filter).toMatchObject({ bed: 3, openHouse: true, showActive: '0', saleType: 'Lease' });
  });

  it('drops a value the schema refuses instead of failing the page', () => {
    expect(validateHomeSearch({ bed: 'lots', types: 'castle', minsqft: 2000, maxsqft: 500, sort: 'cheap' })).toEqual({
      maxsqft: 500,
    });
  });

  it('drops inverted corners as a pair', () => {
    expect(validateHomeSearch({ topLeft: '43.5,-79.2', bottomRight: '43.9,-79.6', bed: 1 })).toEqual({ bed: 1 });
  });

  it('keeps the corners, zoom and sort on Reset', () => {
    expect(
      resetSearchParams({
        topLeft: '43.8,-79.5',
        bottomRight: '43.6,-79.2',
        zoom: 12,
        bed: 3,
        types: 'condo',
        sort: 'listingPrice.desc',
      }),
    ).toEqual({ topLeft: '43.8,-79.5', bottomRight: '43.6,-79.2', zoom: 12, sort: 'listingPrice.desc' });
  });

  it('builds the API query with the corners and sale type always', () => {
    const filter = filterOf({ bed: 2, types: 'condo' }, 'Lease');
    const query = new URLSearchParams(apiQueryString(filter, { from: 40, zoom: 11 }));
    expect(Object.fromEntries(query)).toEqual({
      topLeft: '43.94,-79.73',
      bottomRight: '43.48,-79.02',
      saleType: 'Lease',
      bed: '2',
      types: 'condo',
      from: '40',
      zoom: '11',
    });
    expect(searchQuerySchema.safeParse(Object.fromEntries(query)).success).toBe(true);
  });
});

// QA 46b L5: `size=0x10` and `size=1e1` were read as 16 and 10, as QA 36 M3 had found elsewhere.
describe('numbers in a query string', () => {
  it('are decimal numerals only, in the search and the feedback list alike', () => {
    for (const written of ['0x10', '1e1', '1e2', 'true', ' ']) {
      expect(searchQuerySchema.safeParse({ size: written }).success, written).toBe(false);
      expect(searchQuerySchema.safeParse({ dom: written, from: written }).success, written).toBe(false);
      expect(feedbackListQuerySchema.safeParse({ size: written }).success, written).toBe(false);
    }
    expect(searchQuerySchema.parse({ size: '20', from: '40', dom: '7', minPrice: '850000.5' })).toMatchObject({
      size: 20,
      from: 40,
      dom: 7,
      minPrice: 850_000.5,
    });
    expect(feedbackListQuerySchema.parse({ size: '25' }).size).toBe(25);
  });
});
