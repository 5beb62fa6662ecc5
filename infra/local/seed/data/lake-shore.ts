import type { Position } from '@shared/neighbourhood';
import { lakeOntarioShore } from '@shared/geo/lake-ontario-shore';

/** The land the seeded neighbourhoods may cover: north of the shore, up to Lake Simcoe's latitude. */
export function landOutline(): Position[] {
  const first = lakeOntarioShore[0]!;
  const last = lakeOntarioShore[lakeOntarioShore.length - 1]!;
  const north = 44.4;
  return [...lakeOntarioShore, [last[0], north], [first[0], north], first];
}
