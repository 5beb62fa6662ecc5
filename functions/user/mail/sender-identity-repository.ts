import {
  AlreadyExistsException,
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  NotFoundException,
} from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SenderIdentityStatus } from '@shared/sender-identity';
import { dynamo, ses } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { withoutKeys } from '../../lib/item-keys';
import { mailKeys } from './keys';

/** What the user table keeps of an agent's sending identity: the mail helper reads it per send. */
export interface SenderIdentityRecord {
  email: string;
  agentId: string;
  status: SenderIdentityStatus;
  /** ISO instant of the last time SES was asked. */
  checkedAt: string;
}

const table = () => env().USER_TABLE;

export async function getSenderIdentity(email: string): Promise<SenderIdentityRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: mailKeys.senderIdentity(email.trim().toLowerCase()) }),
  );
  return Item ? withoutKeys<SenderIdentityRecord>(Item) : undefined;
}

export async function putSenderIdentity(record: SenderIdentityRecord): Promise<void> {
  const email = record.email.trim().toLowerCase();
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...mailKeys.senderIdentity(email), ...record, email } }),
  );
}

/**
 * Asks SES to verify an address (SES v2 CreateEmailIdentity: Amazon e-mails it a link), or, when
 * it is an identity already, how its verification stands (GetEmailIdentity). SES's PENDING,
 * TEMPORARY_FAILURE and NOT_STARTED are all 'pending' here: the address cannot send yet.
 *
 * FAILED is a link not followed within its 24 hours: SES never sends another for the identity,
 * and "follow the link" would send the agent to a dead one. The identity is deleted and made
 * again, so Amazon e-mails a new link, and the answer is pending (QA 64: it stayed pending for
 * good).
 *
 * The local stack: aws-ses-v2-local has no identity API, so with `SES_ENDPOINT` set SES is not
 * asked: the table's record is the whole truth (pending until `putSenderIdentity` marks it
 * verified: tests do, and README.md "Sender identity" shows how by hand).
 */
export async function requestSesIdentity(email: string): Promise<SesCheck> {
  if (env().SES_ENDPOINT) {
    const stored = await getSenderIdentity(email);
    return stored ? { status: stored.status } : { status: 'pending', newLink: true };
  }
  try {
    const created = await ses().send(new CreateEmailIdentityCommand({ EmailIdentity: email }));
    return created.VerifiedForSendingStatus ? { status: 'verified' } : { status: 'pending', newLink: true };
  } catch (error) {
    if (!(error instanceof AlreadyExistsException)) throw error;
  }
  let identity;
  try {
    identity = await ses().send(new GetEmailIdentityCommand({ EmailIdentity: email }));
  } catch (error) {
    // Deleted by a renewal crossing this check (renewIdentity): it makes it again.
    if (!(error instanceof NotFoundException)) throw error;
    await renewIdentity(email);
    return { status: 'pending', newLink: true };
  }
  if (identity.VerifiedForSendingStatus) return { status: 'verified' };
  if (identity.VerificationStatus !== 'FAILED') return { status: 'pending' };
  await renewIdentity(email);
  return { status: 'pending', newLink: true };
}

/** How SES answered a check, and whether it had Amazon e-mail a link (a first one, or a new one). */
export interface SesCheck {
  status: SenderIdentityStatus;
  newLink?: true;
}

/**
 * Deletes and makes again an identity whose link expired, so Amazon e-mails a new one. Two checks
 * at once (the agent and an admin, two tabs) may cross: one finds it deleted already, or made
 * again already; either way a new link is on its way, and the answer is pending (review 65 L3).
 */
async function renewIdentity(email: string): Promise<void> {
  try {
    await ses().send(new DeleteEmailIdentityCommand({ EmailIdentity: email }));
  } catch (error) {
    if (!(error instanceof NotFoundException)) throw error;
  }
  try {
    await ses().send(new CreateEmailIdentityCommand({ EmailIdentity: email }));
  } catch (error) {
    if (!(error instanceof AlreadyExistsException)) throw error;
  }
}
