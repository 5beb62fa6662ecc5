import type { AgentDetails } from './agent';
import type { UserProfile } from './profile';
import type { Role } from './roles';

/*
 * A profile as the dashboard edits it (document 2 §2 "Profile tab", §4 "Profile sections"):
 * one section at a time, with the versions of its sections (profile.ts `SectionVersions`, which
 * the account page reads and sends too). The request's zod schemas are in
 * profile-sections-schemas.ts.
 */
export { profileSections, type ProfileSection, type SectionVersions } from './profile';

/**
 * `GET /profiles/{id}`, `GET /myprofile/{id}` and the answer of `PUT /profiles/{id}`: the
 * account page's profile plus what the dashboard shows and edits.
 */
export interface ManagedProfile extends UserProfile {
  /** The roles the profile grants (client when none). */
  roles: Role[];
  status: 'active' | 'archived';
  /** An agent's page: title, bio, links, testimonials. */
  agent?: AgentDetails;
  /** An agent's logo: the stored key (send it back unchanged, or a fresh upload key to replace it). */
  logo?: string;
  /** A short-lived address of the logo for `<img>`; absent when there is none (the default shows). */
  logoUrl?: string;
}

/** The 409 of a section saved over a newer version (issue 14 "Concurrent edits"). */
export const profileChangedElsewhere = 'This profile was changed elsewhere. Reload to see the latest version.';
