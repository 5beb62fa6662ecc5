import { Text } from '@mantine/core';
import type { UserListItem } from '@shared/users';

/**
 * The contact detail screen's Profile tab (document 2 §2). Its sections, Archive, Delete and the
 * role control are being built on their own branch; this is the seam the screen renders.
 */
export function ProfileTab({ user }: { user: UserListItem }) {
  return <Text c="dimmed">Profile of {user.details.email}</Text>;
}
