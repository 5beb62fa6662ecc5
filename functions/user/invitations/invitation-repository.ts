import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AgentDetails } from '@shared/agent';
import type { ContactMethod, OwnershipStatus } from '@shared/profile';
import type { Role } from '@shared/roles';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { createLogger } from '../../lib/logger';
import { ConflictError } from '../../lib/errors';
import { withoutKeys } from '../../lib/item-keys';
import { updateIfCondition } from '../../lib/adapters/conditional-update';
import {
  accountIndexKeys,
  emptyFollowUps,
  followUpsAttribute,
  followUpUpdate,
  listChangeStamp,
  writeIntoFollowUps,
  type FollowUps,
  type FollowUpWrite,
} from '../accounts/published';
import { invitationIndexKeys, invitationKeys } from './keys';
import { putWaitlistEntry, removeWaitlistEntry, waitlistedAt } from './waitlist-repository';

const logger = /* @__PURE__ */ createLogger('user');

/** Puts an address back on the waitlist at its first place; logged, not thrown, when it cannot. */
async function rejoinWaitlist(email: string, createdAt: string): Promise<void> {
  try {
    await putWaitlistEntry({ email, createdAt });
  } catch (error) {
    if (!(error instanceof ConflictError)) logger.error('An address could not be put back on the waitlist', { error });
  }
}

/**
 * What the invitee's profile starts with, from the invite form (document 2 §3 "Invite
 * payload"): the post-confirmation trigger copies it into the new profile.
 */
export interface InvitedProfile {
  phone?: string;
  /** A kept image (`headshots/…`); the sign-up copies it under the new user's own prefix. */
  headshot?: string;
  logo?: string;
  address?: string;
  dob?: string;
  preferredContactMethod?: ContactMethod;
  ownershipStats?: OwnershipStatus;
  purchaseDate?: string;
  agent?: AgentDetails;
}

/**
 * An open invitation: the pending profile of an address that may sign up (invitation-only
 * beta). Keyed by the lower-cased e-mail, so "is this address invited?" is one GetItem.
 * Only the hash of its link's token is kept (invitation-token.ts); it goes when the
 * invitation is used.
 */
export interface InvitationRecord {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The agent a client is assigned to. */
  agentId?: string;
  invitedBy: string;
  createdAt: string;
  /** SHA-256 of the link's secret token (DECISIONS row 33). */
  tokenHash?: string;
  /** When the token stops working (ISO, 14 days after it was issued). */
  tokenExpiresAt?: string;
  /** Set when the invited person has signed up. */
  usedAt?: string;
  /** The account that used it. */
  usedBy?: string;
  /** Set by a withdrawal's claim (`claimWithdrawal`): nobody can use it any more. */
  withdrawnAt?: string;
  /**
   * When a sign-up with its link last began (the pre-sign-up trigger, `markSignUpBegun`): the
   * pool may then hold a user of the address, whom a withdrawal must look for (review 67 M3).
   */
  signUpBegunAt?: string;
  profile?: InvitedProfile;
  /** The contact import that created it (contact-import/): its undo takes back only these. */
  importId?: string;
  /**
   * When the address had joined the waitlist, which the invitation took it off (DECISIONS row
   * 43): an invitation taken back unused (SES refused its e-mail, its import undone) puts it back.
   */
  waitlistedAt?: string;
  /** When an imported invitation's e-mail went out (the import mails each once). */
  mailedAt?: string;
  /**
   * An import's claim on sending its e-mail, taken just before the send (import-mail.ts): a
   * second delivery of its chunk, at once or after a worker died, sends nothing; given back when
   * nothing went out (sending paused, SES refused).
   */
  mailClaimedAt?: string;
  /**
   * The follow-ups of someone invited who has not signed up, by author, as a profile keeps them
   * (accounts/follow-up-expression.ts); the sign-up carries them to the new profile.
   */
  followUps?: FollowUps;
  /** Its Invited and ResendInvite items are on the account it became (invitee-carry.ts): not asked again. */
  activityCarried?: boolean;
}

const table = () => env().USER_TABLE;

