import { invitationLinkPath } from '@shared/auth-invitation';
import type { InviteResent, InviteSent } from '@shared/contract/user/answers';
import { fullName } from '@shared/full-name';
import { inviteMessages, type InviteBodies, type InviteBody } from '@shared/invite-schemas';
import type { Role } from '@shared/roles';
import type { Caller } from '../../lib/auth/caller';
import { env } from '../../lib/env';
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { MailOutcomeUnknownError, sendMail } from '../../lib/mail/send';
import type { AgentBrand, OutgoingMail } from '../../lib/mail/message';
import { recordActivity } from '../notes-follow-ups/published';
import {
  findAgent,
  getProfile,
  hasProfileWithEmail,
  keepHeadshot,
  mailHeadshotUrl,
  type ProfileRecord,
} from '../accounts/published';
import { createInvitation, invitationUsed, isOpen, mayActOn, renewInvitationToken } from './invitation';
import { admitInvitationMail } from './invitation-limits';
import { hashInvitationToken } from './invitation-token';
import {
  deleteInvitation,
  leaveWaitlist,
  getInvitation,
  markInvitationMailed,
  type InvitationRecord,
  type InvitedProfile,
} from './invitation-repository';
import { mailLedgerRepository as mailLedger } from '../mail/published';
import { putInvitationTombstone } from '../contacts/published';

const logger = /* @__PURE__ */ createLogger('user');

/**
 * Invitations by e-mail (document 2 §2 "Invite new user", §4 "Invite flow", DECISIONS rows 12
 * and 33): the invitation holds the invitee's starting profile and a fresh secret token; the
 * e-mail carries the link `/sign-in?e=…&i=…` that binds the sign-up to it. The mail goes from
 * the product's address as "{agent} via {product}", replies to the agent.
 */

/**
 * Who a new client is assigned to: an agent's own invites are theirs; an admin chooses, or none.
 * An agent naming another agent (`POST /invite/agent/{id}/client`) is refused.
 */
async function assignedAgent(caller: Caller, requested: string | undefined, named: boolean) {
  const admin = caller.roles.includes('admin');
  if (!admin && named && requested !== caller.sub)
    throw new ForbiddenError('An agent invites clients of their own only.');
  const agentId = admin ? requested : caller.sub;
  if (!agentId) return undefined;
  const agent = await findAgent(agentId);
  if (!agent) throw new NotFoundError('There is no such agent.');
  return agent;
}

/** The fields of the body that the invitee's profile starts with, images kept under our prefix. */
async function invitedProfile(role: Role, body: InviteBody, inviterId: string): Promise<InvitedProfile> {
  const keep = (key: string | undefined) => (key ? keepHeadshot(inviterId, key) : undefined);
  const headshot = await keep(body.headshot);
  if (role === 'admin') return { ...(headshot && { headshot }) };
  if (role === 'client') {
    const { email: _e, firstName: _f, lastName: _l, headshot: _h, agent: _a, ...rest } = body as InviteBodies['client'];
    return { ...rest, ...(headshot && { headshot }) };
  }
  const agentBody = body as InviteBodies['agent'];
  const logo = await keep(agentBody.logo);
  const { website, jobDescription, aboutMe, instagram, linkedin, facebook, twitter, testimonials } = agentBody;
  return {
    ...(agentBody.phone && { phone: agentBody.phone }),
    ...(headshot && { headshot }),
    ...(logo && { logo }),
    agent: {
      ...(website && { website }),
      ...(jobDescription && { jobDescription }),
      ...(aboutMe && { aboutMe }),
      socialMedias: {
        ...(instagram && { instagram }),
        ...(linkedin && { linkedIn: linkedin }),
        ...(facebook && { facebook }),
        ...(twitter && { twitter }),
      },
      testimonials: testimonials ?? [],
    },
  };
}

