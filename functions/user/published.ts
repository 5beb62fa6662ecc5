import { randomUUID } from 'node:crypto';
import { roles, type Role } from '@shared/roles';
import type { Caller } from '../lib/auth/caller';
import type { AccountStanding } from '../lib/auth/standing';
import type { MailLedger } from '../lib/mail/ledger';
import type { CountRequest } from '../lib/rate-limit/fixed-window';
import { clock } from '../lib/clock';
import { findAgent, findMyAgent } from './accounts/agent';
import { agentOfContact } from './accounts/contact-link';
import { contactProfilesOf } from './contacts/published';
import { hasListTombstone } from './contacts/users-list-repository';
import { putFeedItem } from './notes-follow-ups/feed-repository';
import { suggestFollowUpAfterReportOpen } from './mail/mail-events/follow-up-suggestion';
import { imageUrl } from './accounts/headshot';
import { mailLedgerRepository } from './mail/mail-ledger-repository';
import { getProfile, getProfileStanding, type ProfileRecord } from './accounts/profile-repository';
import { countRequest } from './rate-limits/rate-limit-repository';
import {
  deleteShowingRequest,
  putShowingRequest,
  type ShowingRecord,
} from './notes-follow-ups/showing-request-repository';

/** A staff member's picture as e-mails show it: a lasting address (accounts/headshot.ts `mailHeadshotUrl`). */
export { mailHeadshotUrl } from './accounts/headshot';

/**
 * What the user service offers the other services (DESIGN "Services keep to their own
 * tables"): the one module of this folder that another service may import (lint enforces it).
 * Reads of this service's table, and the few writes other services make in it because the
 * item belongs to a user (README.md "What the other services use").
 */

/**
 * A user's standing as every service's middleware checks it (`functions/lib/auth/standing.ts`):
 * whether the profile is archived and which roles it grants. Undefined when there is no
 * profile item. A status other than active (`deleting` while the delete job runs) counts as
 * archived, and unknown roles grant nothing: anything unexpected fails closed.
 */
export async function accountStanding(userId: string): Promise<AccountStanding | undefined> {
  const item = await getProfileStanding(userId);
  // A deleted user's tokens live on for up to an hour after their profile is gone: refused
  // like an archived user's while their tombstone is there (a day), not taken for a client.
  if (!item) return (await hasListTombstone(userId, clock.now())) ? { status: 'archived', roles: [] } : undefined;
  const granted = Array.isArray(item.roles) ? item.roles.filter((role): role is Role => roles.includes(role)) : [];
  return { status: item.status === undefined || item.status === 'active' ? 'active' : 'archived', roles: granted };
}

/** How a user is reached and named: what a request on their behalf tells an agent. */
export interface ContactDetails {
  firstName: string;
  lastName: string;
  phone?: string;
}

/** A user's name and phone from their profile; undefined without a profile. */
export async function contactDetails(userId: string): Promise<ContactDetails | undefined> {
  const profile = await getProfile(userId);
  if (!profile) return undefined;
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    ...(profile.phone && { phone: profile.phone }),
  };
}

