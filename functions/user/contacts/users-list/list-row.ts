import { apostrophes, fold, searchText } from '@shared/search-text';
import { roles as knownRoles, type Role } from '@shared/roles';
import { contactMethods, ownershipStatuses } from '@shared/profile';
import type { EnteredDetails, FollowUp, FollowUpSuggestion, UserListItem } from '@shared/users';
import { followUpsOf, type FollowUps } from '../../accounts/published';
import { visibleFollowUp } from '../../notes-follow-ups/published';
import type { ListedItem } from '../users-list-repository';

/**
 * A person of the user list as the read model keeps them: the row the API answers, and what
 * the filters and sorts compare, worked out once when the row arrives, not per request.
 */
export interface ListRow {
  /** The item's `PK`: `U#{id}` or `I#{email}`. */
  key: string;
  item: ListedUserItem;
  /** ' word word …' of names, e-mail parts and phone digits, as `searchText` writes them (no accents, no apostrophes). */
  search: string;
  /** The role chips it falls under (a customer is a client). */
  chips: Role[];
  /** Lower-case, accent-folded names (without apostrophes) and e-mail, and the phone's digits ('' when none). */
  text: { firstName: string; lastName: string; email: string; phone: string };
}

/** What one item of the change feed says about a row. */
export type RowChange = { key: string; row: ListRow } | { key: string; removed: true };

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function rolesOf(item: ListedItem): Role[] {
  const listed = Array.isArray(item.roles) ? item.roles : typeof item.role === 'string' ? [item.role] : [];
  return listed.filter((role): role is Role => knownRoles.includes(role as Role));
}

/**
 * A row as the read model keeps it: the row the API answers, with every author's follow-up
 * (accounts/follow-up-expression.ts), of which each viewer is shown only their own
 * (users.ts `asSeenBy`).
 */
export type ListedUserItem = Omit<UserListItem, 'followUp'> & { followUps?: FollowUps };

/** The follow-up of a row that `viewerId` may see: their own (follow-up.ts). */
export const followUpSeenBy = (item: ListedUserItem, viewerId: string): FollowUp | undefined =>
  visibleFollowUp(item.followUps, viewerId);

function suggestionOf(value: unknown): FollowUpSuggestion | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { reason, at } = value as Record<string, unknown>;
  return (reason === 'emailEngagement' || reason === 'reportOpens') && typeof at === 'string'
    ? { reason, at }
    : undefined;
}

/** What the agent typed on the invite form (an invitation's starting profile), the known fields only. */
function enteredOf(typed: Record<string, unknown>): EnteredDetails | undefined {
  const entered: EnteredDetails = {};
  for (const field of ['phone', 'address', 'dob', 'purchaseDate'] as const) {
    if (typeof typed[field] === 'string' && typed[field]) entered[field] = typed[field];
  }
  const method = contactMethods.find((known) => known === typed.preferredContactMethod);
  if (method) entered.preferredContactMethod = method;
  const ownership = ownershipStatuses.find((known) => known === typed.ownershipStats);
  if (ownership) entered.ownershipStats = ownership;
  return Object.keys(entered).length > 0 ? entered : undefined;
}

/**
 * The words a search term may start: names, the e-mail, its parts and its domain ('example.com'
 * or '@example.com': QA 46c L3 found no one by their office's domain), the phone's digits.
 */
function searchWords(item: ListedUserItem): string {
  const { firstName, lastName, email, phone } = item.details;
  const mail = searchText(email);
  const domain = mail.split('@')[1] ?? '';
  const names = fold(`${firstName} ${lastName}`).split(/\s+/);
  const words = [
    // A name whole ("obrien", "smith-jones"), and each part of it ("o", "brien", "smith", "jones").
    ...names.map(searchText),
    ...names.flatMap((name) => name.replace(apostrophes, '-').split(/-+/)),
    mail,
    // Each part of the address, and the address from each part on, so a run from its middle
    // ("campbell.21", "campbell.21@exa") is the start of a word (QA 76c L2 found nobody by it);
    // the domain is one of those.
    ...mail.split(/[@._+-]+/),
    ...[...mail.matchAll(/[@._+-]+/g)].map((separator) => mail.slice(separator.index + separator[0].length)),
    ...(domain ? [`@${domain}`] : []),
    (phone ?? '').replace(/\D/g, ''),
  ];
  return ` ${[...new Set(words.filter(Boolean))].join(' ')}`;
}

/** What a search query finds: the start of a word per term, or a run of a phone's digits. */
export interface Search {
  /** ' term' per word of the query, as `searchText` writes it. */
  terms: string[];
  /** The query's digits when it is written as (part of) a phone number. */
  digits?: string;
}

