import type { ManagedProfile } from '@shared/profile-sections';
import type { ProfileSectionUpdate } from '@shared/profile-sections-schemas';

/*
 * What the dashboard's sections show and their forms edit, read from the profile (document 2
 * §2, §3 "Profile form sections"); the account and home-ownership values are the shared
 * forms' (web/src/ui/profile-forms/). No zod here: the views use these, and the checks load
 * with the forms (check-section.ts).
 */

/** A customer: a user with no group role (document 2 §3: "roles null is a customer"). */
export const isCustomer = (profile: Pick<ManagedProfile, 'roles'>) =>
  !profile.roles.includes('agent') && !profile.roles.includes('admin');
export const isAgent = (profile: Pick<ManagedProfile, 'roles'>) => profile.roles.includes('agent');

/** Document 2 §2: the Profile tab shows everyone's phone; My profile only an agent's. */
export const showsPhone = (profile: Pick<ManagedProfile, 'roles'>, own: boolean) => !own || isAgent(profile);

/** The agent form's fields (shared/agent-schemas.ts), the social links flat as the form has them. */
export interface AgentValues {
  website: string;
  jobDescription: string;
  aboutMe: string;
  instagram: string;
  linkedin: string;
  facebook: string;
  twitter: string;
}

export const agentFieldLabels: Record<keyof AgentValues, string> = {
  website: 'Website',
  jobDescription: 'Title',
  aboutMe: 'Bio',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

export function agentValues(profile: ManagedProfile): AgentValues {
  const agent = profile.agent ?? {};
  const social = agent.socialMedias ?? {};
  return {
    website: agent.website ?? '',
    jobDescription: agent.jobDescription ?? '',
    aboutMe: agent.aboutMe ?? '',
    instagram: social.instagram ?? '',
    linkedin: social.linkedIn ?? '',
    facebook: social.facebook ?? '',
    twitter: social.twitter ?? '',
  };
}

export const testimonialsOf = (profile: ManagedProfile): string[] => profile.agent?.testimonials ?? [];

/** The pictures a profile section holds: Account details' headshot, Agent details' logo. */
export type PictureField = 'headshot' | 'logo';

/**
 * The section that carries a new picture, with everything else in it as stored (a section
 * writes all its fields): the account section for a headshot, the agent section for a logo.
 */
export function pictureUpdate(profile: ManagedProfile, field: PictureField, key: string): ProfileSectionUpdate {
  if (field === 'headshot') {
    return {
      section: 'account',
      version: profile.sectionVersions.account,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      address: profile.address,
      dob: profile.dob,
      preferredContactMethod: profile.preferredContactMethod,
      headshot: key,
    };
  }
  const values = agentValues(profile);
  const orUndefined = (value: string) => value || undefined;
  return {
    section: 'agent',
    version: profile.sectionVersions.agent,
    website: orUndefined(values.website),
    jobDescription: orUndefined(values.jobDescription),
    aboutMe: orUndefined(values.aboutMe),
    instagram: orUndefined(values.instagram),
    linkedin: orUndefined(values.linkedin),
    facebook: orUndefined(values.facebook),
    twitter: orUndefined(values.twitter),
    logo: key,
  };
}
