/**
 * Which column holds what, from the header row of the common contact exports, in any case and
 * order (issue 15 "Columns"; README "Importing contacts"):
 * - Google Contacts: First Name, Last Name (older files: Given Name, Family Name), Name,
 *   E-mail 1 - Value, E-mail 2 - Value, Phone 1 - Value, Phone 2 - Value, Address 1 - Formatted
 *   (or Address 1 - Street with its parts, `addressParts`);
 * - Outlook: First Name, Last Name, E-mail Address, Mobile Phone, Home Phone, Business Phone,
 *   Home Street (with Home City, Home State, Home Postal Code…) or Business Street;
 * - Follow Up Boss: First Name, Last Name, Name, Email (Email 1), Phone (Phone 1), Address;
 * - kvCORE: First Name, Last Name, Email, Primary Phone, Cell Phone, Address;
 * - our own export (contacts.csv) and plain files: First Name, Last Name, Email, Phone.
 * A field may have several columns (Outlook's Mobile, Home and Business Phone; its E-mail and
 * E-mail 2 Address): each row takes the first of them, in the order listed, that holds a value
 * (QA 72b M1: a number only in Home Phone was dropped, an address only in E-mail 2 rejected).
 */
export const importFields = ['firstName', 'lastName', 'fullName', 'email', 'phone', 'address'] as const;
export type ImportField = (typeof importFields)[number];

const aliases: Record<ImportField, string[]> = {
  firstName: ['first name', 'firstname', 'given name', 'first'],
  lastName: ['last name', 'lastname', 'family name', 'surname', 'last'],
  fullName: ['name', 'full name', 'fullname', 'contact name', 'display name'],
  email: [
    'email',
    'e-mail',
    'email address',
    'e-mail address',
    'email 1',
    'e-mail 1 - value',
    'email 1 - value',
    'primary email',
    'personal email',
    'e-mail 2 address',
    'email 2',
    'e-mail 2 - value',
    'email 2 - value',
    'e-mail 3 address',
    'e-mail 3 - value',
  ],
  phone: [
    'phone',
    'phone number',
    'mobile phone',
    'cell phone',
    'primary phone',
    'phone 1',
    'phone 1 - value',
    'mobile',
    'cell',
    'home phone',
    'business phone',
    'work phone',
    'phone 2',
    'phone 2 - value',
    'phone 3 - value',
    'other phone',
  ],
  address: [
    'address',
    'street address',
    'address 1 - formatted',
    'address 1 - street',
    'home street',
    'business street',
    'other street',
    'mailing address',
    'property address',
  ],
};

/**
 * The columns that complete an address column into a mailing address, by the address column's
 * name: its further street lines, city, province, postal code and country (QA 73b M1: an Outlook
 * contact came in as "55 Rue Saint-Zoé, Apt 2", its Home City, State and Postal Code unread).
 */
interface AddressPartNames {
  lines: string[];
  city: string[];
  region: string[];
  postal: string[];
  country: string[];
}
const plainAddressParts: AddressPartNames = {
  lines: ['address 2', 'address line 2'],
  city: ['city', 'town'],
  region: ['province', 'state', 'province/state'],
  postal: ['postal code', 'postal', 'zip', 'zip code'],
  country: ['country'],
};
const outlookParts = (kind: string): AddressPartNames => ({
  lines: [`${kind} street 2`, `${kind} street 3`],
  city: [`${kind} city`],
  region: [`${kind} state`],
  postal: [`${kind} postal code`],
  country: [`${kind} country/region`, `${kind} country`],
});
const addressPartNames: Record<string, AddressPartNames> = {
  address: plainAddressParts,
  'street address': plainAddressParts,
  'address 1 - street': {
    lines: ['address 1 - extended address'],
    city: ['address 1 - city'],
    region: ['address 1 - region'],
    postal: ['address 1 - postal code'],
    country: ['address 1 - country'],
  },
  'home street': outlookParts('home'),
  'business street': outlookParts('business'),
  'other street': outlookParts('other'),
};

