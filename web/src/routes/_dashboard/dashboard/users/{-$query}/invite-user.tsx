import { createFileRoute } from '@tanstack/react-router';
import { InviteUserScreen } from '../../../../../features/invite-user/components/invite-user-screen';

/** `/dashboard/users/invite-user`: invite an admin, an agent or a contact (document 2 §2, §4). */
export const Route = createFileRoute('/_dashboard/dashboard/users/{-$query}/invite-user')({
  component: InviteUserScreen,
});