/** The agent card of an invitation e-mail: the client's agent, or the inviting staff member. */
export function invitationBrand(person: ProfileRecord | undefined): AgentBrand | undefined {
  if (!person) return undefined;
  const headshotUrl = person.headshot ? mailHeadshotUrl(person.id) : undefined;
  return {
    name: fullName(person) || person.email,
    email: person.email,
    ...(person.phone && { phone: person.phone }),
    ...(headshotUrl && { headshotUrl }),
  };
}

const roleWords: Record<Role, string> = { client: 'a client', agent: 'an agent', admin: 'an administrator' };

/** The invitation e-mail: transactional (no unsubscribe), one per token issued. */
export function invitationMail(input: {
  invitation: Pick<InvitationRecord, 'email' | 'firstName' | 'role'>;
  token: string;
  /** The agent the invitation speaks for (a client's), or the inviting staff member. */
  brand: AgentBrand | undefined;
  siteUrl: string;
}): OutgoingMail {
  const { invitation, token, brand, siteUrl } = input;
  const link = `${siteUrl}${invitationLinkPath(invitation.email, token)}`;
  const from = brand?.name ?? 'Our team';
  const { PRODUCT_NAME: product, BROKERAGE_NAME: brokerage } = env();
  // A client is asked to the product; "join" the brokerage reads as an agency agreement (QA 47c L4).
  // Staff do join the brokerage, on the product.
  const client = invitation.role === 'client';
  const invited = client
    ? `${from} invited you to ${product} to follow your neighbourhood, see what homes sold for each month and track the value of your home.`
    : `${from} invited you to join ${brokerage} on ${product} as ${roleWords[invitation.role]}.`;
  return {
    to: invitation.email,
    // One message per token: a resend issues a new token, and so a new message.
    idempotencyKey: `invitation:${invitation.email}:${hashInvitationToken(token).slice(0, 16)}`,
    kind: 'transactional',
    subject: `${from} invited you to ${client ? product : brokerage}`,
    blocks: [
      { paragraph: `Hello ${invitation.firstName},` },
      { paragraph: invited },
      // The address named: forwarded or sent to an alias, "this" address was which? (QA 64 L6)
      { paragraph: `Create your account with ${invitation.email}. The link works for 14 days.` },
      { button: { label: 'Accept the invitation', url: link } },
      { paragraph: `If the button does not work, open this address: ${link}` },
    ],
    ...(brand && { agent: brand }),
  };
}

async function mailInvitation(invitation: InvitationRecord, token: string, now: Date): Promise<void> {
  const speaker = invitation.agentId ? await getProfile(invitation.agentId) : await getProfile(invitation.invitedBy);
  const mail = invitationMail({
    invitation,
    token,
    brand: invitationBrand(speaker),
    siteUrl: env().SITE_URL,
  });
  const outcome = await sendMail(mailLedger, mail, now);
  if (outcome.status === 'suppressed') {
    // The address asked for no mail or bounced: nothing went out, so the invite did not happen.
    throw new ServiceUnavailableError(inviteMessages.failed);
  }
}

/**
 * `POST /invite/{role}` and `POST /invite/agent/{id}/client`: creates the invitation and e-mails
 * its link. An address already invited (or signed up through an invitation) is 409 'Invite
 * already exists.'. When the e-mail cannot be sent the invitation is taken back, so the form can
 * simply be sent again: 503 'Invite failed.'. An address that already has an account is 409 too,
 * with its own message (ours: the spec has none). Past the invitation e-mail limits
 * (invitation-limits.ts: 3 to one address a day, an agent's daily budget), 429 and nothing is made.
 */
