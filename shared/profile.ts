/*
 * A user's profile as the account page reads it: its type, choices and labels. The form's
 * zod schemas are in profile-schemas.ts.
 */

export const contactMethods = ['email', 'SMS', 'phone'] as const;
export type ContactMethod = (typeof contactMethods)[number];

export const ownershipStatuses = ['owner', 'lessee'] as const;
export type OwnershipStatus = (typeof ownershipStatuses)[number];

/** The Home ownership section's choices; the spec does not show their labels. */
export const ownershipLabels: Record<OwnershipStatus, { status: string; date: string }> = {
  owner: { status: 'I own my home', date: 'Purchase date' },
  lessee: { status: 'I lease my home', date: 'Lease date' },
};

/** The date field's label: the purchase's or the lease's, or both while no status is chosen. */
export const ownershipDateLabel = (status: OwnershipStatus | '' | undefined): string =>
  status ? ownershipLabels[status].date : 'Purchase / lease date';

/** Home ownership's refusal of a date given with no status: which date it is would be unknown. */
export const ownershipStatusNeeded = 'Choose whether you own or lease your home.';

/**
 * A headshot key (document 1 §7.5): either the one already stored (`headshots/...`), or a
 * fresh upload (`uploads/{userId}/...`, from `POST /uploads`) that the API checks and
 * copies to `headshots/` when the profile is saved. Uploads expire by a lifecycle rule.
 */
export const headshotKeyPattern = /^(headshots\/[\w.-]+|uploads\/[\w-]+\/[\w.-]+)$/;

/**
 * A profile's sections, as both the account page (`PUT /myprofile`) and the dashboard
 * (`PUT /profiles/{id}`, one section, document 2 §4 "Profile sections") edit them: each has its
 * own version, so that two edits of different sections never refuse each other and two edits of
 * one section cannot both win.
 */
export const profileSections = ['account', 'homeOwnership', 'subscriptions', 'agent', 'testimonials'] as const;
export type ProfileSection = (typeof profileSections)[number];

/** Each section's version: 0 until its first edit. */
export type SectionVersions = Record<ProfileSection, number>;

/** `GET /myprofile` (document 1 §3 "User profile"). */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  /** The stored key; send it back unchanged, or a fresh upload key to replace the picture. */
  headshot?: string;
  /** A short-lived address of the headshot for `<img>`; absent when there is none. */
  headshotUrl?: string;
  address?: string;
  dob?: string;
  ownershipStats?: OwnershipStatus;
  purchaseDate?: string;
  preferredContactMethod: ContactMethod;
  receiveEmail: boolean;
  receiveSoldReport: boolean;
  /** The assigned agent's user id, when there is one. */
  agentId?: string;
  /** The versions read: a save sends them back, and is refused if a section it writes changed since. */
  sectionVersions: SectionVersions;
}
