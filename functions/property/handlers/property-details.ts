import { torontoDate } from '@shared/format/dates';
import { clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { ok } from '../../lib/http/answers';
import { handle } from '../../lib/http/handle';
import { property } from '@shared/contract/property';
import { getListing } from '../listing-repository';
import { listingsAtSameAddress } from '../listing-history-repository';
import { neighbourhoodDirectory } from '../neighbourhood-directory';
import { propertyDetailsAnswer } from '../property-details';
import { dayNumber } from '../search-index/days';
import { searchIndex } from '../search-index/loader';
import { similarListings } from '../search-index/similar';

/** `GET /properties/{mls}`: any listing of the table, on the market or not; 404 for an unknown number. */
export const getPropertyDetails = handle(property.propertyDetails, async ({ params, caller }) => {
  const listing = (await getListing(params.mls)) ?? (await getListing(params.mls.toUpperCase()));
  if (!listing) throw new NotFoundError(`There is no listing with the MLS number ${params.mls}.`);
  const [history, index, directory] = await Promise.all([
    listingsAtSameAddress(listing),
    searchIndex(),
    neighbourhoodDirectory(),
  ]);
  const today = torontoDate(clock.now());
  const signedIn = caller !== null;
  const neighbourhood = directory.byId.get(listing.neighbour);
  return ok(
    propertyDetailsAnswer({
      listing,
      history,
      ...(neighbourhood && { neighbourhood }),
      similar: similarListings(index, listing, dayNumber(today), signedIn, [], undefined, neighbourhood?.geometry),
      today,
      signedIn,
    }),
  );
});
