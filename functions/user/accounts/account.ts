import { toAgentDetails } from '@shared/agent';
import type { AgentDetailsForm } from '@shared/agent-schemas';
import type { AccountForm } from '@shared/profile-schemas';
import { hasAnyRole } from '@shared/roles';
import { messages } from '@shared/validation/messages';
import type { Caller } from '../../lib/auth/caller';
import { ConflictError, ForbiddenError, ValidationError, type FieldIssue } from '../../lib/errors';
import { keepHeadshot, keepImage } from './headshot';
import { updateAccount } from './profile-edits-repository';
import { recordNewsletterConsent } from '../notes-follow-ups/published';
import { getProfile, type ProfileRecord } from './profile-repository';
import { deleteFile } from '../uploads/published';
import { isPublicUrl, resolveHost, type ResolveHost } from './public-url';

/**
 * Saving the account form (`PUT /myprofile`): the fields of the form and nothing else, so
 * e-mail, roles and agent stay the server's. A fresh headshot upload is checked and kept;
 * an agent's links must lead to the public internet. It never creates a profile: a sign-up
 * does (profile-edits-repository.ts).
 */
const urlFields = ['website', 'instagram', 'linkedin', 'facebook', 'twitter'] as const;

export async function assertPublicLinks(agent: AgentDetailsForm, resolve: ResolveHost = resolveHost): Promise<void> {
  const verdicts = await Promise.all(
    urlFields.map(async (field) => {
      const value = agent[field];
      return !value || (await isPublicUrl(value, resolve));
    }),
  );
  const issues: FieldIssue[] = urlFields
    .filter((_, i) => !verdicts[i])
    .map((field) => ({ field: `agent.${field}`, message: messages.urlInvalid }));
  if (issues.length > 0) throw new ValidationError(issues);
}

export const accountMessages = {
  /** A save from a web bundle older than the sections' versions (its `version` alone). */
  staleBundle: 'This page is out of date. Reload it and try again.',
} as const;

export async function saveAccount(caller: Caller, form: AccountForm, now: Date): Promise<ProfileRecord> {
  const { agent, version: formerVersion, ...fields } = form;
  if (formerVersion !== undefined && !form.sectionVersions) throw new ConflictError(accountMessages.staleBundle);
  if (agent) {
    if (!hasAnyRole(caller.roles, ['agent', 'admin'])) throw new ForbiddenError('Only agents have agent details.');
    await assertPublicLinks(agent);
  }
  const fresh = [form.headshot, agent?.logo].some((key) => key?.startsWith('uploads/'));
  const switches = form.receiveEmail !== undefined || form.receiveSoldReport !== undefined;
  // What the form is compared with: only the sections it changes are written (QA 70a L4).
  const stored = await getProfile(caller.sub);
  const previous = fresh || switches ? stored : undefined;
  const headshot = form.headshot ? await keepHeadshot(caller.sub, form.headshot) : undefined;
  // The logo is the caller's own too; left out, the stored one stays.
  const logo = agent?.logo
    ? await keepImage({ key: agent.logo, uploader: caller.sub, owner: caller.sub, field: 'agent.logo' })
    : undefined;

  const saved = await updateAccount({
    userId: caller.sub,
    form: { ...fields, headshot, ...(logo && { logo }), ...(agent && { agent: toAgentDetails(agent) }) },
    stored,
    now: now.toISOString(),
  });
  // The replaced pictures are garbage now (unless the other field still names one); losing
  // this delete only leaves a file behind.
  const inUse = new Set([saved.headshot, saved.logo]);
  const replaced = [previous?.headshot, previous?.logo].filter((key): key is string => !!key && !inUse.has(key));
  await Promise.all(replaced.map((key) => deleteFile(key).catch(() => undefined)));
  if (switches) await recordNewsletterConsent(caller.sub, previous, saved, now);
  return saved;
}
