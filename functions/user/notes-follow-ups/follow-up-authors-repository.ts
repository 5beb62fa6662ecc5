import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { isClientOnly, type Role } from '@shared/roles';
import { updateIfCondition } from '../../lib/adapters/conditional-update';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import {
  accountIndexKeys,
  accountKeys,
  emptyFollowUps,
  followUpsAttribute,
  listChangeStamp,
} from '../accounts/published';

/*
 * The one-off move of follow-ups to their authors (QA 59a M3). Before it, a contact's item (a
 * profile, or an invitation before its person signed up) held one follow-up, `followUp`, with its
 * author in `by` (none on seeded ones: the contact's agent's), so an admin's replaced the agent's.
 * Now each author's is an entry of the `followUps` map (accounts/follow-up-expression.ts). This
 * job moves every `followUp` left to its author's entry, unless the author has set one in the map
 * since (theirs is newer and is kept), and drops one nobody could see (no author, and no agent
 * of the contact to stand for one). A used invitation's goes to the account it became. Until it
 * has run (a minute or so after the deploy that brings it), follow-ups of the old shape show
 * nowhere, and an agent's "Skip" in bulk on such a contact writes theirs anew, which the move then
 * keeps: the price of a move without a second shape read everywhere forever. It renews the users
 * list's stamp of each item it changes, so every warm list shows the follow-up again. Idempotent:
 * an item it moved holds no `followUp`, and no code writes one any more, so a second run finds
 * nothing. The scheduler runs it monthly and a deploy that changes its code once at once
 * (functions/jobs/jobs.ts); a run with an item it could not move fails, so that it is seen (the
 * job's alarm) and, locally, run again at the next start.
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
  /** A used invitation's account. */
  usedBy?: string;
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

/** An item's key and its users list's stamp (accounts/keys.ts `listed`), renewed by each write. */
function itemOf(PK: string, SK: string) {
  const profile = PK.startsWith('U#') && SK === 'PROFILE';
  const kind = profile ? 'USER' : PK.startsWith('I#') ? 'INVITE' : undefined;
  const stamp = kind && accountIndexKeys.listed(kind, listChangeStamp(), PK.slice(2)).GSI3SK;
  return { Key: { PK, SK }, profile, stamp };
}

/** The parts of an update that renew an item's stamp, when it has one. */
function renewing(stamp: string | undefined): {
  set: string[];
  names: Record<string, string>;
  values: Record<string, string>;
} {
  return stamp
    ? { set: ['#GSI3SK = :listed'], names: { '#GSI3SK': 'GSI3SK' }, values: { ':listed': stamp } }
    : { set: [], names: {}, values: {} };
}

/**
 * Moves one item's follow-up to its author's entry; true when it went there, false when it was
 * dropped. A used invitation's goes to the account it became (the sign-up carried the other
 * things kept on the person), the agent's on a profile answers the suggestion to set one, as
 * setting it does (mail-events/follow-up-suggestion.ts).
 */
async function move(item: LegacyItem): Promise<boolean> {
  const TableName = env().USER_TABLE;
  const source = itemOf(item.PK, item.SK);
  const target = item.usedBy ? itemOf(accountKeys.profile(item.usedBy).PK, 'PROFILE') : source;
  const inPlace = target === source;
  // An invitation whose person signs up after the scan: the sign-up has carried what it held, so
  // the follow-up goes to the account (below), not onto an invitation nobody reads any more.
  const openInvitation = !source.profile && !item.usedBy;
  const author = legacyAuthor(item);
  const { date, note } = item.followUp ?? {};
  if (author && typeof date === 'string') {
    await updateIfCondition({
      TableName,
      Key: target.Key,
      UpdateExpression: `SET ${emptyFollowUps.set}`,
      ConditionExpression: `attribute_exists(PK) AND ${emptyFollowUps.condition}`,
      ExpressionAttributeNames: emptyFollowUps.names,
      ExpressionAttributeValues: emptyFollowUps.values,
    });
    // The contact's agent's: a profile's while it holds no staff role, a used invitation's (whose
    // account is the client it invited) while it is a client's.
    const contactsAgent = source.profile
      ? isClientOnly(item.roles) && item.agentId
      : item.usedBy && item.role === 'client' && item.agentId;
    const answersSuggestion = target.profile && contactsAgent === author;
    const stamp = renewing(target.stamp);
    const remove = [...(inPlace ? ['#legacy'] : []), ...(answersSuggestion ? ['#suggestion'] : [])];
    const moved = await updateIfCondition({
      TableName,
      Key: target.Key,
      UpdateExpression: `SET ${['#followUps.#author = :followUp', ...stamp.set].join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#followUps.#author)${inPlace ? ' AND attribute_exists(#legacy)' : ''}${openInvitation ? ' AND attribute_not_exists(usedBy)' : ''}`,
      ExpressionAttributeNames: {
        '#followUps': followUpsAttribute,
        '#author': author,
        ...stamp.names,
        ...(inPlace && { '#legacy': legacyAttribute }),
        ...(answersSuggestion && { '#suggestion': 'followUpSuggestion' }),
      },
      ExpressionAttributeValues: { ':followUp': { date, note: typeof note === 'string' ? note : '' }, ...stamp.values },
    });
    if (moved && inPlace) return true;
    if (!moved && openInvitation) {
      const usedBy = await usedByNow(source.Key);
      if (usedBy) return move({ ...item, usedBy });
    }
    await dropLegacy(source);
    return moved;
  }
  await dropLegacy(source);
  return false;
}

/** The account an invitation became, read anew. */
async function usedByNow(Key: Record<string, string>): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: env().USER_TABLE, Key, ProjectionExpression: 'usedBy', ConsistentRead: true }),
  );
  return typeof Item?.usedBy === 'string' ? Item.usedBy : undefined;
}

/** Removes the follow-up of the old shape from an item, renewing its stamp. */
async function dropLegacy({ Key, stamp }: ReturnType<typeof itemOf>) {
  const renew = renewing(stamp);
  await updateIfCondition({
    TableName: env().USER_TABLE,
    Key,
    UpdateExpression: `${renew.set.length > 0 ? `SET ${renew.set.join(', ')} ` : ''}REMOVE #legacy`,
    ConditionExpression: 'attribute_exists(#legacy)',
    ExpressionAttributeNames: { '#legacy': legacyAttribute, ...renew.names },
    ...(stamp && { ExpressionAttributeValues: renew.values }),
  });
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
        ProjectionExpression: 'PK, SK, id, email, #roles, #role, agentId, usedBy, #legacy',
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
  if (summary.failed > 0)
    throw new Error(`${summary.failed} of ${summary.found} follow-ups not moved: ${JSON.stringify(summary)}`);
  return summary;
}
