import { property } from '@shared/contract/property';
import { bind } from '../lib/http/handle';
import type { Route } from '../lib/route';
import { getAddressSearch, getLocation } from './handlers/address-search';
import { getNeighbourhoods } from './handlers/neighbourhoods';
import { getPropertyDetails } from './handlers/property-details';
import { getMarkers, getProperties, getQuickView } from './handlers/search';
import { postShowingRequest } from './handlers/showings';
import { getNeighbourhoodSalesData, getSoldReport } from './handlers/sold-reports';

/** The property service's routes: its contract (shared/contract/property/) bound to its handlers. */
export const routes: Route[] = bind(property, {
  neighbourhoods: getNeighbourhoods,
  neighbourhoodSales: getNeighbourhoodSalesData,
  soldReport: getSoldReport,
  properties: getProperties,
  markers: getMarkers,
  quickView: getQuickView,
  addressSearch: getAddressSearch,
  location: getLocation,
  propertyDetails: getPropertyDetails,
  bookShowing: postShowingRequest,
});
