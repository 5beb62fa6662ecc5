import * as z from 'zod';
import { listingStatuses, saleTypes } from '../listing';
import { propertyTypeLabels, propertyTypes, type PropertyType } from '../property-types';
import { listingNumberPattern } from '../search/filters';

/**
 * One row of a listings CSV (`npm run import -- listings FILE.csv`), the columns a brokerage
 * exports; functions/imports/README.md documents them. Empty cells are absent values.
 */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = z.preprocess(blankToUndefined, z.string().trim().max(200).optional());
const requiredText = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} is required.` })
      .trim()
      .min(1)
      .max(200),
  );
const number = (name: string, min = 0, max = 1e9) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number.` })
      .min(min, `${name} must be at least ${min}.`)
      .max(max, `${name} must be at most ${max}.`)
      .optional(),
  );
/**
 * A lot side in feet. A board writes 0 for a side it does not know: read as absent, as the
 * property page reads it, so the valuation never values (and the annual report never prints) a
 * lot of no frontage.
 */
const lotSide = (name: string) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return given === 0 || (typeof given === 'string' && Number(given) === 0) ? undefined : given;
    },
    number(name, 0, 10_000),
  );
const requiredNumber = (name: string, min = 0, max = 1e9) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} is required and must be a number.` })
      .min(min, `${name} must be at least ${min}.`)
      .max(max, `${name} must be at most ${max}.`),
  );
const date = (name: string) =>
  z.preprocess(blankToUndefined, z.iso.date({ error: `${name} must be a date written YYYY-MM-DD.` }).optional());

const typeByName = new Map<string, PropertyType>([
  ...propertyTypes.map((type) => [type.toLowerCase(), type] as const),
  ...propertyTypes.map((type) => [propertyTypeLabels[type].toLowerCase(), type] as const),
]);

export const listingRowSchema = z
  .object({
    mls: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'mls is required.' })
        .trim()
        .regex(listingNumberPattern, 'mls must be 4 to 20 letters and digits.'),
    ),
    address: requiredText('address'),
    unit: text,
    municipality: requiredText('municipality'),
    type: z.preprocess(
      blankToUndefined,
      z.string({ error: 'type is required.' }).transform((value, context) => {
        const type = typeByName.get(value.trim().toLowerCase());
        if (!type) context.addIssue({ code: 'custom', message: `type "${value}" is not a property type.` });
        return type ?? z.NEVER;
      }),
    ),
    saleType: z.preprocess(
      (value) =>
        typeof value === 'string' ? value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase() : value,
      z.enum(saleTypes, { error: 'saleType must be Sale or Lease.' }),
    ),
    status: z.enum(listingStatuses, { error: `status must be one of ${listingStatuses.join(', ')}.` }),
    listDate: z.iso.date({ error: 'listDate must be a date written YYYY-MM-DD.' }),
    soldDate: date('soldDate'),
    closeDate: date('closeDate'),
    endDate: date('endDate'),
    listingPrice: requiredNumber('listingPrice', 1),
    originalPrice: number('originalPrice', 1),
    priceChangeDate: date('priceChangeDate'),
    soldPrice: number('soldPrice', 1),
    bedroom: requiredNumber('bedroom', 0, 50),
    brPlus: number('brPlus', 0, 20),
    bathroom: requiredNumber('bathroom', 0, 50),
    parking: number('parking', 0, 100),
    totalParking: number('totalParking', 0, 100),
    footage: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d+(-\d+)?\+?$/, 'footage must be a number or a range like 1000-1199.')
        .optional(),
    ),
    lotFront: lotSide('lotFront'),
    lotDepth: lotSide('lotDepth'),
    tax: number('tax', 0),
    taxYear: number('taxYear', 1900, 2100),
    style: text,
    numberOfPic: number('numberOfPic', 0, 200),
    lat: requiredNumber('lat', -90, 90),
    lon: requiredNumber('lon', -180, 180),
  })
  .superRefine((row, context) => {
    const closed = row.status === 'sold' || row.status === 'leased';
    if (closed && (!row.soldDate || row.soldPrice === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['soldDate'],
        message: `A ${row.status} listing needs soldDate and soldPrice.`,
      });
    }
    if (row.soldDate && row.soldDate < row.listDate) {
      context.addIssue({ code: 'custom', path: ['soldDate'], message: 'soldDate is before listDate.' });
    }
    if (row.priceChangeDate && row.priceChangeDate < row.listDate) {
      context.addIssue({ code: 'custom', path: ['priceChangeDate'], message: 'priceChangeDate is before listDate.' });
    }
    const ended = row.soldDate ?? row.endDate;
    if (row.priceChangeDate && ended && row.priceChangeDate > ended) {
      context.addIssue({
        code: 'custom',
        path: ['priceChangeDate'],
        message: `priceChangeDate is after the listing ended (${row.soldDate ? 'soldDate' : 'endDate'}).`,
      });
    }
    if ((row.status === 'sold' || row.status === 'forSale') && row.saleType !== 'Sale') {
      context.addIssue({ code: 'custom', path: ['status'], message: `status ${row.status} needs saleType Sale.` });
    }
    if ((row.status === 'leased' || row.status === 'forLease') && row.saleType !== 'Lease') {
      context.addIssue({ code: 'custom', path: ['status'], message: `status ${row.status} needs saleType Lease.` });
    }
  });
export type ListingRow = z.output<typeof listingRowSchema>;

/** The columns, in the order the README lists them; a file must have at least the required ones. */
export const listingColumns = Object.keys(listingRowSchema.shape) as (keyof typeof listingRowSchema.shape)[];
