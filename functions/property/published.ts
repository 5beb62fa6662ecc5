import { getListing } from './listing-repository';
import { neighbourhoodDirectory } from './neighbourhood-directory';

/**
 * What the property service offers the other services (DESIGN "Services keep to their own
 * tables"): the one module of this folder that another service may import (lint enforces
 * it). Reads only: no other service writes the property table.
 */

/** Whether a neighbourhood of the current set has this id (what a user may follow). */
export async function neighbourhoodExists(id: string): Promise<boolean> {
  return (await neighbourhoodDirectory()).byId.has(id);
}

/** Whether a listing with this MLS number exists, on the market or not (what a user may follow). */
export async function listingExists(mls: string): Promise<boolean> {
  return (await getListing(mls)) !== undefined;
}
