import type { Route } from '../lib/route';
import { getAddressSearch, getLocation } from './handlers/address-search';
import { getNeighbourhoods } from './handlers/neighbourhoods';
import { getPropertyDetails } from './handlers/property-details';
import { getMarkers, getProperties, getQuickView } from './handlers/search';
import { postShowingRequest } from './handlers/showings';
import { getNeighbourhoodSalesData, getSoldReport } from './handlers/sold-reports';

/** The property service's route table: the contract the API stack and the local gateway mount. */
export const routes: Route[] = [
  { method: 'GET', path: '/neighbourhoods', access: 'public', owner: 'none', handler: getNeighbourhoods },
  {
    method: 'GET',
    path: '/soldreports/neighbourhoods',
    access: 'optional',
    owner: 'none',
    handler: getNeighbourhoodSalesData,
  },
  { method: 'GET', path: '/soldreports/{neighbourhoodId}', access: 'optional', owner: 'none', handler: getSoldReport },
  // Home search (document 3 §7.2): visitors get sold and leased listings masked.
  { method: 'GET', path: '/properties', access: 'optional', owner: 'none', handler: getProperties },
  { method: 'GET', path: '/markers', access: 'optional', owner: 'none', handler: getMarkers },
  { method: 'GET', path: '/quickview', access: 'optional', owner: 'none', handler: getQuickView },
  { method: 'GET', path: '/search', access: 'optional', owner: 'none', handler: getAddressSearch },
  { method: 'GET', path: '/search/location/{id}', access: 'optional', owner: 'none', handler: getLocation },
  { method: 'GET', path: '/properties/{mls}', access: 'optional', owner: 'none', handler: getPropertyDetails },
  { method: 'POST', path: '/properties/{mls}/book', access: 'signedIn', owner: 'caller', handler: postShowingRequest },
];
