import { agentValuationsPageSize, valuationsPageSize, type ValuationPage } from '@shared/home-value/types';
import { homeValueMessages } from '@shared/home-value/messages';
import type { Caller } from '../lib/auth/caller';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/errors';
import { agentIdOf, valuationParty } from '../user/published';
import { awaitsReview } from '@shared/home-value/review-request';
import type { Relation } from './access';
import type { ValuationRecord } from './valuation-record';
import { confirmationRequests, decodeCursor, valuationsOfOwner } from './valuation-repository';
import { partyView, valuationView } from './views';

const cursorError = () => new ValidationError([{ field: 'cursor', message: homeValueMessages.cursorInvalid }]);

/** `GET /homevalue`: the caller's own, newest first, 10 a page. */
export async function myValuations(caller: Caller, cursor: string | undefined, now: Date): Promise<ValuationPage> {
  const start = decodeCursor(cursor, { owner: caller.sub });
  if (start === null) throw cursorError();
  const page = await valuationsOfOwner(caller.sub, valuationsPageSize, start);
  const party = await valuationParty(caller.sub, now);
  return {
    items: page.items.map((record) => valuationView(record, 'owner', party)),
    ...(page.next && { next: page.next }),
  };
}

/**
 * `GET /homevalue/agent?userId=`: a contact's valuations (their agent's or an admin's; anyone
 * else's contact is 403, as the user service answers for another agent's contact); without
 * `userId`, the confirmation requests (DECISIONS row 6) of the agent's contacts, or every one
 * for an admin.
 */
export async function agentValuations(
  caller: Caller,
  userId: string | undefined,
  cursor: string | undefined,
  now: Date,
): Promise<ValuationPage> {
  const start = decodeCursor(cursor, userId ? { owner: userId } : 'requests');
  if (start === null) throw cursorError();
  const admin = caller.roles.includes('admin');
  const relation: Relation = admin ? 'admin' : 'agent';
  if (userId) {
    if (!admin && (await agentIdOf(userId)) !== caller.sub) throw new ForbiddenError('This user is not your contact.');
    const party = await valuationParty(userId, now);
    if (!party) throw new NotFoundError('There is no such user.');
    const page = await valuationsOfOwner(userId, agentValuationsPageSize, start);
    return { items: page.items.map((r) => valuationView(r, relation, party)), ...(page.next && { next: page.next }) };
  }
  const page = await confirmationRequests(agentValuationsPageSize, start);
  const owners = new Map<string, Promise<string | undefined>>();
  const agentOfOwner = (ownerId: string) => {
    if (!owners.has(ownerId)) owners.set(ownerId, agentIdOf(ownerId));
    return owners.get(ownerId)!;
  };
  const mine: ValuationRecord[] = [];
  for (const record of page.items) {
    if (!record.ownerId || !awaitsReview(record)) continue;
    if (admin || (await agentOfOwner(record.ownerId)) === caller.sub) mine.push(record);
  }
  const items = await Promise.all(mine.map((record) => partyView(record, relation, now)));
  return { items, ...(page.next && { next: page.next }) };
}
