import { parse } from 'csv-parse/sync';
import type { Listing } from '@shared/listing';
import type { Neighbourhood, Position } from '@shared/neighbourhood';
import { regionOf } from '@shared/gta-regions';
import { listingColumns, listingRowSchema, type ListingRow } from '@shared/imports/listing-row';
import { ImportError, type ImportProblem, type ParsedFile } from './import-problems';

const requiredColumns = listingColumns.filter((column) => !listingRowSchema.shape[column].safeParse(undefined).success);
const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / dayMs));

function toListing(row: ListingRow, neighbourhood: Neighbourhood, today: string): Listing {
  const end = row.soldDate ?? row.endDate ?? today;
  const [from, to] = row.footage?.replace('+', '').split('-').map(Number) ?? [];
  return {
    mls: row.mls,
    numberOfPic: row.numberOfPic ?? 0,
    ...(row.unit && { unit: row.unit }),
    address: row.address,
    municipality: row.municipality,
    community: neighbourhood.community,
    area: regionOf(row.municipality),
    county: 'Ontario',
    neighbour: neighbourhood.id,
    type: row.type,
    style: row.style ?? '',
    oriType: row.style ?? '',
    saleType: row.saleType,
    status: row.status,
    listDate: row.listDate,
    ...(row.soldDate && { soldDate: row.soldDate }),
    ...(row.closeDate && { closeDate: row.closeDate }),
    ...(row.endDate && { endDate: row.endDate }),
    ...(row.soldPrice !== undefined && { soldPrice: row.soldPrice }),
    listingPrice: row.listingPrice,
    originalPrice: row.originalPrice ?? row.listingPrice,
    // The day the asking price came down (or up) to listingPrice: only where it changed, and
    // never a day still to come (a history row dated ahead of today).
    ...(row.priceChangeDate &&
      row.priceChangeDate <= today &&
      row.originalPrice !== undefined &&
      row.originalPrice !== row.listingPrice && { priceChangeDate: row.priceChangeDate }),
    dom: daysBetween(row.listDate, end),
    bedroom: row.bedroom,
    brPlus: row.brPlus ?? 0,
    bathroom: row.bathroom,
    // A count the file leaves blank is not known, never none (QA 25a: a valuation read it as none).
    ...(row.parking !== undefined && { parking: row.parking }),
    ...((row.totalParking ?? row.parking) !== undefined && { totalParking: row.totalParking ?? row.parking }),
    ...(row.footage && { footage: row.footage }),
    ...(from !== undefined && { footageFrom: from }),
    ...(to !== undefined && { footageTo: to }),
    ...(row.lotFront !== undefined && { lotFront: row.lotFront, landFront: row.lotFront }),
    ...(row.lotDepth !== undefined && { lotDepth: row.lotDepth, landDepth: row.lotDepth }),
    ...(row.tax !== undefined && { tax: row.tax }),
    ...(row.taxYear !== undefined && { taxYear: row.taxYear }),
    location: { lat: row.lat, lon: row.lon },
  };
}

/**
 * Reads a listings CSV (columns in functions/imports/README.md). Each row is checked with
 * the shared row schema and placed in the neighbourhood its coordinates fall in; a row that
 * fails is reported with its line number and skipped. A file without the required columns
 * is refused whole.
 */
export function parseListingFile(
  text: string,
  locate: (point: Position) => Neighbourhood | undefined,
  today: string,
): ParsedFile<Listing> {
  let rows: { info: { lines: number }; record: Record<string, string> }[];
  try {
    rows = parse(text, { columns: true, info: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    throw new ImportError(`The file is not a readable CSV: ${(error as Error).message}`);
  }
  const header = Object.keys(rows[0]?.record ?? {});
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (rows.length === 0) throw new ImportError('The file has no rows.');
  if (missing.length > 0) throw new ImportError(`The file lacks the required columns: ${missing.join(', ')}.`);

  const records: Listing[] = [];
  const problems: ImportProblem[] = [];
  const lineOfMls = new Map<string, number>();
  for (const { info, record } of rows) {
    const where = `line ${info.lines}`;
    const parsed = listingRowSchema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push({ where, message: `${issue?.path.join('.') || 'row'}: ${issue?.message}` });
      continue;
    }
    const row = parsed.data;
    const earlier = lineOfMls.get(row.mls);
    if (earlier) {
      problems.push({ where, message: `mls ${row.mls} already appears on line ${earlier}.` });
      continue;
    }
    const neighbourhood = locate([row.lon, row.lat]);
    if (!neighbourhood) {
      problems.push({ where, message: `lat/lon ${row.lat}, ${row.lon} is outside every neighbourhood.` });
      continue;
    }
    lineOfMls.set(row.mls, info.lines);
    records.push(toListing(row, neighbourhood, today));
  }
  return { records, problems };
}
