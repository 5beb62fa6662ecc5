import { regionOf } from '@shared/gta-regions';
import { listingRowSchema } from '@shared/imports/listing-row';
import type { ValuationSale } from '@shared/valuation/types';

/**
 * A row of the listings import's CSV (shared/imports/listing-row.ts, documented in
 * functions/imports/README.md) as a sale: only sold sale listings count. The import places a
 * listing in the neighbourhood its point falls in; here an optional `neighbourhood` column
 * names it, else `locate` (the seed's neighbourhoods) does, else the municipality stands in.
 */
export function listingSale(
  record: Record<string, string>,
  locate: (lon: number, lat: number) => string | undefined,
): ValuationSale | undefined {
  const parsed = listingRowSchema.safeParse(record);
  if (!parsed.success) return undefined;
  const row = parsed.data;
  if (row.status !== 'sold' || row.saleType !== 'Sale' || !row.soldDate || !row.soldPrice) return undefined;
  const [from, to] = row.footage?.replace('+', '').split('-').map(Number) ?? [];
  return {
    id: row.mls,
    date: row.soldDate,
    price: row.soldPrice,
    address: row.address,
    ...(row.unit && { unit: row.unit }),
    lat: row.lat,
    lon: row.lon,
    neighbourhood: record.neighbourhood?.trim() || locate(row.lon, row.lat) || row.municipality,
    area: regionOf(row.municipality),
    type: row.type,
    bedrooms: row.bedroom,
    dens: row.brPlus ?? 0,
    bathrooms: row.bathroom,
    ...(row.totalParking !== undefined || row.parking !== undefined
      ? { parking: row.totalParking ?? row.parking }
      : {}),
    ...(from !== undefined && { footageFrom: from }),
    ...(to !== undefined && { footageTo: to }),
    ...(row.lotFront !== undefined && { lotFront: row.lotFront }),
    ...(row.lotDepth !== undefined && { lotDepth: row.lotDepth }),
  };
}