/** The user list's change stamp (keys.ts `listed`): every write of an invitation renews it. */
const listedStamp = (email: string) => accountIndexKeys.listed('INVITE', listChangeStamp(), email.toLowerCase()).GSI3SK;

/**
 * Takes the address off the waitlist, as its invitation stands now; a failure is logged, not the
 * caller's: the invitation is made, and an entry left behind is one it already answers.
 */
export async function leaveWaitlist(email: string): Promise<void> {
  try {
    await removeWaitlistEntry(email);
  } catch (error) {
    logger.error('An invited address could not be taken off the waitlist', { error });
  }
}

/**
 * Stores a new invitation (ConflictError when the address is already invited), and takes the
 * address off the waitlist: invited, it waits no more (DECISIONS row 43). The invitation keeps
 * when the address had joined it (`waitlistedAt`), so taken back unused it is put back. Separate
 * writes, not one transaction (the local stand-in has none).
 */
export async function putInvitation(invitation: InvitationRecord): Promise<void> {
  const email = invitation.email.toLowerCase();
  const waitlisted = await waitlistedAt(email);
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...invitationKeys.invitation(email),
          ...invitationIndexKeys.invitationByEmail(email),
          ...accountIndexKeys.listed('INVITE', listChangeStamp(), email),
          ...(invitation.agentId && invitationIndexKeys.agentInvitation(invitation.agentId, email)),
          ...invitation,
          ...(waitlisted && { waitlistedAt: waitlisted }),
          email,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    throw new ConflictError('Invite already exists.');
  }
  if (waitlisted) await leaveWaitlist(email);
}

export async function getInvitation(email: string): Promise<InvitationRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: invitationKeys.invitation(email.toLowerCase()) }),
  );
  return Item ? withoutKeys<InvitationRecord>(Item) : undefined;
}

/**
 * Replaces the token of an open invitation (a new one on Resend): the old link stops working.
 * False when there is no invitation for the address, it has been used, or it is being withdrawn.
 */
