import type { stringify as Stringify } from 'csv-stringify/sync';
import { displayDate } from './format/dates';
import type { UserListItem } from './users';

/*
 * contacts.csv (document 2 §7 Export Contacts, DECISIONS row 11): one file whether the server
 * writes an agent's whole book or the Contacts screen saves a selection (issue 29's bulk
 * export). csv-stringify writes it: its Node build on the server, its browser build (loaded on
 * the click) in the web, passed in as `stringify`. Every cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or
 * a CR) is escaped with a leading apostrophe (csv-stringify's `escape_formulas`).
 */

const statusWords: Record<UserListItem['status'], string> = {
  active: 'Active',
  archived: 'Archived',
  invited: 'Invited',
  deleting: 'Being deleted',
};

const ownershipWords: Record<string, string> = { owner: 'Owner', lessee: 'Lessee' };

export const contactExportHeader = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Address',
  'Ownership',
  'Purchase Date',
  'Status',
  'Last Login',
  'Logins',
  'Follow-up',
  'Follow-up Note',
];

/**
 * One contact's cells, as the viewer sees them (their own follow-up, with its note: a date
 * alone did not say what to follow up on). An invitation's phone, address, ownership and
 * purchase date are the ones the agent entered. The address and the home's facts are there so
 * that a file taken to another CRM loses nothing the import had taken in (QA 66b L3).
 */
export function contactExportCells(item: UserListItem): (string | number)[] {
  return [
    item.details.firstName,
    item.details.lastName,
    item.details.email,
    item.details.phone ?? item.entered?.phone ?? '',
    item.details.address ?? item.entered?.address ?? '',
    ownershipWords[item.details.ownershipStats ?? item.entered?.ownershipStats ?? ''] ?? '',
    item.details.purchaseDate ?? item.entered?.purchaseDate ?? '',
    statusWords[item.status],
    item.lastLoginAt ? displayDate(item.lastLoginAt) : '',
    item.logins,
    item.followUp ? displayDate(item.followUp.date) : '',
    item.followUp?.note ?? '',
  ];
}

/** A CSV file's text: a BOM so that Excel reads it as UTF-8 (accented names), CRLF rows. */
export function csvText(stringify: typeof Stringify, header: string[], rows: (string | number)[][]): string {
  return `\uFEFF${stringify([header, ...rows], { escape_formulas: true, record_delimiter: 'windows' })}`;
}

/** contacts.csv of these contacts. */
export const contactsCsv = (stringify: typeof Stringify, items: UserListItem[]): string =>
  csvText(stringify, contactExportHeader, items.map(contactExportCells));
