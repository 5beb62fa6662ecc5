import { ofType } from '../../lib/item-keys';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FeedbackRate } from '@shared/feedback';
import { dynamo } from '../../lib/aws-clients';
import { env } from '../../lib/env';
import { feedbackKeys } from './keys';

/** One stored submission of the feedback widget (README.md "Feedback"). Never the sender's address. */
export interface FeedbackRecord {
  id: string;
  rate: FeedbackRate;
  description: string;
  page?: string;
  /** The signed-in sender's id; absent for a visitor. */
  userId?: string;
  createdAt: string;
}

type Key = Record<string, string>;
const table = () => env().USER_TABLE;

export async function putFeedback(record: FeedbackRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...feedbackKeys.feedback(record.id),
        ...ofType('FEEDBACK', record.createdAt, record.id),
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A page of feedback, newest first; `next` is the last key read when more may follow. */
export async function feedbackPage(limit: number, start?: Key): Promise<{ items: FeedbackRecord[]; next?: Key }> {
  const page = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': ofType('FEEDBACK', '', '').GSI3PK },
      ScanIndexForward: false,
      Limit: limit,
      ...(start && { ExclusiveStartKey: start }),
    }),
  );
  const items = (page.Items ?? []).map((item) => ({
    id: String(item.id),
    rate: item.rate as FeedbackRate,
    description: String(item.description ?? ''),
    ...(typeof item.page === 'string' && { page: item.page }),
    ...(typeof item.userId === 'string' && { userId: item.userId }),
    createdAt: String(item.createdAt),
  }));
  return { items, ...(page.LastEvaluatedKey && { next: page.LastEvaluatedKey as Key }) };
}
