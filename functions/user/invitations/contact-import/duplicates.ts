import type { ImportedContact } from './read-contacts';

/**
 * Duplicates (issue 15): someone the product already knows (a user or an invitation) with the
 * same e-mail address (the row's kept one, or another it gives with both names equal), or with
 * the same phone and both names equal; the same within the file.
 * They are skipped and reported, never created twice, so re-running a file invites no one.
 */
export interface KnownPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export interface SkippedRow {
  line: number;
  email: string;
  /** The contact's first and last names, as the import read them (QA 74b M5); absent from older plans. */
  name?: string;
  /** Known by e-mail, known by phone and names, or earlier in the file. */
  kind: 'email' | 'phone' | 'file';
  reason: string;
}

/** A contact's row, skipped: with its e-mail and names, so the report says who it was. */
export const skippedRow = (contact: ImportedContact, skip: Pick<SkippedRow, 'kind' | 'reason'>): SkippedRow => ({
  line: contact.line,
  email: contact.email,
  name: `${contact.firstName} ${contact.lastName}`,
  ...skip,
});

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

function phoneAndNames(person: Pick<KnownPerson, 'phone' | 'firstName' | 'lastName'>): string | undefined {
  return person.phone ? `${person.phone}|${fold(person.firstName)}|${fold(person.lastName)}` : undefined;
}

const withNames = (email: string, person: Pick<KnownPerson, 'firstName' | 'lastName'>) =>
  `${email}|${fold(person.firstName)}|${fold(person.lastName)}`;

export function sortOutDuplicates(
  contacts: readonly ImportedContact[],
  known: Iterable<KnownPerson>,
): { fresh: ImportedContact[]; skipped: SkippedRow[] } {
  const emails = new Set<string>();
  const phones = new Set<string>();
  // An address with both names: a row's other address is its own only beside its own names.
  const namedEmails = new Set<string>();
  for (const person of known) {
    emails.add(person.email.toLowerCase());
    namedEmails.add(withNames(person.email.toLowerCase(), person));
    const key = phoneAndNames(person);
    if (key) phones.add(key);
  }
  const inFile = new Map<string, number>();
  const fresh: ImportedContact[] = [];
  const skipped: SkippedRow[] = [];
  for (const contact of contacts) {
    const phoneKey = phoneAndNames(contact);
    // The row's other addresses count as its own with the same names (review 72: a user known by
    // E-mail 2 was invited again under E-mail 1), not with others': a family's shared address
    // in one spouse's E-mail 2 is not the other spouse (review 73b M3).
    const others = (contact.otherEmails ?? []).map((other) => withNames(other, contact));
    const keys = [contact.email, withNames(contact.email, contact), ...others, ...(phoneKey ? [phoneKey] : [])];
    const earlier = keys.map((key) => inFile.get(key)).find((line) => line !== undefined);
    const knownOther = contact.otherEmails?.find((other) => namedEmails.has(withNames(other, contact)));
    let skip: Pick<SkippedRow, 'kind' | 'reason'> | undefined;
    if (earlier !== undefined) skip = { kind: 'file', reason: `The same person is on line ${earlier} of this file.` };
    else if (emails.has(contact.email)) {
      skip = { kind: 'email', reason: 'Someone with this e-mail address is already a user or invited.' };
    } else if (knownOther) {
      skip = {
        kind: 'email',
        reason: `Someone with this name and this row's other e-mail address, ${knownOther}, is already a user or invited.`,
      };
    } else if (phoneKey && phones.has(phoneKey)) {
      skip = { kind: 'phone', reason: 'Someone with this name and phone number is already a user or invited.' };
    }
    if (skip) {
      skipped.push(skippedRow(contact, skip));
      continue;
    }
    for (const key of keys) inFile.set(key, contact.line);
    fresh.push(contact);
  }
  return { fresh, skipped };
}
