import type { SaleType } from '../listing';
import { defaultShowActive, defaultShowSold } from './filter-rules';
import { defaultBottomRight, defaultTopLeft, pageSize, type LatLng, type Sort } from './filters';
import { searchQuerySchema, type SearchQuery } from './filters-schemas';

/**
 * The filter as the search page's URL carries it (document 3 §2.5: a view can be shared and
 * restored). Only what differs from the defaults is written, in the same words as the API's
 * query (corners `lat,lng`, types comma-separated); the sale type is the route's path, and
 * paging is the gallery's own. Every value passes `searchQuerySchema` on the way in.
 */
export interface HomeSearchParams {
  topLeft?: string;
  bottomRight?: string;
  zoom?: number;
  /** Days, or absent for all (0 hides). */
  showActive?: number;
  /** Days, `hide`, or absent for the default 3 months. */
  showSold?: number | 'hide';
  minPrice?: number;
  maxPrice?: number;
  /** Comma-separated property types; absent for all. */
  types?: string;
  address?: string;
  minsqft?: number;
  maxsqft?: number;
  bed?: number;
  bath?: number;
  parking?: number;
  minLotFront?: number;
  minLotDepth?: number;
  dom?: number;
  openHouse?: boolean;
  sort?: Sort;
}

/** The filter without paging: what the URL holds. */
export type SearchFilter = Omit<SearchQuery, 'from' | 'size'>;

const cornerKeys = ['topLeft', 'bottomRight'] as const;

/** A corner as the URL and the API write it: `lat,lng`, to about a metre. */
export const cornerText = ({ lat, lng }: LatLng): string => `${round(lat)},${round(lng)}`;
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** Every value as the text the schema reads (the router hands numbers and booleans over parsed). */
function asText(raw: object): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') text[key] = String(value);
  }
  return text;
}

/**
 * The filter of a URL's search params, for a sale type. A value the schema refuses is dropped
 * (a hand-edited or stale link still opens, with that filter at its default), never thrown.
 */
export function filterOf(raw: object, saleType: SaleType): SearchFilter {
  const input: Record<string, string> = { ...asText(raw), saleType };
  delete input.from;
  delete input.size;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const result = searchQuerySchema.safeParse(input);
    if (result.success) {
      const { from: _from, size: _size, ...filter } = result.data;
      return filter;
    }
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if ((cornerKeys as readonly string[]).includes(key)) for (const corner of cornerKeys) delete input[corner];
      else if (key === 'minPrice') delete input.maxPrice;
      delete input[key];
    }
  }
  return filterOf({}, saleType);
}

const isDefaultCorner = (corner: LatLng, fallback: LatLng) =>
  corner.lat === fallback.lat && corner.lng === fallback.lng;

/** The URL's search params for a filter: only what differs from the defaults. */
export function searchParamsOf(filter: SearchFilter): HomeSearchParams {
  const params: HomeSearchParams = {};
  if (!isDefaultCorner(filter.topLeft, defaultTopLeft) || !isDefaultCorner(filter.bottomRight, defaultBottomRight)) {
    params.topLeft = cornerText(filter.topLeft);
    params.bottomRight = cornerText(filter.bottomRight);
  }
  if (filter.zoom !== undefined) params.zoom = filter.zoom;
  if (filter.showActive !== defaultShowActive) params.showActive = Number(filter.showActive);
  if (filter.showSold !== defaultShowSold) {
    params.showSold = filter.showSold === 'hide' ? 'hide' : Number(filter.showSold);
  }
  if (filter.minPrice) params.minPrice = filter.minPrice;
  if (filter.maxPrice) params.maxPrice = filter.maxPrice;
  if (filter.types !== 'all') params.types = filter.types.join(',');
  if (filter.address) params.address = filter.address;
  for (const key of ['minsqft', 'maxsqft', 'bath', 'parking', 'minLotFront', 'minLotDepth', 'dom'] as const) {
    if (filter[key] !== undefined) params[key] = filter[key];
  }
  if (filter.bed) params.bed = filter.bed;
  if (filter.openHouse) params.openHouse = true;
  if (filter.sort !== 'listDate.desc') params.sort = filter.sort;
  return params;
}

/** The route's search validation: the params of a URL, checked and made canonical. */
export function validateHomeSearch(raw: Record<string, unknown>): HomeSearchParams {
  // The sale type does not change what is valid in the URL; Sale reads it.
  return searchParamsOf(filterOf(raw, 'Sale'));
}

/** Reset (document 3 §2.5): the defaults, keeping the map corners (and zoom) and the sort; the sale type is the route's. */
export function resetSearchParams(params: HomeSearchParams): HomeSearchParams {
  const { topLeft, bottomRight, zoom, sort } = params;
  return {
    ...(topLeft && bottomRight && { topLeft, bottomRight }),
    ...(zoom !== undefined && { zoom }),
    ...(sort && { sort }),
  };
}

export interface ApiPaging {
  from?: number;
  size?: number;
  /** The map's zoom for `/markers` clustering. */
  zoom?: number;
}

/**
 * The query of `GET /properties` and `GET /markers` (document 3 §7.2) for a filter, as the
 * web's typed client sends it: the corners and sale type always, the rest when it differs from
 * the default.
 */
export function apiQuery(filter: SearchFilter, paging: ApiPaging = {}): Record<string, string> {
  const params = searchParamsOf(filter);
  const query: Record<string, string> = {
    topLeft: cornerText(filter.topLeft),
    bottomRight: cornerText(filter.bottomRight),
    saleType: filter.saleType,
  };
  for (const [key, value] of Object.entries(params)) {
    if (key === 'topLeft' || key === 'bottomRight' || key === 'zoom' || value === undefined) continue;
    query[key] = String(value);
  }
  if (paging.from) query.from = String(paging.from);
  if (paging.size !== undefined && paging.size !== pageSize) query.size = String(paging.size);
  const zoom = paging.zoom ?? filter.zoom;
  if (zoom !== undefined) query.zoom = String(zoom);
  return query;
}

/** The same query as a query string. */
export function apiQueryString(filter: SearchFilter, paging: ApiPaging = {}): string {
  return new URLSearchParams(apiQuery(filter, paging)).toString();
}
