import { deletion } from '@shared/contract/user/deletion';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { deleteUser } from './handlers/delete-user';

/** The routes of deleting a user (shared/contract/user/deletion.ts), bound to their handlers. */
export const routes: Route[] = bind(deletion, {
  deleteUser,
});
