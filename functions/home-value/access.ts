import type { Caller } from '../lib/auth/caller';
import { NotFoundError } from '../lib/errors';
import { agentIdOf } from '../user/published';
import { getValuation } from './valuation-repository';
import type { ValuationRecord } from './valuation-record';

/** How the caller stands to a valuation: its owner, the owner's agent, or an admin. */
export type Relation = 'owner' | 'agent' | 'admin';

export const valuationNotFound = () => new NotFoundError('There is no valuation with this id.');

/**
 * The valuation `id` and how the caller stands to it (DESIGN "Authorization"; DECISIONS rows
 * 8 and 9): its owner, the owner's agent, or an admin. The owner's agent is the user service's
 * `agentIdOf`, which names none for an owner with a staff role (DESIGN "A staff user is nobody's
 * contact", DECISIONS row 45), so a client promoted to agent or admin is no longer their
 * former agent's to reach, here or in the reports (reports.ts). Anyone else, and any id
 * of an unclaimed anonymous valuation, gets the same 404 as an id that does not exist: the
 * answer never tells that a valuation exists. `ownerOnly` admits the owner alone (Remove
 * Valuation, Next, the update e-mails' frequency).
 */
export async function reachValuation(
  id: string,
  caller: Caller,
  ownerOnly = false,
): Promise<{ record: ValuationRecord; relation: Relation }> {
  const record = await getValuation(id);
  if (!record?.ownerId) throw valuationNotFound();
  if (record.ownerId === caller.sub) return { record, relation: 'owner' };
  if (ownerOnly) throw valuationNotFound();
  if (caller.roles.includes('admin')) return { record, relation: 'admin' };
  if (caller.roles.includes('agent') && (await agentIdOf(record.ownerId)) === caller.sub) {
    return { record, relation: 'agent' };
  }
  throw valuationNotFound();
}
