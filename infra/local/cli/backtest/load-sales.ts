import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { createNeighbourhoodLocator } from '@shared/geo/neighbourhood-locator';
import { saleFromListing } from '@shared/valuation/from-listing';
import type { ValuationSale } from '@shared/valuation/types';
import { generateGtaDataSet } from '../../seed/gta-data-set';
import { gtaNeighbourhoodTable } from '../../seed/data/gta-neighbourhoods';
import { buildNeighbourhoodPolygons } from '../../seed/data/neighbourhood-polygons';
import { isKingCountyHeader, kingCountySale } from './king-county';
import { listingSale } from './listing-sales';

export interface LoadedSales {
  sales: ValuationSale[];
  /** What was read: `King County CSV`, `listings CSV` or `seeded GTA data`. */
  source: string;
  /** Rows that were not usable sales (leases, unsold listings, bad rows). */
  skipped: number;
}

/** Reads a sales CSV in either format, told apart by its header. */
export function readSalesCsv(text: string): LoadedSales {
  const records = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string
  >[];
  const header = Object.keys(records[0] ?? {});
  if (isKingCountyHeader(header)) {
    const sales = records.flatMap((record) => kingCountySale(record) ?? []);
    return { sales, source: 'King County CSV', skipped: records.length - sales.length };
  }
  if (header.includes('mls') && header.includes('soldPrice')) {
    let locate: ((lon: number, lat: number) => string | undefined) | undefined;
    const locateInSeed = (lon: number, lat: number) => {
      locate ??= seedLocator();
      return locate(lon, lat);
    };
    const sales = records.flatMap((record) => listingSale(record, locateInSeed) ?? []);
    return { sales, source: 'listings CSV', skipped: records.length - sales.length };
  }
  throw new Error(
    'The file is neither a listings CSV (mls, soldPrice, … as npm run import reads) nor King County sales (id, date, price, sqft_living, zipcode, lat, long, …).',
  );
}

function seedLocator(): (lon: number, lat: number) => string | undefined {
  const locator = createNeighbourhoodLocator(buildNeighbourhoodPolygons(gtaNeighbourhoodTable()));
  return (lon, lat) => locator.locate([lon, lat]);
}

export function readSalesFile(path: string): LoadedSales {
  return readSalesCsv(readFileSync(path, 'utf8'));
}

/** The seeded GTA data set, generated in memory (infra/local/seed): its sold sale listings. */
export function seededSales(size: number, today: string): LoadedSales {
  const { listings } = generateGtaDataSet({ size, today });
  const sales = listings.flatMap((listing) => saleFromListing(listing) ?? []);
  return {
    sales,
    source: `seeded GTA data (${size.toLocaleString('en-US')} listings up to ${today})`,
    skipped: listings.length - sales.length,
  };
}
