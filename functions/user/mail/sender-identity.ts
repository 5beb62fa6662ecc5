import { senderIdentityMessages, type SenderIdentity, type SenderIdentityState } from '@shared/sender-identity';
import type { Caller } from '../../lib/auth/caller';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { findAgent } from '../accounts/published';
import { getSenderIdentity, putSenderIdentity, requestSesIdentity } from './sender-identity-repository';

/**
 * `POST /verifySesIdentity/{id}` (DECISIONS row 12): the agent (for themselves) or an admin asks
 * SES to verify the agent's own address. Once SES says it is verified, the mail helper sends
 * the agent's mail from it (`isVerifiedSender`); until then from the product's address, as
 * "{agent} via {product}". The answer says which, with the spec's message while pending: the
 * only place that message is shown. Calling again refreshes the stored state from SES; `newLink`
 * says when this call had Amazon e-mail a link (the first, or a new one for an expired link).
 */
export async function verifySenderIdentity(agentId: string, caller: Caller, now: Date): Promise<SenderIdentity> {
  const email = await agentAddress(agentId, caller);
  const { status, newLink } = await requestSesIdentity(email);
  await putSenderIdentity({ email, agentId, status, checkedAt: now.toISOString() });
  return {
    email,
    status,
    ...(status === 'pending' && { message: senderIdentityMessages.notVerified }),
    ...(newLink && { newLink }),
  };
}

/**
 * `GET /verifySesIdentity/{id}`: how the agent's address stood when SES was last asked, from the
 * record the mail helper sends by; SES is not asked (the card's Check again does that).
 */
export async function senderIdentityState(agentId: string, caller: Caller): Promise<SenderIdentityState> {
  const email = await agentAddress(agentId, caller);
  return { email, status: (await getSenderIdentity(email))?.status ?? 'not-asked' };
}

/** The agent's address, for the agent themselves or an admin: 403 for another, 404 for no agent. */
async function agentAddress(agentId: string, caller: Caller): Promise<string> {
  if (!caller.roles.includes('admin') && agentId !== caller.sub) {
    throw new ForbiddenError('An agent verifies their own address only.');
  }
  const agent = await findAgent(agentId);
  if (!agent) throw new NotFoundError('There is no such agent.');
  return agent.email.trim().toLowerCase();
}
