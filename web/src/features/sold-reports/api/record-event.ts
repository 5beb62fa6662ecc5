import type { EventRequest } from '@shared/events-schemas';
import { analyticsSessionId } from '../../../lib/analytics-session';
import { apiRequest } from '../../../lib/api-client';

type EventWithoutSession = EventRequest extends infer E ? (E extends unknown ? Omit<E, 'sessionId'> : never) : never;

/**
 * `POST /events` (document 1 §7.4), with the visit's analytics session. Fire and forget: a
 * lost analytics event must never disturb the page.
 */
export function recordEvent(event: EventWithoutSession): void {
  const sessionId = analyticsSessionId();
  const body = { ...event, ...(sessionId !== 'no-storage' && { sessionId }) };
  apiRequest('/events', { method: 'POST', body }).catch(() => undefined);
}
