import { Title } from '@mantine/core';

/** `/dashboard/users/invite-user` (document 2 §2): the invite form. Built in issue 15. */
export function InviteUserScreen() {
  return <Title order={2}>Invite new user</Title>;
}
