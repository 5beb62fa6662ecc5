import type { Route } from '../lib/route';
import { getNeighbourhoods } from './handlers/neighbourhoods';
import { getNeighbourhoodSalesData, getSoldReport } from './handlers/sold-reports';

/** The property service's route table: the contract the API stack and the local gateway mount. */
export const routes: Route[] = [
  { method: 'GET', path: '/neighbourhoods', access: 'public', handler: getNeighbourhoods },
  { method: 'GET', path: '/soldreports/neighbourhoods', access: 'optional', handler: getNeighbourhoodSalesData },
  { method: 'GET', path: '/soldreports/{neighbourhoodId}', access: 'optional', handler: getSoldReport },
];
