import { addressSearchQuerySchema, locationParamsSchema } from '@shared/search/filters-schemas';
import { clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { neighbourhoodDirectory } from '../neighbourhood-directory';
import { addressSearch, locationView } from '../search-index/address-search';
import { searchContext } from '../search-index/context';
import { searchIndex } from '../search-index/loader';

/** `GET /search?q=`: listings, locations (municipalities, streets) and neighbourhoods, at most 10 each. */
export const getAddressSearch = endpoint({ query: addressSearchQuerySchema }, async ({ query, caller }) => {
  const [index, directory] = await Promise.all([searchIndex(), neighbourhoodDirectory()]);
  const { today } = searchContext(clock.now(), caller !== null);
  return ok(addressSearch(index, directory.list, query.q, today, caller !== null));
});

/** `GET /search/location/{id}`: the map view of a neighbourhood, municipality or street. */
export const getLocation = endpoint({ params: locationParamsSchema }, async ({ params }) => {
  const [index, directory] = await Promise.all([searchIndex(), neighbourhoodDirectory()]);
  const answer = locationView(index, directory.list, params.id);
  if (!answer) throw new NotFoundError(`There is no place ${params.id}.`);
  return ok(answer);
});
