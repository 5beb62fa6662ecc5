import { displayDate } from './format/dates';
import type { Role } from './roles';
import type { ContactMethod, OwnershipStatus } from './profile';

/*
 * The dashboard's user list (document 2 §3 "User list item", §9 sorts). The query's zod
 * schema is in users-schemas.ts, so the web's list screens can import these without zod.
 */

/** The eight sorts of document 2 §9, in the order the sort dropdown lists them. */
export const userSorts = [
  'averageSessionDuration.desc',
  'logins.desc',
  'totalReportOpen.desc',
  'lastLoginAt.desc',
  'firstName',
  'lastName',
  'email',
  'phone',
  // Ours (issue 29): the caller's own follow-ups, soonest first; contacts without one last.
  'followUp.asc',
] as const;
export type UserSort = (typeof userSorts)[number];

/** The spec's labels for the four figures; the four names are labelled as a user expects. */
export const userSortLabels: Record<UserSort, string> = {
  'averageSessionDuration.desc': 'Average time on site',
  'logins.desc': 'Number of Logins',
  'totalReportOpen.desc': 'Number of sold reports open',
  'lastLoginAt.desc': 'Last login',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  'followUp.asc': 'Follow-up date',
};

/**
 * `GET /users?followUp=` (issue 29, ours): `due`, the caller's follow-ups dated on or before
 * today in Toronto (DECISIONS row 48); `suggested`, the contacts suggested to their agent.
 */
export const followUpFilters = ['due', 'suggested'] as const;
export type FollowUpFilter = (typeof followUpFilters)[number];
export const followUpFilterLabels: Record<FollowUpFilter, string> = {
  due: 'Follow-up due',
  suggested: 'Suggested follow-up',
};

/** Document 2 §9: the Users screen's default sort. */
export const defaultUserSort: UserSort = 'averageSessionDuration.desc';
/** Document 2 §9: the request's default page size, and the largest (the Contact List's 1000). */
export const defaultUserPageSize = 20;
export const maxUserPageSize = 1000;
/** The Users screen's page size (document 2 §9). */
export const usersScreenPageSize = 50;

/** A follow-up note's longest length (document 2 §5), here so a form needs no zod to know it. */
export const followUpNoteMaxLength = 100;

/** Chips of the Users screen: the role a user holds (a user without a group is a client). */
export const roleChips: { role: Role; label: string }[] = [
  { role: 'agent', label: 'Agents' },
  { role: 'client', label: 'Contacts' },
  { role: 'admin', label: 'Admins' },
];

export interface FollowUp {
  /** `YYYY-MM-DD`. */
  date: string;
  note: string;
}

/**
 * A follow-up suggestion (issue 16 "Follow-up suggestions", ours), while the contact's agent has
 * set no follow-up (setting one clears it), shown to the contact's agent only. People's events only, never a
 * machine's: `emailEngagement`, two e-mail opens or clicks within 7 days; `reportOpens` (issue
 * 29), three opens of a sold report or of their valuation within 7 days, signed in.
 */
export interface FollowUpSuggestion {
  reason: 'emailEngagement' | 'reportOpens';
  /** When the event that made it came (ISO instant). */
  at: string;
}

/**
 * The hint the contact list shows beside a suggested contact. A threshold, written as one
 * ("2+"): "twice" read as the count beside a contact who had opened 11 times (QA 22a F5).
 */
export const followUpSuggestionText = 'Opened or clicked your e-mails 2+ times within 7 days';

/**
 * The hint of each reason. "Within 7 days", not "this week": a suggestion stands for 7 days after
 * the event that made it, so it could rest on opens up to 13 days old (QA 77a L1).
 */
export const followUpSuggestionTexts: Record<FollowUpSuggestion['reason'], string> = {
  emailEngagement: followUpSuggestionText,
  reportOpens: 'Opened their valuation or a sold report 3+ times within 7 days',
};

/** The hint with the day of the latest event that made it: "… within 7 days (latest 2026-12-04)". */
export const suggestionHint = ({ reason, at }: FollowUpSuggestion): string =>
  `${followUpSuggestionTexts[reason]} (latest ${displayDate(at)})`;

/** How many report or valuation opens within the days suggest a follow-up. */
export const reportOpensSuggestionCount = 3;

/** Days within which two opens or clicks suggest a follow-up. */
export const followUpSuggestionDays = 7;

/**
 * One row of `GET /users` and the answer of `GET /users/{id}` (document 2 §3). `PK` starts
 * with `I#` for an invited user who has not registered yet; their `id` is then their e-mail.
 */
export interface UserListItem {
  id: string;
  PK: string;
  /** Null for a customer (document 2 §3: "A user with roles null is a customer"). */
  roles: Role[] | null;
  details: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string;
    /** Ours: the profile's address, for the export (QA 66b L3); an invitation's is `entered.address`. */
    address?: string;
    ownershipStats?: OwnershipStatus;
    purchaseDate?: string;
  };
  agentId?: string;
  /** `deleting` while `DELETE /users/{id}`'s job runs: the list shows the row as being deleted. */
  status: 'active' | 'archived' | 'invited' | 'deleting';
  lastLoginAt?: string;
  logins: number;
  /** Milliseconds. */
  totalSessionDuration: number;
  /** Milliseconds; shown in whole minutes. */
  averageSessionDuration: number;
  totalReportOpen: number;
  followUp?: FollowUp;
  /** Ours (issue 16): only in the contact's agent's answers. */
  followUpSuggestion?: FollowUpSuggestion;
  /** An invitation only (issue 29): what the agent entered on the invite form, until the person registers. */
  entered?: EnteredDetails;
}

/** The invite form's details of someone not registered yet, as the agent typed them. */
export interface EnteredDetails {
  phone?: string;
  address?: string;
  dob?: string;
  preferredContactMethod?: ContactMethod;
  ownershipStats?: OwnershipStatus;
  purchaseDate?: string;
}

export interface UsersPage {
  items: UserListItem[];
  /** Rows matching the query before paging. */
  total: number;
  from: number;
  size: number;
}

/** Whether a list row is an invitation not yet used (document 2 §3: the `I#` key). */
export const isInvited = (user: Pick<UserListItem, 'PK'>): boolean => user.PK.startsWith('I#');
