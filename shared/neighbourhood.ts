/** A GeoJSON position: longitude, latitude. */
export type Position = [lon: number, lat: number];

/** A neighbourhood's outline, as GeoJSON (City of Toronto files use both kinds). */
export type NeighbourhoodGeometry =
  { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };

/**
 * A neighbourhood (document 1 §3), the spec's neighbours.json entry. `id` is a stable slug,
 * unique across the GTA (e.g. `casa-loma`); `community` is the municipality.
 */
export interface Neighbourhood {
  id: string;
  name: string;
  community: string;
  /** The City's short code, when imported from a City of Toronto file. */
  code?: string;
  centre: Position;
  geometry: NeighbourhoodGeometry;
}

/** The default community, first in every list of communities (document 1 §9). */
export const defaultCommunity = 'Toronto';

/** Communities in display order: Toronto first, then the others alphabetically. */
export function orderCommunities(communities: Iterable<string>): string[] {
  return [...new Set(communities)].sort((a, b) =>
    a === defaultCommunity ? -1 : b === defaultCommunity ? 1 : a.localeCompare(b),
  );
}

/** A stable slug from a name: lower case, ASCII letters and digits, single dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
