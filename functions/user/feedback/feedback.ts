import { randomUUID } from 'node:crypto';
import type { FeedbackItem, FeedbackPage } from '@shared/feedback';
import type { feedbackRequestSchema } from '@shared/feedback-schemas';
import * as z from 'zod';
import { decodeCursor, encodeCursor, keyPart } from '../../lib/paging-cursor';
import { fullName } from '@shared/full-name';
import { feedbackPage, putFeedback, type FeedbackRecord } from './feedback-repository';
import { getProfile } from '../accounts/published';
import { takeRateToken } from '../rate-limits/published';

/**
 * The feedback widget (document 2 §2, DECISIONS rows 25 and 41): visitors and users send a
 * rate, an optional text and the page; admins read them newest first on Platform Analytics.
 * Only the signed-in sender's id is kept with it, never an address (the rate limit counts an
 * HMAC of it, rate-key.ts).
 */
export async function sendFeedback(
  request: z.output<typeof feedbackRequestSchema>,
  sender: { callerKey: string; userId?: string },
  now: Date,
): Promise<void> {
  await takeRateToken('feedback', sender.callerKey, now);
  await putFeedback({
    id: randomUUID(),
    rate: request.rate,
    description: request.description,
    ...(request.page && { page: request.page }),
    ...(sender.userId && { userId: sender.userId }),
    createdAt: now.toISOString(),
  });
}

/**
 * The one key the feedback list's Query hands out (GSI3 `TYPE#FEEDBACK`, newest first): a cursor
 * carrying anything else is a 400 (functions/lib/paging-cursor.ts).
 */
const feedbackCursor = z.strictObject({
  PK: keyPart(/^FEEDBACK#[\w-]+$/),
  SK: z.literal('FEEDBACK'),
  GSI3PK: z.literal('TYPE#FEEDBACK'),
  GSI3SK: keyPart(),
});

/** The admin's list: a page of feedback, newest first, each with its sender's current name. */
export async function listFeedback(size: number, cursor: string | undefined): Promise<FeedbackPage> {
  const start = cursor === undefined ? undefined : decodeCursor(cursor, feedbackCursor, 'cursor is not valid.');
  const page = await feedbackPage(size, start);
  const senders = [...new Set(page.items.flatMap((item) => (item.userId ? [item.userId] : [])))];
  const names = new Map(
    await Promise.all(
      senders.map(async (id) => {
        const profile = await getProfile(id);
        return [
          id,
          profile ? fullName({ firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' }) : '',
        ] as const;
      }),
    ),
  );
  return {
    items: page.items.map((item) => asItem(item, names)),
    ...(page.next && { next: encodeCursor(page.next) }),
  };
}

function asItem({ userId, ...record }: FeedbackRecord, names: Map<string, string>): FeedbackItem {
  return { ...record, user: userId ? { id: userId, name: names.get(userId) ?? '' } : null };
}