/** An address column's parts, by column (`addressPartNames`); a part the file lacks is left out. */
export interface AddressParts {
  lines: number[];
  city?: number;
  region?: number;
  postal?: number;
  country?: number;
}

/** The parts of each address column the header names that has any, by the address column. */
export function addressParts(header: readonly string[], mapping: ColumnMapping): Map<number, AddressParts> {
  const names = header.map(normaliseHeader);
  const find = (aliases: string[]) => aliases.map((alias) => names.indexOf(alias)).find((index) => index >= 0);
  const parts = new Map<number, AddressParts>();
  for (const column of mapping.address ?? []) {
    const partNames = addressPartNames[names[column]!];
    if (!partNames) continue;
    const found: AddressParts = {
      lines: partNames.lines.map((alias) => names.indexOf(alias)).filter((index) => index >= 0),
    };
    for (const part of ['city', 'region', 'postal', 'country'] as const) {
      const index = find(partNames[part]);
      if (index !== undefined) found[part] = index;
    }
    if (found.lines.length > 0 || Object.keys(found).length > 1) parts.set(column, found);
  }
  return parts;
}

/** Every column an address's parts are read from. */
export const addressPartColumns = (parts: Map<number, AddressParts>): number[] =>
  [...parts.values()].flatMap(({ lines, ...one }) => [...lines, ...Object.values(one)]);

/** "E-Mail Address " → "e-mail address": case, spaces and underscores do not matter. */
export function normaliseHeader(name: string): string {
  return name.trim().toLowerCase().replace(/_/g, ' ').replace(/\s+/g, ' ');
}

/** Each field's columns, by index, in the order its names are listed; a field with none is left out. */
export type ColumnMapping = Partial<Record<ImportField, number[]>>;

/** The columns of each field the header names; a field with no column is left out. */
export function mapColumns(header: readonly string[]): ColumnMapping {
  const names = header.map(normaliseHeader);
  const mapping: ColumnMapping = {};
  for (const field of importFields) {
    const columns = aliases[field].map((alias) => names.indexOf(alias)).filter((index) => index >= 0);
    if (columns.length > 0) mapping[field] = columns;
  }
  return mapping;
}

/**
 * The columns an import does not read that hold something in some row, by the header's own
 * spelling, in its order: a "Notes" column of a Follow Up Boss export was dropped without a word
 * (QA 55a). A column without a header is "column N". At most `unreadColumnsShown` names, each
 * one line of at most 60 characters; `more` counts the rest. One pass over the cells (review 55).
 */
export function unreadColumns(
  header: readonly string[],
  read: ReadonlySet<number>,
  rows: readonly (readonly string[])[],
): { names: string[]; more: number } {
  const holding = new Set<number>();
  for (const row of rows) row.forEach((cell, index) => cell.trim() !== '' && !read.has(index) && holding.add(index));
  const unread = [...holding]
    .sort((a, b) => a - b)
    .map((index) => shownName(header[index] ?? '') || `column ${index + 1}`);
  return { names: unread.slice(0, unreadColumnsShown), more: Math.max(0, unread.length - unreadColumnsShown) };
}

/** A header's name as one line of at most 60 characters: control and format characters left out. */
const shownName = (name: string) =>
  Array.from(
    name
      .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, 60)
    .join('');
export const unreadColumnsShown = 8;

/** A field as the accepted-columns help names it, for a file that has no column for it. */
const fieldLabels: Record<ImportField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  fullName: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
};

/**
 * The header's own spelling of a field's column, for the rejected-rows report: the column the
 * row's value came from (`index`), else the field's first; "no Last Name column" when the file
 * has none (a file with a First Name column and no Last Name or Name).
 */
export function columnName(header: readonly string[], mapping: ColumnMapping, field: ImportField, index?: number) {
  const column = index ?? mapping[field]?.[0];
  const missing = `no ${fieldLabels[field]} column`;
  return column === undefined ? missing : (header[column] ?? missing);
}
