import type { NeighbourhoodListAnswer } from '@shared/sold-report/types';
import { ok } from '../../lib/http/answers';
import { handle } from '../../lib/http/handle';
import { property } from '@shared/contract/property';
import { neighbourhoodDirectory } from '../neighbourhood-directory';

/** `GET /neighbourhoods`: ids, names, communities and outlines (the spec's neighbours.json). */
export const getNeighbourhoods = handle(property.neighbourhoods, async () => {
  const answer: NeighbourhoodListAnswer = { neighbourhoods: (await neighbourhoodDirectory()).list };
  return { ...ok(answer), headers: { 'cache-control': 'public, max-age=300' } };
});
