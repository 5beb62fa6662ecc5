import { user } from '@shared/contract/user';
import { signedInCaller } from '../../../lib/auth/caller';
import { clock } from '../../../lib/clock';
import { NotFoundError } from '../../../lib/errors';
import { ok, redirect } from '../../../lib/http/answers';
import { handle } from '../../../lib/http/handle';
import { findAgent, findMyAgent, findStaff, imageUrl, toAgentProfile } from '../../accounts/published';

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

/**
 * `GET /agents/{id}/headshot`: the picture our e-mails show of an agent (or of the admin who
 * invited someone), sent on to a link signed now (`imageUrl`: signed as of the half hour, good
 * for 30 to 60 minutes more, and the same for every reader, so CloudFront may keep the answer 20
 * minutes and a mail provider's image proxy 5 more). Anyone else, or no picture: 404, alike.
 */
export const getAgentHeadshot = handle(user.getAgentHeadshot, async ({ params }) => {
  const person = await findStaff(params.id);
  if (!person?.headshot) throw new NotFoundError('No picture.');
  // The link stays good 30 minutes at least: CloudFront keeps the answer 20, a mail provider's
  // image proxy after it 5 more, even one that ignores `Age` (review 46).
  return redirect(await imageUrl(person.headshot, clock.now()), { seconds: 5 * 60, sharedSeconds: 20 * 60 });
});
