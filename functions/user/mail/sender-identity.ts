import { senderIdentityMessages, type SenderIdentity } from '@shared/sender-identity';
import type { Caller } from '../../lib/auth/caller';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { findAgent } from '../accounts/published';
import { putSenderIdentity, requestSesIdentity } from './sender-identity-repository';

/**
 * `POST /verifySesIdentity/{id}` (DECISIONS row 12): the agent (for themselves) or an admin asks
 * SES to verify the agent's own address. Once SES says it is verified, the mail helper sends
 * the agent's mail from it (`isVerifiedSender`); until then from the product's address, as
 * "{agent} via {product}". The answer says which, with the spec's message while pending: the
 * only place that message is shown. Calling again refreshes the stored state from SES.
 */
export async function verifySenderIdentity(agentId: string, caller: Caller, now: Date): Promise<SenderIdentity> {
  if (!caller.roles.includes('admin') && agentId !== caller.sub) {
    throw new ForbiddenError('An agent verifies their own address only.');
  }
  const agent = await findAgent(agentId);
  if (!agent) throw new NotFoundError('There is no such agent.');
  const email = agent.email.trim().toLowerCase();
  const status = await requestSesIdentity(email);
  await putSenderIdentity({ email, agentId, status, checkedAt: now.toISOString() });
  return { email, status, ...(status === 'pending' && { message: senderIdentityMessages.notVerified }) };
}
