import type { Route } from '../lib/route';
import { getAddressSearch, getLocation } from './handlers/address-search';
import { getNeighbourhoods } from './handlers/neighbourhoods';
import { getPropertyDetails } from './handlers/property-details';
import { getMarkers, getProperties, getQuickView } from './handlers/search';
import { postShowingRequest } from './handlers/showings';
import { getNeighbourhoodSalesData, getSoldReport } from './handlers/sold-reports';

/** The property service's route table: the contract the API stack and the local gateway mount. */
export const routes: Route[] = [
  { method: 'GET', path: '/neighbourhoods', access: 'public', handler: getNeighbourhoods },
  { method: 'GET', path: '/soldreports/neighbourhoods', access: 'optional', handler: getNeighbourhoodSalesData },
  { method: 'GET', path: '/soldreports/{neighbourhoodId}', access: 'optional', handler: getSoldReport },
  // Home search (document 3 §7.2): visitors get sold and leased listings masked.
  { method: 'GET', path: '/properties', access: 'optional', handler: getProperties },
  { method: 'GET', path: '/markers', access: 'optional', handler: getMarkers },
  { method: 'GET', path: '/quickview', access: 'optional', handler: getQuickView },
  { method: 'GET', path: '/search', access: 'optional', handler: getAddressSearch },
  { method: 'GET', path: '/search/location/{id}', access: 'optional', handler: getLocation },
  { method: 'GET', path: '/properties/{mls}', access: 'optional', handler: getPropertyDetails },
  { method: 'POST', path: '/properties/{mls}/book', access: 'signedIn', handler: postShowingRequest },
];
