/**
 * Whose records an answer holds (issue 24: the matrix checks an allowed cell's answer, not only
 * its status): the ids under the attributes that name a record's owner (`userId`, `ownerId`,
 * `agentId`, `uid`, `contactId`), a users-list row's or a contact hit's user (`PK` `U#{id}`,
 * with the row's `id`), anywhere in the JSON. Actors (`by`, `createdBy`, `invitedBy`,
 * `startedBy`) name who did something, not whose the record is, and are not read.
 */
const ownerAttributes = ['userId', 'ownerId', 'agentId', 'uid', 'contactId'] as const;

export function ownerIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) ownerIdsIn(item, found);
    return found;
  }
  if (!value || typeof value !== 'object') return found;
  const record = value as Record<string, unknown>;
  for (const name of ownerAttributes) {
    const id = record[name];
    if (typeof id === 'string') found.add(id);
  }
  if (typeof record.PK === 'string' && record.PK.startsWith('U#')) {
    found.add(record.PK.slice(2));
    if (typeof record.id === 'string') found.add(record.id);
  }
  for (const inner of Object.values(record)) ownerIdsIn(inner, found);
  return found;
}
