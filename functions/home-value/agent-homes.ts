import { homeLastSale } from '@shared/home-value/last-sale';
import { agentHomesLimit, type AgentHome, type AgentHomes } from '@shared/home-value/types';
import type { Caller } from '../lib/auth/caller';
import { ForbiddenError } from '../lib/errors';
import { contactIdsOf } from '../user/published';
import { eachValuationFacts, valuationFactsOfOwner } from './valuation-repository';
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

/** How many contacts' valuations are read at once. */
const ownersAtOnce = 16;

/**
 * `GET /homevalue/agent/homes?agentId=` (issue 29): every owned valuation of the agent's
 * contacts, confirmed or not, with the facts Today's home reasons need. An agent gets their own
 * contacts' (another agent's id is 403); an admin the chosen agent's, or with no `agentId` every
 * owned valuation. One agent's: their contacts (one Query of the user service's contact index),
 * then each contact's valuations (a Query of the owner index, projected), never a scan of the
 * table; every owned valuation (an admin's overview): one projected scan. The newest
 * `agentHomesLimit` are answered and `truncated` says when more were owned.
 */
export async function agentHomes(caller: Caller, agentId: string | undefined): Promise<AgentHomes> {
  const admin = caller.roles.includes('admin');
  if (!admin && agentId !== undefined && agentId !== caller.sub) {
    throw new ForbiddenError('An agent sees only their own contacts.');
  }
  const target = admin ? agentId : caller.sub;
  const records = target === undefined ? await everyOwnedValuation() : await contactsValuations(target);
  const homes = records.map(agentHome);
  homes.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.valuationId.localeCompare(b.valuationId));
  const truncated = homes.length > agentHomesLimit;
  return { items: homes.slice(0, agentHomesLimit), ...(truncated && { truncated: true as const }) };
}

type OwnedRecord = AgentHomeRecord & { ownerId: string };
const isOwned = (record: AgentHomeRecord): record is OwnedRecord => typeof record.ownerId === 'string';

async function contactsValuations(agentId: string): Promise<OwnedRecord[]> {
  const contacts = await contactIdsOf(agentId);
  const records: OwnedRecord[] = [];
  for (let i = 0; i < contacts.length; i += ownersAtOnce) {
    const pages = await Promise.all(
      contacts
        .slice(i, i + ownersAtOnce)
        .map((ownerId) => valuationFactsOfOwner<AgentHomeRecord>(ownerId, agentHomeAttributes)),
    );
    records.push(...pages.flat().filter(isOwned));
  }
  return records;
}

async function everyOwnedValuation(): Promise<OwnedRecord[]> {
  const records: OwnedRecord[] = [];
  await eachValuationFacts<AgentHomeRecord>(agentHomeAttributes, async (page) => {
    records.push(...page.filter(isOwned));
  });
  return records;
}
