import { createHash } from 'node:crypto';
import { hasOwnLot } from '@shared/home-value/listed-facts';
import { sizeRequiredTypes, type ValuationRequest } from '@shared/home-value/types';

/**
 * The facts the owner's form edits, as stored (what JSON keeps, in any key order): a stored field
 * the form does not send back (a house's listed size, which its form does not ask) is no edit.
 */
export function editedFacts(request: ValuationRequest): unknown {
  const { type, bedroom, bathroom, parking, purchaseDate, purchasePrice } = request;
  // A condo's lot is neither asked nor read: one stored before the form stopped asking is no edit.
  const { lotFront, lotDepth } = hasOwnLot(type) ? request : { lotFront: undefined, lotDepth: undefined };
  const size = sizeRequiredTypes.includes(type)
    ? { footage: request.footage, footageFrom: request.footageFrom, footageTo: request.footageTo }
    : {};
  const improvements = (request.homeImprovements ?? []).map(({ area, cost, completionDate }) => ({
    area,
    cost,
    completionDate,
  }));
  return JSON.parse(
    JSON.stringify({
      type,
      bedroom,
      bathroom,
      parking,
      lotFront,
      lotDepth,
      purchaseDate,
      purchasePrice,
      improvements,
      ...size,
    }),
  );
}

/**
 * The facts as the form that edits them was opened on (QA 36 L11): a short hash of
 * `editedFacts`, answered to the parties and sent back with a save. A save from a form opened
 * before the facts changed elsewhere (another screen, the agent, the lease correction) is refused
 * rather than putting the old facts back unseen; the agent's confirmation, which changes no fact,
 * is no conflict. Not in a share link's answer: it hashes the purchase the owner typed.
 */
export function factsStampOf(request: ValuationRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(editedFacts(request)))
    .digest('hex')
    .slice(0, 16);
}
