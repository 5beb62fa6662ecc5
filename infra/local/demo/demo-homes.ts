import type { AddressSuggestion, HomeValuation, LastListing } from '@shared/home-value/types';
import type { DemoApi } from './demo-api';

/**
 * The demo clients' homes: houses the address completion offers (the seed's own streets), valued
 * as a client values theirs on the site: the completion, the home's last listing for the form's
 * details, then `POST /homevalue` as the signed-in client. A house the model refuses (too few
 * sales nearby) is passed over for the next one.
 */
const streetKinds = ['Ave', 'St', 'Rd', 'Dr', 'Cres', 'Blvd'];

/** Houses (no units) the completion offers, in its order, each once. */
export async function offeredHouses(api: DemoApi): Promise<AddressSuggestion[]> {
  const answers = await Promise.all(
    streetKinds.map((q) => api.call<{ items: AddressSuggestion[] }>(undefined, 'GET', `/addressComplete?q=${q}`)),
  );
  const seen = new Set<string>();
  return answers
    .flatMap((answer) => answer.items)
    .filter((item) => !item.units?.length && !seen.has(item.id) && seen.add(item.id));
}

/** The form's body for a house, as the site fills it from the home's last listing. */
function valuationBody(house: AddressSuggestion, listing: LastListing | undefined) {
  const sale = listing?.lastSale;
  return {
    locationId: house.id,
    address: house.label,
    type: listing?.type ?? 'detatched',
    bedroom: Math.max(1, listing?.bedroom ?? 3),
    ...(listing?.bathroom !== undefined && { bathroom: listing.bathroom }),
    ...(listing?.parking !== undefined && { parking: listing.parking }),
    ...(listing?.footageFrom && { footageFrom: listing.footageFrom }),
    ...(listing?.footageTo && { footageTo: listing.footageTo }),
    ...(listing?.lotFront && { lotFront: listing.lotFront }),
    ...(listing?.lotDepth && { lotDepth: listing.lotDepth }),
    // The owner's purchase: the home's last sale (the anniversary reason of Today reads it).
    ...(sale && { purchaseDate: sale.soldDate, purchasePrice: sale.soldPrice }),
  };
}

/**
 * Values one house for `client` from the shared list (each house goes to one client), trying
 * the next one when the model cannot value it. Fails when the list runs out.
 */
export async function valueAHome(api: DemoApi, client: string, houses: AddressSuggestion[]): Promise<HomeValuation> {
  let lastError: unknown = new Error('The address completion offered no house.');
  for (let house = houses.shift(); house; house = houses.shift()) {
    try {
      const listing = await api
        .call<LastListing>(client, 'GET', `/homevalue/lastlisting?locationId=${house.id}`)
        .catch(() => undefined);
      return await api.call<HomeValuation>(client, 'POST', '/homevalue', { body: valuationBody(house, listing) });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
