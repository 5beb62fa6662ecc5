import { valuations } from '@shared/contract/home-value/valuations';
import { bind } from '../lib/http/handle';
import type { Route } from '../lib/route';
import { reportRoutes } from './reports/routes';
import {
  deleteValuationById,
  getAccuracy,
  getAddressComplete,
  getAgentHomes,
  getAgentValuations,
  getChart,
  getLastListing,
  getMyValuations,
  getSharedValuation,
  getSimilarSolds,
  getValuationById,
  postClaim,
  postDiscussion,
  postValuation,
  putAssign,
  putConfirm,
  putReceiveUpdates,
  putValuation,
} from './handlers/valuations';

/**
 * The home-value service's routes: its contract (shared/contract/home-value/) bound to its
 * handlers, the valuations' here and the annual reports' in their slice (reports/routes.ts).
 */
export const routes: Route[] = [
  ...bind(valuations, {
    addressComplete: getAddressComplete,
    lastListing: getLastListing,
    createValuation: postValuation,
    myValuations: getMyValuations,
    sharedValuation: getSharedValuation,
    accuracy: getAccuracy,
    agentValuations: getAgentValuations,
    agentHomes: getAgentHomes,
    getValuation: getValuationById,
    updateValuation: putValuation,
    deleteValuation: deleteValuationById,
    requestDiscussion: postDiscussion,
    setReceiveUpdates: putReceiveUpdates,
    chart: getChart,
    similarSolds: getSimilarSolds,
    assignValuation: putAssign,
    confirmValuation: putConfirm,
    claimValuation: postClaim,
  }),
  ...reportRoutes,
];
