import type { UserListItem } from '@shared/users';

/** Pure facts the screen shows, apart from the components so tests can pin them. */

/** Document 2 §5: the phone's placeholder stands in when there is none. */
export const phoneOrPlaceholder = (user: Pick<UserListItem, 'details'>) => user.details.phone || 'XXX-XXX-XXXX';