/** Digits with the separators phones are written with, after an optional +1. */
const phoneLike = /^(\+1)?[\d\s().-]+$/;
/** Fewer digits than this only start a word ('4' is not any phone with a 4 in it). */
const phoneDigitsMin = 3;

/** A query as the list compares it: '416-555', '(416)' or '+1 416 555 6090' is also a phone's digits. */
export function searchOf(q: string): Search {
  const query = searchText(q).trim();
  const terms = query
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => ` ${term}`);
  // A leading country code 1 ('+1', '1 ', '1-') is not in how the phone is written.
  const digits = phoneLike.test(query) ? query.replace(/^(\+1|1(?=[\s.(-]))/, '').replace(/\D/g, '') : '';
  return digits.length >= phoneDigitsMin ? { terms, digits } : { terms };
}

/** Whether `row` is found by `search`: its phone holds the digits, or every term starts a word of it. */
export function isFound(row: ListRow, search: Search): boolean {
  if (search.digits !== undefined && row.text.phone.includes(search.digits)) return true;
  return search.terms.every((term) => row.search.includes(term));
}

/** A list row from a profile or an invitation item, or what removes one. */
export function rowChange(listed: ListedItem): RowChange | undefined {
  if (listed.removed === true) {
    // A deleted invitation's tombstone is `GONE#I#{email}`, a deleted user's `GONE#{id}`.
    const invitation = str(listed.PK).startsWith('GONE#I#');
    return { key: invitation ? str(listed.PK).slice('GONE#'.length) : `U#${str(listed.id)}`, removed: true };
  }
  const key = str(listed.PK);
  const invited = key.startsWith('I#');
  if (!key.startsWith('U#') && !invited) return undefined;
  // A used invitation has become a profile of its own.
  if (invited && listed.usedBy !== undefined) return { key, removed: true };
  const roles = rolesOf(listed);
  const customer = roles.length === 0 || (roles.length === 1 && roles[0] === 'client');
  const email = str(listed.email);
  // An invitation keeps what the agent typed in its starting profile (invitation-repository.ts).
  const typed =
    invited && listed.profile && typeof listed.profile === 'object' ? (listed.profile as Record<string, unknown>) : {};
  const phone = str(listed.phone) || str(typed.phone);
  // A profile's; an invitation's typed one is in `entered`, as its ownership and purchase date are.
  const address = invited ? '' : str(listed.address);
  const lastLoginAt = str(listed.lastLoginAt);
  const followUps = followUpsOf(listed.followUps);
  const followUpSuggestion = suggestionOf(listed.followUpSuggestion);
  const entered = invited ? enteredOf(typed) : undefined;
  const item: ListedUserItem = {
    id: invited ? email : str(listed.id),
    PK: key,
    roles: customer ? null : roles,
    details: {
      firstName: str(listed.firstName),
      lastName: str(listed.lastName),
      email,
      ...(phone && { phone }),
      ...(address && { address }),
      ...(listed.ownershipStats === 'owner' || listed.ownershipStats === 'lessee'
        ? { ownershipStats: listed.ownershipStats }
        : {}),
      ...(typeof listed.purchaseDate === 'string' && { purchaseDate: listed.purchaseDate }),
    },
    // A staff user is nobody's contact (DECISIONS row 45): their row names no agent, so no
    // agent's list, export or look-up finds them, whatever the item still carries.
    ...(customer && typeof listed.agentId === 'string' && { agentId: listed.agentId }),
    status: invited
      ? 'invited'
      : listed.status === 'archived' || listed.status === 'deleting'
        ? listed.status
        : 'active',
    ...(lastLoginAt && { lastLoginAt }),
    logins: num(listed.logins),
    totalSessionDuration: num(listed.totalSessionDuration),
    averageSessionDuration: num(listed.averageSessionDuration),
    totalReportOpen: num(listed.totalReportOpen),
    ...(followUps && { followUps }),
    ...(followUpSuggestion && { followUpSuggestion }),
    ...(entered && { entered }),
  };
  return {
    key,
    row: {
      key,
      item,
      search: searchWords(item),
      chips: customer ? ['client'] : roles,
      text: {
        // As the searches read them: "O’Brien" sorts with "O'Brien", before "Okafor" (QA 66b L10).
        firstName: searchText(item.details.firstName),
        lastName: searchText(item.details.lastName),
        email: fold(email),
        phone: phone.replace(/\D/g, ''),
      },
    },
  };
}
