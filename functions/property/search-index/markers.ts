import { resultCap } from '@shared/search/filters';
import type { SearchQuery } from '@shared/search/filters-schemas';
import type { MarkersAnswer } from '@shared/search/types';
import { gridOf, GridClusterer, zoomOfBox } from './clusters';
import { compileFilter, type FilterContext } from './filter';
import { boxOfCorners, type SearchIndex } from './search-index';
import { noneU32, textAt } from './table-codec';

/**
 * `GET /markers`: the filters first, on the columns of the rows kdbush finds in the view
 * grown to whole cells, then the grid clustering of what passed. `total` counts the listings
 * inside the view itself, capped like the gallery's.
 */
export function searchMarkers(index: SearchIndex, query: SearchQuery, context: FilterContext): MarkersAnswer {
  const view = boxOfCorners(query.topLeft, query.bottomRight);
  const grid = gridOf(view, query.zoom ?? zoomOfBox(view));
  const matches = compileFilter(index, query, context);
  const { lat, lon, mercatorY, listingPrice, soldPrice, mls } = index.listings;
  const { kinds } = index;
  const { signedIn } = context;
  const clusterer = new GridClusterer(grid, {
    mls: (row) => textAt(mls, row),
    // A sold marker shows the sold price, which a visitor does not get.
    price: (row) =>
      (kinds[row]! & 3) === 1 ? listingPrice[row]! : signedIn && soldPrice[row] !== noneU32 ? soldPrice[row]! : null,
  });
  const { north, south, east, west } = grid.box;
  let total = 0;

  const visit = (row: number) => {
    const y = lat[row]!;
    const x = lon[row]!;
    if (y > north || y < south || x < west || x > east || !matches(row)) return;
    clusterer.add(row, y, x, mercatorY[row]!, (kinds[row]! & 3) === 1);
    if (y <= view.north && y >= view.south && x >= view.west && x <= view.east) total += 1;
  };
  const candidates = index.candidates(grid.box);
  if (candidates) for (const row of candidates) visit(row);
  else for (let row = 0; row < index.size; row++) visit(row);
  return { total: Math.min(total, resultCap), markers: clusterer.markers() };
}
