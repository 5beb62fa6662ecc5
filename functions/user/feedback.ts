import { randomUUID } from 'node:crypto';
import type { FeedbackItem, FeedbackPage } from '@shared/feedback';
import type { feedbackRequestSchema } from '@shared/feedback-schemas';
import type { z } from 'zod';
import { ValidationError } from '../lib/errors';
import { fullName } from '@shared/full-name';
import { feedbackPage, putFeedback, type FeedbackRecord } from './feedback-repository';
import { getProfile } from './profile-repository';
import { takeRateToken } from './rate-limits';

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
    page: request.page,
    ...(sender.userId && { userId: sender.userId }),
    createdAt: now.toISOString(),
  });
}

type Key = Record<string, string>;
const encodeCursor = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor we handed out, or a 400: anything else would let a caller steer the Query. */
function decodeCursor(cursor: string): Key {
  const invalid = new ValidationError([{ field: 'cursor', message: 'cursor is not valid.' }]);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const fields = ['PK', 'SK', 'GSI3PK', 'GSI3SK'];
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw invalid;
  const entries = Object.entries(key);
  const valid =
    entries.length === fields.length &&
    entries.every(([name, value]) => fields.includes(name) && typeof value === 'string') &&
    (key as Key).GSI3PK === 'TYPE#FEEDBACK';
  if (!valid) throw invalid;
  return key as Key;
}

/** The admin's list: a page of feedback, newest first, each with its sender's current name. */
export async function listFeedback(size: number, cursor: string | undefined): Promise<FeedbackPage> {
  const page = await feedbackPage(size, cursor === undefined ? undefined : decodeCursor(cursor));
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
