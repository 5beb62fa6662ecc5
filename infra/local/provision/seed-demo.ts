import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { invitationLinkPath } from '@shared/auth-invitation';
import { ConflictError } from '../../../functions/lib/errors';
import {
  createInvitation,
  renewInvitationToken,
  type NewInvitation,
} from '../../../functions/user/invitations/invitation';
import { putInvitation } from '../../../functions/user/invitations/invitation-repository';
import { getProfile, putNewProfile, putSeededProfiles } from '../../../functions/user/accounts/profile-repository';
import { writeBatches } from '../../../functions/lib/adapters/batch-write';
import { env } from '../../../functions/lib/env';
import { generateEmailActivity } from '../seed/email-events';
import { generateFollowings } from '../seed/followings';
import { activityFigures, generatePeople } from '../seed/people';
import { generateWebAnalytics } from '../seed/web-analytics';
import { generateReportOpens, type ReportReader } from '../seed/report-opens';
import { gtaNeighbourhoodTable } from '../seed/data/gta-neighbourhoods';
import { putWaitlistEntry } from '../../../functions/user/invitations/waitlist-repository';
import { poolUserOf } from '../../tools/pool-user';
import { demoAccounts, demoInvitations, demoPassword, demoWaitlist, type DemoAccount } from './demo-accounts';

/**
 * Creates the demo people on first start: Cognito users, then their profile items through the
 * user service's own repositories (so the items have exactly the keys the service reads).
 * Idempotent: what exists is kept, so a start that stopped half-way completes on the next one.
 * The repositories read the table names from the functions' environment, set before this runs.
 */
export interface SeededAccount {
  email: string;
  password: string;
  role: DemoAccount['role'];
  name: string;
  sub: string;
  agent?: string;
}

/** An open demo invitation and its link, the way its invitee would get it by e-mail. */
export interface SeededInvitation {
  email: string;
  name: string;
  role: DemoAccount['role'];
  /** The e-mail of the agent a client will be assigned to. */
  agent?: string;
  link: string;
}

async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  account: DemoAccount,
): Promise<string> {
  const existing = (await poolUserOf(cognito, userPoolId, account.email))?.sub;
  if (existing) return existing;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: `${account.firstName} ${account.lastName}` },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      Password: demoPassword,
      Permanent: true,
    }),
  );
  if (account.role !== 'client') {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: account.role }),
    );
  }
  const sub = (await poolUserOf(cognito, userPoolId, account.email))?.sub;
  if (!sub) throw new Error(`cognito-local did not keep the demo user ${account.email}.`);
  return sub;
}

/**
 * The token of a demo invitation. Only its hash is stored, so the raw one cannot be read back
 * on a restart: every start gives each open invitation a new one instead (what Resend does),
 * valid 14 days from the start's clock. The links of the previous start stop working, and an
 * invitation already used (its invitee signed up) gets none.
 */
