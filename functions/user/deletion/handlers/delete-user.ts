import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { accepted } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { requestDeletion } from '../deletion';

/**
 * `DELETE /users/{id}`: 202 with `{ id, status: 'deleting' }` once the deletion is on record
 * and started (deletion.ts); `status: 'deleted'` for an invitation, which goes at once.
 */
export const deleteUser = handle(user.deleteUser, async ({ caller, params }) =>
  accepted(await requestDeletion(signedInCaller(caller), params.id, clock.now())),
);
