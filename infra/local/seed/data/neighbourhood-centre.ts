import type { Position } from '@shared/neighbourhood';

/** One row of the committed neighbourhood tables: a real name and an approximate centre. */
export interface NeighbourhoodCentre {
  name: string;
  /** [longitude, latitude]. */
  centre: Position;
  /** The City of Toronto's short code (Toronto rows only). */
  code?: string;
}
