import type { EventRequest } from '@shared/events-schemas';
import { analyticsSessionId } from '../../../lib/analytics-session';
import { api } from '../../../lib/api/client';
import { consented } from '../../../lib/consent';

type EventWithoutSession = EventRequest extends infer E ? (E extends unknown ? Omit<E, 'sessionId'> : never) : never;

/**
 * `POST /events` (document 1 §7.4). The visit's analytics session goes with it only after the
 * cookie banner's Accept all (DECISIONS row 44): before it, the open is a signed-in user's
 * account activity or a visitor's anonymous count, never tied to a visit. Fire and forget: a
 * lost analytics event must never disturb the page.
 */
export function recordEvent(event: EventWithoutSession): void {
  const sessionId = consented() ? analyticsSessionId() : 'no-storage';
  const body = { ...event, ...(sessionId !== 'no-storage' && { sessionId }) };
  api.user.recordEvent({ body }).catch(() => undefined);
}