export async function inviteUser(
  role: Role,
  body: InviteBody,
  caller: Caller,
  now: Date,
  options: { agentId?: string } = {},
): Promise<InviteSent> {
  const agent =
    role === 'client'
      ? await assignedAgent(
          caller,
          options.agentId ?? (body as InviteBodies['client']).agent,
          options.agentId !== undefined,
        )
      : undefined;
  const existing = await getInvitation(body.email);
  if (existing) {
    // Invited already, so waiting no more: an entry from before invitations took it off (QA 56a M3).
    await leaveWaitlist(body.email);
    // A used invitation means an account: say so, rather than that an invitation is pending.
    throw new ConflictError(existing.usedBy ? inviteMessages.accountExists : inviteMessages.exists);
  }
  // Someone who signed up another way (or was seeded) has no invitation, but is no one to invite.
  if (await hasProfileWithEmail(body.email)) throw new ConflictError(inviteMessages.accountExists);
  // Within the address's 3 a day and the agent's budget (DECISIONS row 46), or 429 and nothing made.
  const admission = await admitInvitationMail(caller, body.email, now);
  const invitation = {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    role,
    ...(agent && { agentId: agent.id }),
    invitedBy: caller.sub,
    profile: await invitedProfile(role, body, caller.sub),
  };
  let token: string;
  try {
    token = await createInvitation(invitation, now);
  } catch (error) {
    await admission.giveBack();
    throw error;
  }
  const stored = (await getInvitation(body.email))!;
  let message: string = inviteMessages.sent;
  try {
    await mailInvitation(stored, token, now);
  } catch (error) {
    // SES's answer was lost (QA 48b M1): the e-mail most likely went out with this link, and its
    // key stays taken. Taking the invitation back would kill that link, and "failed" would have
    // the agent invite again: the invitation stands, and the answer says the e-mail is unconfirmed.
    if (!(error instanceof MailOutcomeUnknownError)) {
      logger.error('The invitation e-mail was not sent; the invitation is taken back', { error });
      if (await deleteInvitation(body.email)) await putInvitationTombstone(body.email, now);
      await admission.giveBack();
      throw new ServiceUnavailableError(inviteMessages.failed);
    }
    logger.error('The invitation e-mail may not have gone out; the invitation stands', { error });
    message = inviteMessages.sentUnconfirmed;
  }
  await recordActivity(body.email, 'Invited', now, { by: caller.sub });
  return { message, email: body.email };
}

/**
 * `PUT /invite/{id}/resent` (document 2 §4 "Invite resend"): a new token (the old link stops
 * working) and a new e-mail. Someone else's invitation, or none, is 404; a used one is 409;
 * past the invitation e-mail limits (invitation-limits.ts), 429 and the old link stays.
 */
export async function resendInvite(email: string, caller: Caller, now: Date): Promise<InviteResent> {
  const invitation = await getInvitation(email);
  if (!mayActOn(invitation, caller)) throw new NotFoundError('There is no such invitation.');
  if (!isOpen(invitation)) throw new ConflictError(invitationUsed);
  // Before the token is renewed: a refused resend leaves the link already mailed working.
  const admission = await admitInvitationMail(caller, invitation.email, now);
  // An imported invitation its import has not mailed yet: the import passes it over from now on,
  // rather than mail it again with a new link that kills this one (QA 48b M2).
  if (invitation.importId && !invitation.mailedAt) await markInvitationMailed(invitation.email, now);
  const token = await renewInvitationToken(invitation.email, now);
  if (!token) {
    await admission.giveBack();
    throw new ConflictError(invitationUsed);
  }
  let message: string = inviteMessages.resent;
  try {
    await mailInvitation(invitation, token, now);
  } catch (error) {
    // As for a new invitation: SES's answer lost, the e-mail most likely went out (QA 48b M1).
    if (!(error instanceof MailOutcomeUnknownError)) {
      logger.error('The invitation was renewed but its e-mail not sent', { error });
      await admission.giveBack();
      throw new ServiceUnavailableError(inviteMessages.resendFailed);
    }
    logger.error('The renewed invitation e-mail may not have gone out', { error });
    message = inviteMessages.resentUnconfirmed;
  }
  await recordActivity(invitation.email, 'ResendInvite', now, { by: caller.sub });
  return { message };
}
