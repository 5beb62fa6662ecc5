import { clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { ok } from '../../lib/http/answers';
import { handle } from '../../lib/http/handle';
import { property } from '@shared/contract/property';
import { neighbourhoodDirectory } from '../neighbourhood-directory';
import { addressSearch, locationView } from '../search-index/address-search';
import { searchContext } from '../search-index/context';
import { searchIndex } from '../search-index/loader';

/** `GET /search?q=`: listings, locations (municipalities, streets) and neighbourhoods, at most 10 each. */
export const getAddressSearch = handle(property.addressSearch, async ({ query, caller }) => {
  const [index, directory] = await Promise.all([searchIndex(), neighbourhoodDirectory()]);
  const { today } = searchContext(clock.now(), caller !== null);
  return ok(addressSearch(index, directory.list, query.q, today, caller !== null));
});

/** `GET /search/location/{id}`: the map view of a neighbourhood, municipality or street. */
export const getLocation = handle(property.location, async ({ params }) => {
  const [index, directory] = await Promise.all([searchIndex(), neighbourhoodDirectory()]);
  const answer = locationView(index, directory.list, params.id);
  if (!answer) throw new NotFoundError(`There is no place ${params.id}.`);
  return ok(answer);
});