export async function setInvitationToken(email: string, tokenHash: string, tokenExpiresAt: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.invitation(email.toLowerCase()),
        UpdateExpression: 'SET #tokenHash = :tokenHash, #tokenExpiresAt = :tokenExpiresAt, #GSI3SK = :listed',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(#usedBy) AND attribute_not_exists(#withdrawnAt)',
        ExpressionAttributeNames: {
          '#tokenHash': 'tokenHash',
          '#tokenExpiresAt': 'tokenExpiresAt',
          '#usedBy': 'usedBy',
          '#withdrawnAt': 'withdrawnAt',
          '#GSI3SK': 'GSI3SK',
        },
        ExpressionAttributeValues: {
          ':tokenHash': tokenHash,
          ':tokenExpiresAt': tokenExpiresAt,
          ':listed': listedStamp(email),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Replaces an open invitation's names and profile (`PUT /invite/{id}`), only while it is as it
 * was read (`createdAt`: not withdrawn and invited again meanwhile) and nobody has used or is
 * withdrawing it; the users list's stamp is renewed, so every warm list shows the new row. False
 * when it no longer is.
 */
export async function updateInvitedDetails(
  invitation: Pick<InvitationRecord, 'email' | 'createdAt' | 'firstName' | 'lastName' | 'profile'>,
): Promise<boolean> {
  const email = invitation.email.toLowerCase();
  return updateIfCondition({
    TableName: table(),
    Key: invitationKeys.invitation(email),
    UpdateExpression: 'SET #firstName = :firstName, #lastName = :lastName, #profile = :profile, #GSI3SK = :listed',
    ConditionExpression:
      '#createdAt = :createdAt AND attribute_not_exists(#usedBy) AND attribute_not_exists(#withdrawnAt)',
    ExpressionAttributeNames: {
      '#firstName': 'firstName',
      '#lastName': 'lastName',
      '#profile': 'profile',
      '#GSI3SK': 'GSI3SK',
      '#createdAt': 'createdAt',
      '#usedBy': 'usedBy',
      '#withdrawnAt': 'withdrawnAt',
    },
    ExpressionAttributeValues: {
      ':firstName': invitation.firstName,
      ':lastName': invitation.lastName,
      ':profile': invitation.profile ?? {},
      ':listed': listedStamp(email),
      ':createdAt': invitation.createdAt,
    },
  });
}

/**
 * Stamps an open invitation with a sign-up that begins with its link (the pre-sign-up trigger):
 * from then on the pool may hold a user of the address. False when it is used, being withdrawn
 * or gone.
 */
export async function markSignUpBegun(email: string, now: Date): Promise<boolean> {
  return updateIfCondition({
    TableName: table(),
    Key: invitationKeys.invitation(email.toLowerCase()),
    UpdateExpression: 'SET #signUpBegunAt = :now',
    ConditionExpression:
      'attribute_exists(PK) AND attribute_not_exists(#usedBy) AND attribute_not_exists(#withdrawnAt)',
    ExpressionAttributeNames: { '#signUpBegunAt': 'signUpBegunAt', '#usedBy': 'usedBy', '#withdrawnAt': 'withdrawnAt' },
    ExpressionAttributeValues: { ':now': now.toISOString() },
  });
}

/**
 * Claims an open invitation for its withdrawal, before anything of it is deleted (review 66 M1):
 * `withdrawnAt` set and its token dropped, only while nobody has used it. From then on a sign-up
 * cannot use it (`markInvitationUsed`) nor a resend renew it, so the withdrawal's deletes take
 * nothing from an account. False when it is gone or used: then nothing is to be withdrawn.
 */
export async function claimWithdrawal(email: string, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.invitation(email.toLowerCase()),
        UpdateExpression: 'SET #withdrawnAt = if_not_exists(#withdrawnAt, :now) REMOVE #tokenHash, #tokenExpiresAt',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#usedBy)',
        ExpressionAttributeNames: {
          '#withdrawnAt': 'withdrawnAt',
          '#tokenHash': 'tokenHash',
          '#tokenExpiresAt': 'tokenExpiresAt',
          '#usedBy': 'usedBy',
        },
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Marks an open invitation used by `userId`, once, and drops its token: a second use by
 * another account is refused (undefined), as is one being withdrawn (`claimWithdrawal`); repeating
 * it for the same account is harmless, so a retried post-confirmation trigger does not fail. The
 * invitation as used: the details a correction (`PUT /invite/{id}`) made up to that moment, which
 * the profile is made from (review 69 L1: from the read before it, a correction in between was
 * answered 204 and lost).
 */
export async function markInvitationUsed(
  email: string,
  userId: string,
  now: string,
): Promise<InvitationRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.invitation(email.toLowerCase()),
        UpdateExpression:
          'SET #usedAt = if_not_exists(#usedAt, :now), #usedBy = :userId, #GSI3SK = :listed REMOVE #tokenHash, #tokenExpiresAt',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(#usedBy) OR #usedBy = :userId) AND attribute_not_exists(#withdrawnAt)',
        ExpressionAttributeNames: {
          '#usedAt': 'usedAt',
          '#usedBy': 'usedBy',
          '#withdrawnAt': 'withdrawnAt',
          '#tokenHash': 'tokenHash',
          '#tokenExpiresAt': 'tokenExpiresAt',
          '#GSI3SK': 'GSI3SK',
        },
        ExpressionAttributeValues: { ':now': now, ':userId': userId, ':listed': listedStamp(email) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<InvitationRecord>(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * Sets (or with null clears) one author's follow-up of an invitation nobody has used yet, as
 * `writeFollowUp` does a profile's (accounts/managed-profile-repository.ts), with the same
 * conditions. False when a condition fails, the invitation is gone or it has been used (the
 * person signed up: their profile holds the follow-ups now). The users list's stamp is renewed,
 * as it shows the follow-up.
 */
export async function writeInvitationFollowUp(email: string, write: FollowUpWrite): Promise<boolean> {
  const key = invitationKeys.invitation(email.toLowerCase());
  const update = followUpUpdate(write);
  const once = () =>
    updateIfCondition({
      TableName: table(),
      Key: key,
      UpdateExpression: [
        `SET ${['#GSI3SK = :listed', ...update.set].join(', ')}`,
        ...(update.remove.length > 0 ? [`REMOVE ${update.remove.join(', ')}`] : []),
      ].join(' '),
      ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#usedBy) AND ${update.condition}`,
      ExpressionAttributeNames: { ...update.names, '#usedBy': 'usedBy', '#GSI3SK': 'GSI3SK' },
      ExpressionAttributeValues: { ...update.values, ':listed': listedStamp(email) },
    });
  return writeIntoFollowUps(once, () =>
    updateIfCondition({
      TableName: table(),
      Key: key,
      UpdateExpression: `SET ${emptyFollowUps.set}`,
      // Not on a used invitation: the profile holds the follow-ups then, and the sign-up has dropped these.
      ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#usedBy) AND ${emptyFollowUps.condition}`,
      ExpressionAttributeNames: { ...emptyFollowUps.names, '#usedBy': 'usedBy' },
      ExpressionAttributeValues: emptyFollowUps.values,
    }),
  );
}

/** Drops the follow-ups a used invitation held, once the sign-up has carried them to the profile. */
export async function dropInvitationFollowUp(email: string): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.invitation(email.toLowerCase()),
        UpdateExpression: 'SET #GSI3SK = :listed REMOVE #followUps',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#followUps': followUpsAttribute, '#GSI3SK': 'GSI3SK' },
        ExpressionAttributeValues: { ':listed': listedStamp(email) },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** Notes that the invitation's activity is on its account now (`carryInviteeKeeping`). */
export async function markInvitationActivityCarried(email: string): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.invitation(email.toLowerCase()),
        UpdateExpression: 'SET activityCarried = :carried',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':carried': true },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/**
 * Takes back an invitation nobody has used (its e-mail could not be sent): a used one stays,
 * as it records how its account came to be. True when one was deleted.
 */
export async function deleteInvitation(email: string, options: { importId?: string } = {}): Promise<boolean> {
  try {
    const { Attributes } = await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: invitationKeys.invitation(email.toLowerCase()),
        // An import's undo takes back only what that import created, and none that a sign-up has
        // begun with: its account, if the sign-up stopped half-way, is finished from it
        // (`finishSignUp`), and the import job may not remove a pool user (review 68 M2).
        ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#usedBy)${options.importId ? ' AND #importId = :importId AND attribute_not_exists(#signUpBegunAt)' : ''}`,
        ExpressionAttributeNames: {
          '#usedBy': 'usedBy',
          ...(options.importId && { '#importId': 'importId', '#signUpBegunAt': 'signUpBegunAt' }),
        },
        ...(options.importId && { ExpressionAttributeValues: { ':importId': options.importId } }),
        ReturnValues: 'ALL_OLD',
      }),
    );
    // Taken back unused: back on the waitlist it had left for it.
    const waitlisted = Attributes?.waitlistedAt;
    if (typeof waitlisted === 'string') await rejoinWaitlist(email, waitlisted);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Claims an imported invitation's e-mail, once: false when it was mailed or claimed already
 * (another delivery of its chunk is sending it, or died sending it), or when it is gone.
 */
export async function claimInvitationMail(email: string, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.invitation(email.toLowerCase()),
        UpdateExpression: 'SET #claimed = :now',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(#mailedAt) AND attribute_not_exists(#claimed)',
        ExpressionAttributeNames: { '#claimed': 'mailClaimedAt', '#mailedAt': 'mailedAt' },
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives the claim back when nothing went out, so a later run sends the e-mail. */
export async function releaseInvitationMail(email: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: invitationKeys.invitation(email.toLowerCase()),
      UpdateExpression: 'REMOVE #claimed',
      ExpressionAttributeNames: { '#claimed': 'mailClaimedAt' },
    }),
  );
}

/** Notes that an imported invitation's e-mail went out, so a resumed import does not mail it again. */
export async function markInvitationMailed(email: string, now: Date): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: invitationKeys.invitation(email.toLowerCase()),
        UpdateExpression: 'SET #mailedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#mailedAt': 'mailedAt' },
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    // Taken back meanwhile (an undo): nothing to note.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
