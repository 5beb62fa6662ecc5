import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { NotFoundError } from '../../../lib/errors';
import { ok } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { findAgent, findMyAgent, toAgentProfile } from '../../accounts/published';

/** `GET /profiles/myagent`: the caller's agent; 404 when none is assigned yet. */
export const getMyAgent = handle(user.getMyAgent, async ({ caller }) => {
  const agent = await findMyAgent(signedInCaller(caller));
  if (!agent) throw new NotFoundError('An agent will be assigned to you soon.');
  return ok(await toAgentProfile(agent, clock.now()));
});

/** `GET /agents/{id}`: an agent's public page (document 1 §2.8, open to anonymous visitors). */
export const getAgent = handle(user.getAgent, async ({ params }) => {
  const agent = await findAgent(params.id);
  if (!agent) throw new NotFoundError('Agent not found.');
  return ok(await toAgentProfile(agent, clock.now()));
});
