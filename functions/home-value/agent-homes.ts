import { homeLastSale } from '@shared/home-value/last-sale';
import { agentHomesLimit, type AgentHome, type AgentHomes } from '@shared/home-value/types';
import type { Caller } from '../lib/auth/caller';
import { ForbiddenError } from '../lib/errors';
import { agentIdOf } from '../user/published';
import { eachValuationFacts } from './valuation-repository';
import type { ValuationRecord } from './valuation-record';

/** The attributes Today's home reasons read of a valuation: the scan projects these only. */
export const agentHomeAttributes = [
  'id',
  'ownerId',
  'createdAt',
  'displayAddress',
  'instanceValue',
  'confirmed',
  'confirmedValue',
  'request',
  'lastListing',
] as const;

export type AgentHomeRecord = Pick<ValuationRecord, (typeof agentHomeAttributes)[number]>;

function agentHome(record: AgentHomeRecord & { ownerId: string }): AgentHome {
  const sale = homeLastSale(record);
  return {
    valuationId: record.id,
    userId: record.ownerId,
    address: record.displayAddress,
    createdAt: record.createdAt,
    value: record.instanceValue,
    confirmed: record.confirmed,
    ...(record.confirmedValue !== undefined && { confirmedValue: record.confirmedValue }),
    ...(sale && { lastPurchaseDate: sale.date, lastPurchasePrice: sale.price }),
  };
}

/**
 * `GET /homevalue/agent/homes?agentId=` (issue 29): every owned valuation of the agent's
 * contacts, confirmed or not, with the facts Today's home reasons need. An agent gets their own
 * contacts' (another agent's id is 403); an admin the chosen agent's, or with no `agentId` every
 * owned valuation. One projected scan of the valuations, the owner's agent looked up once per
 * owner; the newest `agentHomesLimit` are answered and `truncated` says when more were owned.
 */
export async function agentHomes(caller: Caller, agentId: string | undefined): Promise<AgentHomes> {
  const admin = caller.roles.includes('admin');
  if (!admin && agentId !== undefined && agentId !== caller.sub) {
    throw new ForbiddenError('An agent sees only their own contacts.');
  }
  const target = admin ? agentId : caller.sub;
  const owners = new Map<string, Promise<string | undefined>>();
  const agentOf = (ownerId: string) => {
    if (!owners.has(ownerId)) owners.set(ownerId, agentIdOf(ownerId));
    return owners.get(ownerId)!;
  };
  const homes: AgentHome[] = [];
  await eachValuationFacts<AgentHomeRecord>(agentHomeAttributes, async (records) => {
    const owned = records.filter((r): r is AgentHomeRecord & { ownerId: string } => typeof r.ownerId === 'string');
    const agents = await Promise.all(owned.map((r) => (target === undefined ? target : agentOf(r.ownerId))));
    owned.forEach((record, i) => {
      if (target === undefined || agents[i] === target) homes.push(agentHome(record));
    });
  });
  homes.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.valuationId.localeCompare(b.valuationId));
  const truncated = homes.length > agentHomesLimit;
  return { items: homes.slice(0, agentHomesLimit), ...(truncated && { truncated: true as const }) };
}
