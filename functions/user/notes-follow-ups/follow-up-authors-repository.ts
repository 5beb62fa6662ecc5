import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isClientOnly, type Role } from '@shared/roles';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { accountIndexKeys, followUpsAttribute, listChangeStamp } from '../accounts/published';

/*
 * The one-off move of follow-ups to their authors (QA 59a M3). Before it, a contact's item (a
 * profile, or an invitation before its person signed up) held one follow-up, `followUp`, with its
 * author in `by` (none on seeded ones: the contact's agent's), so an admin's replaced the agent's.
 * Now each author's is an entry of the `followUps` map (accounts/follow-up-expression.ts). This
 * job moves every `followUp` left to its author's entry, unless the author has set one in the map
 * since (theirs is newer and is kept), and drops one nobody could see (no author, and no agent
 * of the contact to stand for one). It renews the users list's stamp of each item it changes, so
 * every warm list shows the follow-up again. Idempotent: an item it moved holds no `followUp`,
 * and no code writes one any more, so a second run finds nothing. The scheduler runs it daily
 * and a deploy that changes its code once at once (functions/jobs/jobs.ts).
 */

const legacyAttribute = 'followUp';

interface LegacyItem {
  PK: string;
  SK: string;
  id?: string;
  email?: string;
  roles?: Role[];
  role?: string;
  agentId?: string;
  followUp?: { date?: unknown; note?: unknown; by?: unknown };
}

export interface FollowUpAuthorsSummary {
  /** Items found with a follow-up of the old shape. */
  found: number;
  /** Moved to their author's entry. */
  moved: number;
  /** Kept out: the author had set one since, or nobody could see it. */
  dropped: number;
  failed: number;
}

/**
 * Who the follow-up of the old shape was shown to (the old `visibleFollowUp`): its author, or for
 * one without, the contact's agent: a profile's while it holds no staff role, an invitation's while
 * it is a client's.
 */
export function legacyAuthor(item: LegacyItem): string | undefined {
  const by = item.followUp?.by;
  if (typeof by === 'string' && by) return by;
  if (item.PK.startsWith('I#')) return item.role === 'client' ? item.agentId : undefined;
  return isClientOnly(item.roles) ? item.agentId : undefined;
}

/** The users list's stamp of the item (accounts/keys.ts `listed`). */
function listedStampOf(item: LegacyItem): string | undefined {
  if (item.PK.startsWith('U#') && item.SK === 'PROFILE') {
    return accountIndexKeys.listed('USER', listChangeStamp(), item.PK.slice(2)).GSI3SK;
  }
  if (item.PK.startsWith('I#')) return accountIndexKeys.listed('INVITE', listChangeStamp(), item.PK.slice(2)).GSI3SK;
  return undefined;
}

/** Sends an update; false when its condition fails. */
async function conditionally(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Moves one item's follow-up; true when it went to its author's entry, false when it was dropped. */
async function move(item: LegacyItem): Promise<boolean> {
  const TableName = env().USER_TABLE;
  const Key = { PK: item.PK, SK: item.SK };
  const stamp = listedStampOf(item);
  const listed = stamp
    ? { set: ', #GSI3SK = :listed', names: { '#GSI3SK': 'GSI3SK' }, values: { ':listed': stamp } }
    : undefined;
  const author = legacyAuthor(item);
  const { date, note } = item.followUp ?? {};
  if (author && typeof date === 'string') {
    const names = { '#legacy': legacyAttribute, '#followUps': followUpsAttribute, '#author': author };
    await conditionally({
      TableName,
      Key,
      UpdateExpression: 'SET #followUps = :empty',
      ConditionExpression: 'attribute_exists(#legacy) AND attribute_not_exists(#followUps)',
      ExpressionAttributeNames: { '#legacy': legacyAttribute, '#followUps': followUpsAttribute },
      ExpressionAttributeValues: { ':empty': {} },
    });
    const moved = await conditionally({
      TableName,
      Key,
      UpdateExpression: `SET #followUps.#author = :followUp${listed?.set ?? ''} REMOVE #legacy`,
      ConditionExpression: 'attribute_exists(#legacy) AND attribute_not_exists(#followUps.#author)',
      ExpressionAttributeNames: { ...names, ...listed?.names },
      ExpressionAttributeValues: {
        ':followUp': { date, note: typeof note === 'string' ? note : '' },
        ...listed?.values,
      },
    });
    if (moved) return true;
  }
  await conditionally({
    TableName,
    Key,
    UpdateExpression: listed ? 'SET #GSI3SK = :listed REMOVE #legacy' : 'REMOVE #legacy',
    ConditionExpression: 'attribute_exists(#legacy)',
    ExpressionAttributeNames: { '#legacy': legacyAttribute, ...listed?.names },
    ...(listed && { ExpressionAttributeValues: listed.values }),
  });
  return false;
}

/** The `follow-up-authors` job: every follow-up of the old shape moved to its author's entry. */
export async function runFollowUpAuthors(context: {
  log: (message: string, details?: Record<string, unknown>) => void;
}): Promise<FollowUpAuthorsSummary> {
  const summary: FollowUpAuthorsSummary = { found: 0, moved: 0, dropped: 0, failed: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: env().USER_TABLE,
        FilterExpression: 'attribute_exists(#legacy)',
        ProjectionExpression: 'PK, SK, id, email, #roles, #role, agentId, #legacy',
        ExpressionAttributeNames: { '#legacy': legacyAttribute, '#roles': 'roles', '#role': 'role' },
        ...(ExclusiveStartKey && { ExclusiveStartKey }),
      }),
    );
    for (const item of (page.Items ?? []) as LegacyItem[]) {
      summary.found += 1;
      try {
        if (await move(item)) summary.moved += 1;
        else summary.dropped += 1;
      } catch (error) {
        summary.failed += 1;
        context.log('Follow-up not moved', {
          key: item.PK.startsWith('U#') ? item.PK : 'an invitation',
          error: String(error),
        });
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return summary;
}
