import type { ValuationSale } from '@shared/valuation/types';

/**
 * King County's house-sales format (`id,date,price,bedrooms,bathrooms,sqft_living,sqft_lot,
 * floors,waterfront,view,condition,grade,sqft_above,sqft_basement,yr_built,yr_renovated,
 * zipcode,lat,long,…`; dates like `20141013T000000`). Homes are read as detached houses (the
 * file has no type); the zip code is the neighbourhood; the index areas are Seattle (981xx)
 * and the rest of the county. The parcel id stands in for the address, so a home's sales are
 * one home's history (the repeat sales).
 */
export const kingCountyColumns = ['id', 'date', 'price', 'sqft_living', 'zipcode', 'lat', 'long'];

export function isKingCountyHeader(header: readonly string[]): boolean {
  return kingCountyColumns.every((column) => header.includes(column));
}

const numberOf = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? Number.NaN : Number(value);

export function kingCountySale(record: Record<string, string>): ValuationSale | undefined {
  const compact = /^(\d{4})(\d{2})(\d{2})/.exec(record.date ?? '');
  if (!compact) return undefined;
  const zip = (record.zipcode ?? '').trim();
  const renovated = numberOf(record.yr_renovated);
  const built = numberOf(record.yr_built);
  const sale: ValuationSale = {
    id: `${record.id}-${compact.slice(1).join('')}`,
    date: `${compact[1]}-${compact[2]}-${compact[3]}`,
    price: numberOf(record.price),
    address: `Parcel ${record.id}`,
    lat: numberOf(record.lat),
    lon: numberOf(record.long),
    neighbourhood: zip,
    area: zip.startsWith('981') ? 'Seattle' : 'King County',
    type: 'detatched',
    bedrooms: numberOf(record.bedrooms) || 0,
    bathrooms: numberOf(record.bathrooms) || 0,
    sqft: numberOf(record.sqft_living),
    lotSqft: numberOf(record.sqft_lot),
    stories: numberOf(record.floors),
    waterfront: record.waterfront === '1',
    view: numberOf(record.view),
    condition: numberOf(record.condition),
    grade: numberOf(record.grade),
    basementSqft: numberOf(record.sqft_basement),
    ...(built > 0 && { yearBuilt: built }),
    ...(renovated > 0 && { yearRenovated: renovated }),
  };
  return sale.price > 0 && Number.isFinite(sale.lat) && Number.isFinite(sale.lon) ? sale : undefined;
}
