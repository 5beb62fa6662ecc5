import { invitePathSchema } from '@shared/auth';
import { clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { noContent } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { getInvitation } from '../invitation-repository';
import { callerKeyOf } from '../../lib/rate-limit/rate-key';
import { takeRateToken } from '../rate-limits';
import { isOpen } from '../invitation';

/**
 * `GET /invite/{id}`, the e-mail step's whitelist check (document 1 §4.3): 204 when the
 * address (the id) has an open invitation, 404 when not. Rate-limited per caller.
 */
export const getInvite = endpoint({ params: invitePathSchema }, async ({ params, event }) => {
  await takeRateToken('probe', callerKeyOf(event), clock.now());
  if (!isOpen(await getInvitation(params.id))) throw new NotFoundError('No invitation for this e-mail address.');
  return noContent();
});