/** An active agent as others address them: the agent's stored (verified) address and name. */
export interface AgentCard {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

/**
 * The caller's agent (the one on their profile; an agent is their own, DECISIONS row 4), if
 * they have an active one.
 */
export async function agentOf(caller: Caller): Promise<AgentCard | undefined> {
  const agent = await findMyAgent(caller);
  if (!agent) return undefined;
  return {
    id: agent.id,
    email: agent.email,
    firstName: agent.firstName ?? '',
    lastName: agent.lastName ?? '',
    ...(agent.phone && { phone: agent.phone }),
  };
}

/**
 * Counts one request of a rate limit (`functions/lib/rate-limit/`): the counters of every
 * service live in this table, so that every instance of every service shares them.
 */
export const countRateRequest: CountRequest = countRequest;

/**
 * The mail helper's suppression list and idempotency keys (`functions/lib/mail/`): every
 * service's mail is checked against this one table, so a bounce seen once stops all of it.
 */
export const mailLedger: MailLedger = mailLedgerRepository;

/** A showing request, kept in the partition of the user who asked (README.md "Showing request"). */
export type ShowingRequest = ShowingRecord;

/** Keeps a showing request once (its id is fresh). */
export const keepShowingRequest: (request: ShowingRequest) => Promise<void> = putShowingRequest;

/** Takes back a showing request whose mail could not be sent, so nothing is left half done. */
export const withdrawShowingRequest: (request: Pick<ShowingRequest, 'userId' | 'createdAt' | 'id'>) => Promise<void> =
  deleteShowingRequest;

/** The owner of a valuation and the agent it is branded with (issue 13). */
export interface ValuationParty {
  firstName: string;
  lastName: string;
  email: string;
  /** As stored (000-000-0000), when the profile has one: the review request gives it to the agent. */
  phone?: string;
  receiveEmail: boolean;
  /**
   * The owner's agent: the one on their profile, or themselves for an agent without one
   * (DECISIONS row 4). Undefined when they have none (or it is no longer an active agent).
   */
  agentId?: string;
  agent?: ValuationAgent;
}

/** The agent's branding as a valuation shows it (document 3 §3); images as signed URLs. */
export interface ValuationAgent {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  website?: string;
  logo?: string;
  headshot?: string;
}

/** A user and their agent, as a valuation names and brands them; undefined without a profile. */
export async function valuationParty(userId: string, now: Date): Promise<ValuationParty | undefined> {
  const profile = await getProfile(userId);
  if (!profile) return undefined;
  const agentId = agentOfContact(profile);
  const agent = agentId
    ? await findAgent(agentId)
    : profile.roles?.includes('agent') && profile.status !== 'archived'
      ? profile
      : undefined;
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email,
    ...(profile.phone && { phone: profile.phone }),
    // An archived account (DECISIONS row 24) is mailed nothing about its valuations.
    receiveEmail: profile.receiveEmail !== false && profile.status !== 'archived',
    ...(agent && { agentId: agent.id, agent: await brandingOf(agent, now) }),
  };
}

async function brandingOf(agent: ProfileRecord, now: Date): Promise<ValuationAgent> {
  const [headshot, logo] = await Promise.all([
    agent.headshot ? imageUrl(agent.headshot, now) : undefined,
    agent.logo ? imageUrl(agent.logo, now) : undefined,
  ]);
  return {
    firstName: agent.firstName ?? '',
    lastName: agent.lastName ?? '',
    email: agent.email,
    ...(agent.phone && { phone: agent.phone }),
    ...(agent.agent?.website && { website: agent.agent.website }),
    ...(logo && { logo }),
    ...(headshot && { headshot }),
  };
}

/**
 * The agent whose contact the user is, if any: the agent on their profile, and only while they
 * hold no staff role (a staff user is nobody's contact, DECISIONS row 45; `agentOfContact`).
 * What every other service's check that admits an agent through a contact reads.
 */
export async function agentIdOf(userId: string): Promise<string | undefined> {
  return agentOfContact(await getProfile(userId));
}

/**
 * The ids of the agent's contacts: the users whose profile names the agent and who hold no
 * staff role (`agentOfContact`). One Query of the agent's contact index, not a scan of users.
 */
export async function contactIdsOf(agentId: string): Promise<string[]> {
  const profiles = await contactProfilesOf(agentId);
  return profiles.filter((profile) => agentOfContact(profile) === agentId).map((profile) => profile.id);
}

/** Whether the user exists and is not archived (a valuation may be assigned to them). */
export async function activeUserExists(userId: string): Promise<boolean> {
  const profile = await getProfile(userId);
  return profile !== undefined && profile.status !== 'archived';
}

/**
 * The home-value events of document 2 §3, as feed items in the owner's feed, and the annual
 * report's (issue 17: made, print requested, deleted), whose payload also names the report.
 */
export type HomeValueEvent =
  | 'create'
  | 'update'
  | 'delete'
  | 'updateFrequence'
  | 'assigned'
  | 'view'
  | 'confirmed'
  | 'annualReportCreated'
  | 'annualReportPrintRequested'
  | 'annualReportDeleted';

/** Writes a HomeValue item to a user's activity feed. */
export async function recordHomeValueEvent(
  userId: string,
  event: HomeValueEvent,
  payload: { address: string; valuationId: string; reportId?: string },
  now: Date,
): Promise<void> {
  await putFeedItem({ feedType: 'HomeValue', event, time: now.toISOString(), id: randomUUID(), uid: userId, payload });
  // Issue 29: the owner's third look at their valuation in a week suggests a follow-up.
  if (event === 'view') await suggestFollowUpAfterReportOpen(userId, now);
}
