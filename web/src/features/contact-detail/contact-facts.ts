import { displayDate } from '@shared/format/dates';
import type { UserListItem } from '@shared/users';

/** Pure facts the screen shows, apart from the components so tests can pin them. */

const dayMs = 86_400_000;

/** Document 2 §9: session times show in whole minutes. */
export function minutes(ms: number): string {
  return `${Math.round(ms / 60_000)} min`;
}

/** Document 2 §5: the phone's placeholder stands in when there is none. */
export const phoneOrPlaceholder = (user: Pick<UserListItem, 'details'>) => user.details.phone || 'XXX-XXX-XXXX';

/** The `tel:` link of a stored `416-555-0199`: the Canadian number with its country code. */
export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** A card's last-login line: 'Within a day', 'Yesterday', '5 days ago' or the date. */
export function lastLoginLabel(lastLoginAt: string | undefined, now: Date): string {
  if (!lastLoginAt) return 'Never signed in';
  const days = Math.floor((now.getTime() - Date.parse(lastLoginAt)) / dayMs);
  if (days < 1) return 'Within a day';
  if (days < 2) return 'Yesterday';
  if (days < 30) return `${days} days ago`;
  return displayDate(lastLoginAt);
}
