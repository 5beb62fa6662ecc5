import * as z from 'zod';
import { saleTypes } from '../listing';
import { isPropertyType, type PropertyType } from '../property-types';
import { wireNumber } from '../validation/rules-schemas';
import {
  activeWindows,
  defaultBottomRight,
  defaultTopLeft,
  filterMessages,
  listingNumberPattern,
  maxBoxSpan,
  maxPageSize,
  pageSize,
  resultCap,
  soldWindows,
  sorts,
  type LatLng,
} from './filters';

/**
 * The home-search filter's zod schema (document 3 §3 "Search filter", §2.5, §9.1): one schema
 * for the query strings of `GET /properties` and `GET /markers`, the search route's URL search
 * params, and the filter panel. Values arrive as strings; defaults are the spec's (filters.ts).
 * Also the other search calls' parameters.
 */

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const corner = z.preprocess(
  blank,
  z
    .string()
    .max(60)
    .transform((value, context): LatLng => {
      const [lat, lng, ...rest] = value.split(',').map((part) => Number(part.trim()));
      if (
        rest.length > 0 ||
        !Number.isFinite(lat) ||
        !Number.isFinite(lng) ||
        Math.abs(lat!) > 90 ||
        Math.abs(lng!) > 180
      ) {
        context.addIssue({ code: 'custom', message: filterMessages.corner });
        return z.NEVER;
      }
      return { lat: lat!, lng: lng! };
    })
    .optional(),
);
const count = (name: string, max: number) =>
  z.preprocess(
    blank,
    wireNumber(
      z
        .number()
        .int(`${name} must be a whole number.`)
        .min(0, `${name} must not be negative.`)
        .max(max, `${name} must be at most ${max}.`)
        .optional(),
    ),
  );
const amount = (name: string) =>
  z.preprocess(
    blank,
    wireNumber(z.number(`${name} must be a number.`).min(0, `${name} must not be negative.`).max(1e10).optional()),
  );
const flag = z.preprocess(
  blank,
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
);

export const searchQuerySchema = z
  .object({
    topLeft: corner,
    bottomRight: corner,
    saleType: z.preprocess(
      (value) =>
        typeof value === 'string' && value ? value[0]!.toUpperCase() + value.slice(1).toLowerCase() : undefined,
      z.enum(saleTypes, { error: 'saleType must be Sale or Lease.' }).default('Sale'),
    ),
    showActive: z.preprocess(
      blank,
      z.enum(activeWindows, { error: `showActive must be one of ${activeWindows.join(', ')}.` }).default('all'),
    ),
    showSold: z.preprocess(
      blank,
      z.enum(soldWindows, { error: `showSold must be one of ${soldWindows.join(', ')}.` }).default('91'),
    ),
    minPrice: amount('minPrice'),
    /** 0 means no upper limit (document 3 §5). */
    maxPrice: amount('maxPrice'),
    types: z.preprocess(
      blank,
      z
        .string()
        .max(200)
        .transform((value, context): PropertyType[] | 'all' => {
          const parts = value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean);
          if (parts.length === 0 || parts.includes('all')) return 'all';
          if (!parts.every(isPropertyType)) {
            context.addIssue({ code: 'custom', message: filterMessages.types });
            return z.NEVER;
          }
          return [...new Set(parts)] as PropertyType[];
        })
        .default('all'),
    ),
    address: z.preprocess(blank, z.string().trim().max(200, 'address must be at most 200 characters.').optional()),
    minsqft: count('minsqft', 100_000),
    maxsqft: count('maxsqft', 100_000),
    bed: count('bed', 20).default(0),
    bath: count('bath', 20),
    parking: count('parking', 20),
    minLotFront: count('minLotFront', 10_000),
    minLotDepth: count('minLotDepth', 10_000),
    /** At most this many days on market. */
    dom: count('dom', 10_000),
    openHouse: flag.default(false),
    from: z.preprocess(
      blank,
      wireNumber(z.number().int().min(0, filterMessages.from).max(resultCap, filterMessages.from).default(0)),
    ),
    size: z.preprocess(
      blank,
      wireNumber(
        z.number().int().min(1, filterMessages.pageSize).max(maxPageSize, filterMessages.pageSize).default(pageSize),
      ),
    ),
    sort: z.preprocess(
      blank,
      z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}.` }).default('listDate.desc'),
    ),
    /** The map's zoom, for clustering (`/markers`); derived from the box when absent. */
    zoom: z.preprocess(blank, wireNumber(z.number().int().min(0).max(22).optional())),
  })
  .superRefine((query, context) => {
    if (query.minsqft !== undefined && query.maxsqft !== undefined && query.minsqft > query.maxsqft) {
      context.addIssue({ code: 'custom', path: ['minsqft'], message: filterMessages.sqftOrder });
    }
    if (query.minPrice !== undefined && query.maxPrice && query.minPrice > query.maxPrice) {
      context.addIssue({ code: 'custom', path: ['minPrice'], message: filterMessages.priceOrder });
    }
    const topLeft = query.topLeft ?? defaultTopLeft;
    const bottomRight = query.bottomRight ?? defaultBottomRight;
    if (topLeft.lat <= bottomRight.lat || topLeft.lng >= bottomRight.lng) {
      context.addIssue({ code: 'custom', path: ['topLeft'], message: filterMessages.inverted });
    } else if (topLeft.lat - bottomRight.lat > maxBoxSpan.lat || bottomRight.lng - topLeft.lng > maxBoxSpan.lng) {
      context.addIssue({ code: 'custom', path: ['topLeft'], message: filterMessages.tooLarge });
    }
  })
  .transform((query) => ({
    ...query,
    topLeft: query.topLeft ?? defaultTopLeft,
    bottomRight: query.bottomRight ?? defaultBottomRight,
  }));

export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** `GET /quickview?ids=`: listing numbers of single markers. */
export const quickViewQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required.' })
    .max(2000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length >= 1 && ids.length <= 100, 'ids must list 1 to 100 listing numbers.')
    .refine((ids) => ids.every((id) => listingNumberPattern.test(id)), 'ids must be listing numbers.'),
});

/** `GET /search?q=`: the address search box. */
export const addressSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required.' })
    .trim()
    .min(1, 'q is required.')
    .max(100, 'q must be at most 100 characters.'),
});

export { mlsParamsSchema } from './mls-schemas';

/**
 * `GET /search/location/{id}`: a neighbourhood id (`casa-loma`), or a place id from the
 * address search: `municipality:{slug}` or `street:{municipality slug}:{street slug}`.
 */
export const locationParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9:-]{0,159}$/, 'That is not a place id.'),
});