async function demoInvitationToken(invitation: NewInvitation, now: Date): Promise<string | undefined> {
  try {
    return await createInvitation(invitation, now);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
  return renewInvitationToken(invitation.email, now);
}

/** Runs a conditional create; "already exists" is what a restart expects. */
async function createOnce(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

/**
 * Each demo agent's book of contacts for the dashboard's lists (seed/people.ts): 20 to 60
 * generated people with activity figures and follow-ups. They have profiles but no Cognito
 * account, like contacts imported before they registered, so they cannot sign in. Written
 * once per data folder: a restart finds the first of them and writes nothing.
 */
async function seedContacts(agentIds: string[], namedReaders: readonly ReportReader[], now: Date): Promise<void> {
  const books = agentIds.map((agentId, i) =>
    generatePeople({ seed: `demo-${i}`, tag: `demo${i}`, agentIds: [agentId], count: [48, 27, 60, 20][i % 4]!, now }),
  );
  const first = books[0]?.[0];
  if (!first || (await getProfile(first.id))) return;
  const people = books.flat();
  // Sample e-mail activity (seed/email-events.ts): the rollups Email Analytics reads, the feed
  // items, and what the same events would have left on the profiles: the follow-up suggestions
  // of the product's own rule, and the newsletter off for whoever unsubscribed from it.
  const { rollups, feed, suggestions, unsubscribedAt } = generateEmailActivity({ seed: 'demo', contacts: people, now });
  for (const person of people) {
    const suggestion = suggestions.get(person.id);
    if (suggestion) person.followUpSuggestion = suggestion;
    if (unsubscribedAt.has(person.id)) person.receiveSoldReport = false;
  }
  await putSeededProfiles(people);
  // A year of web-analytics rollups (seed/web-analytics.ts), the logins in the contacts' scale.
  const web = generateWebAnalytics({ seed: 'demo', people, now });
  // The sold reports their counters say they opened, in their Activity (seed/report-opens.ts).
  // The named clients too: their Insights count opens from activityFigures (QA 22a F4: Olivia's
  // said 17 over 8 in her Activity, the 9 seeded ones having none behind them).
  const neighbourhoodIds = gtaNeighbourhoodTable().map((row) => row.id);
  const opens = generateReportOpens({ seed: 'demo', people: [...people, ...namedReaders], neighbourhoodIds, now });
  // The neighbourhoods they follow (seed/followings.ts): what their monthly newsletter reports on.
  const followings = generateFollowings({ seed: 'demo', people, neighbourhoodIds, now });
  await writeBatches(env().USER_TABLE, [...rollups, ...feed, ...opens, ...web.items, ...followings]);
}

export async function seedDemo(options: {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  now: Date;
  /** The site the invitation links point to. */
  siteUrl: string;
}): Promise<{ accounts: SeededAccount[]; invitations: SeededInvitation[] }> {
  const { cognito, userPoolId } = options;
  const createdAt = options.now.toISOString();
  const subs = new Map<string, string>();
  const seeded: SeededAccount[] = [];

  // Agents come before their clients, whose profiles carry the agent's id.
  for (const account of demoAccounts) {
    const sub = await ensureCognitoUser(cognito, userPoolId, account);
    subs.set(account.email, sub);
    const agentId = account.agent ? subs.get(account.agent) : undefined;
    await createOnce(() =>
      putNewProfile({
        id: sub,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        roles: [account.role],
        ...(agentId && { agentId }),
        ...(account.phone && { phone: account.phone }),
        ...(account.address && { address: account.address }),
        ...(account.agentDetails && { agent: account.agentDetails }),
        preferredContactMethod: 'email',
        receiveEmail: true,
        receiveSoldReport: true,
        createdAt,
        // The admin never shows in a contact list; the others sort among generated contacts.
        ...(account.role !== 'admin' && activityFigures(account.email, options.now)),
      }),
    );
    // How each account but the admin's came to be: an invitation, used (Release 1's Registered
    // percent counts them), by the agent for a client, else by the admin (the first account).
    const inviter = subs.get(account.agent ?? demoAccounts[0]!.email);
    if (account.role !== 'admin' && inviter) {
      await createOnce(() =>
        putInvitation({
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          role: account.role,
          ...(agentId && { agentId }),
          invitedBy: inviter,
          createdAt,
          usedAt: createdAt,
          usedBy: sub,
        }),
      );
    }
    seeded.push({
      email: account.email,
      password: demoPassword,
      role: account.role,
      name: `${account.firstName} ${account.lastName}`,
      sub,
      ...(account.agent && { agent: account.agent }),
    });
  }

  // A named client's opens spread over the half year before their last login (their profile is
  // dated today, the day the data folder was made).
  const namedReaders = demoAccounts
    .filter((account) => account.role === 'client')
    .map((account) => {
      const figures = activityFigures(account.email, options.now);
      const from = Date.parse(figures.lastLoginAt) - 182 * 86_400_000;
      return { id: subs.get(account.email)!, createdAt: new Date(from).toISOString(), ...figures };
    });
  await seedContacts(
    demoAccounts.filter((account) => account.role === 'agent').map((account) => subs.get(account.email)!),
    namedReaders,
    options.now,
  );

  const invitations: SeededInvitation[] = [];
  for (const invitation of demoInvitations) {
    const agentId = invitation.agent ? subs.get(invitation.agent) : undefined;
    const token = await demoInvitationToken(
      {
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        role: invitation.role,
        ...(agentId && { agentId }),
        invitedBy: subs.get(invitation.invitedBy) ?? invitation.invitedBy,
      },
      options.now,
    );
    if (!token) continue;
    invitations.push({
      email: invitation.email,
      name: `${invitation.firstName} ${invitation.lastName}`,
      role: invitation.role,
      ...(invitation.agent && { agent: invitation.agent }),
      link: `${options.siteUrl}${invitationLinkPath(invitation.email, token)}`,
    });
  }

  for (const email of demoWaitlist) await createOnce(() => putWaitlistEntry({ email, createdAt }));
  return { accounts: seeded, invitations };
}
