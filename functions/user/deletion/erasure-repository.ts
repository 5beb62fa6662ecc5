import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { deleteBatches } from '../../lib/adapters/batch-write';
import { queryAll } from '../../lib/adapters/query-all';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { accountIndexKeys, accountKeys } from '../accounts/published';
import { putInvitationTombstone } from '../contacts/published';
import { claimWithdrawal, invitationKeys } from '../invitations/published';
import { deleteNotesOf, forgetAddressActivity } from '../notes-follow-ups/published';

/**
 * The user table's deletes of the delete job (deletion-job.ts): each is idempotent, so a step
 * run again after a failure simply finds less to delete.
 */
const table = () => env().USER_TABLE;
const profileSortKey = accountKeys.profile('').SK;

/**
 * Everything in a user's partition but the profile itself: the notes about them, their feed,
 * their followings, their showing requests. The profile goes last of all (deletion-job.ts).
 */
export async function deletePartitionRecords(userId: string): Promise<number> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': accountKeys.profile(userId).PK },
    ProjectionExpression: 'PK, SK',
  });
  const keys = items.filter((item) => item.SK !== profileSortKey).map((item) => ({ PK: item.PK, SK: item.SK }));
  await deleteBatches(table(), keys);
  return keys.length;
}

/** An agent's people (GSI1 `AGENT#{id}`): their contacts' ids and their open invitations' addresses. */
export async function peopleOfAgent(agentId: string): Promise<{ contactIds: string[]; invitedEmails: string[] }> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :agent',
    ExpressionAttributeValues: { ':agent': accountIndexKeys.agentContact(agentId, '').GSI1PK },
    ProjectionExpression: 'GSI1SK',
  });
  const keys = items.map((item) => String(item.GSI1SK));
  return {
    contactIds: keys.filter((key) => key.startsWith('U#')).map((key) => key.slice(2)),
    invitedEmails: keys.filter((key) => key.startsWith('I#')).map((key) => key.slice(2)),
  };
}

/** The profile item, the very last thing of a user to go. */
export async function deleteProfileItem(userId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: accountKeys.profile(userId) }));
}

/**
 * An invitation (`I#{email}`: withdrawn, an agent's open one, or the one a deleted account signed
 * up with), the notes kept on the person and what the address's feed still holds (its invitations'
 * lines, "Joined the waitlist": DECISIONS row 43), with a tombstone in the list's change feed so
 * every warm users list drops its row (users-list/README.md), like `putListTombstone` for a user;
 * both expire after a day. The invitation goes last: a call that stopped half-way is made again
 * while it is still there, and finds less to delete.
 *
 * `{ open: true }` (a withdrawal, an agent's open invitations) first claims the invitation
 * (`claimWithdrawal`: only while nobody has used it, and a sign-up cannot use it after), and
 * answers false, having touched nothing, when it is used or gone (review 65 L9, review 66 M1):
 * a used invitation's notes and lines are its account's to carry.
 */
export async function deleteInvitationItem(email: string, now: Date, { open = false } = {}): Promise<boolean> {
  if (open && !(await claimWithdrawal(email, now))) return false;
  await putInvitationTombstone(email, now);
  await deleteNotesOf(email);
  await forgetAddressActivity(email);
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: invitationKeys.invitation(email) }));
  return true;
}
