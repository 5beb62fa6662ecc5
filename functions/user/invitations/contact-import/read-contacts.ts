import { CsvError, parse } from 'csv-parse/sync';
import { decode as decodeWindows1252 } from 'windows-1252';
import { parseNanpPhone } from '@shared/validation/nanp-phone';
import { importFileRefused, importLimits, type ImportProgress } from '@shared/contact-import';
import { emailPattern, isNameLike, isPlainLine, withoutInvisibles } from '@shared/validation/rules';
import { messages } from '@shared/validation/messages';
import { formatPhone } from '@shared/validation/phone';
import { addressPartColumns, addressParts, columnName, mapColumns, unreadColumns, type ImportField } from './columns';

/**
 * Reading an uploaded contacts file (issue 15 "Import contacts"): what is read correctly (a
 * BOM, Windows-1252 text, quoted newlines), what refuses the whole file, and what rejects only
 * its row. Pure: bytes in, contacts and rejected rows out.
 */

export interface ImportedContact {
  /** The file's line where the row starts (the header is line 1). */
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  /**
   * The row's other valid e-mail addresses (Outlook's E-mail 2, Google's E-mail 2 - Value): not
   * kept, but the duplicates check reads them, so someone known by any of them is not invited again.
   */
  otherEmails?: string[];
  /** 000-000-0000 when the file's number is a valid North American one; left out otherwise. */
  phone?: string;
  address?: string;
}

export interface RejectedRow {
  line: number;
  /** The header's own name of the column at fault. */
  column: string;
  reason: string;
  /** The row's e-mail, where it is a valid one, so the agent can find the contact (QA 38b L8). */
  email?: string;
  /**
   * The row's name as typed (its first and last name cells, else its Name cell), where it has
   * one: a row rejected for its e-mail said nothing of who it was (QA 74b M5).
   */
  name?: string;
}

export type ReadResult =
  | { refused: string }
  | {
      contacts: ImportedContact[];
      rejected: RejectedRow[];
      recognised: ImportField[];
      /** Rows imported with a field left empty or cut (issue 29): what, and why. Absent when none. */
      changed?: RejectedRow[];
      /** The columns holding something that the import does not read (QA 55a). Absent when none. */
      unread?: ImportProgress['unreadColumns'];
    };

const nameMax = 100;
const addressMax = 300;

/**
 * UTF-16 when the bytes start with its BOM (some exporters write CSV so, QA 69b L3), undefined
 * when they are not whole UTF-16 (a file cut short: its last address would be read with a
 * replacement character, and mailed; review 69b L5); UTF-8 when they are valid UTF-8 (with or
 * without a BOM); otherwise Windows-1252, what Excel on Windows saves as "CSV" (é as 0xE9, ’ as
 * 0x92).
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : undefined;
  if (utf16) {
    try {
      return new TextDecoder(utf16, { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Node's TextDecoder reads "windows-1252" as Latin-1 (0x92 stays a control character), so
    // the WHATWG mapping comes from the windows-1252 package (a few KB; iconv-lite would add
    // every code page to the Lambda).
    return decodeWindows1252(bytes);
  }
}

/** "Nadia Rahman" → Nadia / Rahman; "Rahman, Nadia" → Nadia / Rahman; one word → first name only. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const text = fullName.trim().replace(/\s+/g, ' ');
  const comma = text.indexOf(',');
  if (comma > 0) return { firstName: text.slice(comma + 1).trim(), lastName: text.slice(0, comma).trim() };
  const space = text.indexOf(' ');
  return space < 0
    ? { firstName: text, lastName: '' }
    : { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

/** A North American number as 000-000-0000, from any of the ways people write it (+1, dots, brackets). */
export function normalisePhone(value: string): string | undefined {
  const parsed = parseNanpPhone(value, 'CA');
  if (!parsed?.isValid() || parsed.countryCallingCode !== '1') return undefined;
  return formatPhone(parsed.nationalNumber);
}

/** The extension a phone is written with ("x12", "ext. 12"), which the product's phones do not hold. */
export const phoneExtensionOf = (value: string): string | undefined => parseNanpPhone(value, 'CA')?.ext;

const newlines = /\r\n|\n|\r/g;

const notCsv = 'The file could not be read as CSV. Save it as CSV (comma-separated) and try again.';

/**
 * Why csv-parse could not read the text. A quote that opens a cell and is never closed (with
 * `relax_quotes`, the one quote error it throws) is named by the line its row starts on (QA 74b M3:
 * one stray quote refused a whole file without saying where). That line is counted here, not
 * taken from the error: csv-parse counts a quoted CRLF as two lines, and such a row runs to the
 * file's end. Anything else is not CSV.
 */
function parseRefusal(error: unknown, text: string): string {
  if (!(error instanceof CsvError) || error.code !== 'CSV_QUOTE_NOT_CLOSED') return notCsv;
  // The row's text, from where it starts to the file's end (after an empty line's break, kept).
  const raw: unknown = error.raw;
  const row = typeof raw === 'string' ? raw.replace(/^[\r\n]+/, '') : '';
  if (row === '' || !text.endsWith(row)) return notCsv;
  const line = (text.slice(0, text.length - row.length).match(newlines)?.length ?? 0) + 1;
  return `The file could not be read as CSV: line ${line} has a quote that is not closed. Fix that line and try again.`;
}

/**
 * The address an e-mail cell holds: the one in the angle brackets of the display-name form that
 * Outlook and Gmail copy ("Kevin Ng <kevin@example.com>"), without a pasted link's "mailto:", in
 * lower case (QA 74b M4: both forms were rejected as invalid). The display name is not a name: a
 * row's names are its name columns'.
 */
function addressIn(cell: string): string {
  const bracketed = /^([^<>]*)<([^<>]*)>$/.exec(cell);
  // A display name that is itself an address would hide which one is invited (review 74 L2):
  // the cell is then no address, and the report quotes it whole.
  if (bracketed?.[1]?.includes('@')) return cell.toLowerCase();
  const mailto = /^mailto:([^?]*)/i;
  // A pasted link's query (RFC 6068: "?subject=…") is no part of the address (review 74 M1).
  const address = (bracketed?.[2] ?? cell).trim();
  return (mailto.exec(address)?.[1] ?? address).toLowerCase();
}

/**
 * The file's separator, from its header line: a comma, or a semicolon or a tab where the header
 * holds more of those than commas, outside quotes (QA 44 M3: Excel saves "CSV" with semicolons
 * where the comma is the decimal mark, and some exports use tabs).
 */
export function separatorOf(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  const [best] = (['\t', ';'] as const)
    .filter((other) => counts[other] > counts[','])
    .sort((a, b) => counts[b] - counts[a]);
  return best ?? ',';
}

/** A row whose cells past the header's last named column (the address) are the rest of its address. */
function joinExtraIntoAddress(cells: string[], width: number): string[] {
  const address = cells
    .slice(width - 1)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return [...cells.slice(0, width - 1), address];
}

type AddressPartValues = Record<'city' | 'region' | 'postal' | 'country', string>;

/**
 * Which parts of an address its street already ends with, after its first comma or line break:
 * the postal code at a segment's end (its spaces aside: "M4M1A1"); the province as a segment or
 * at a segment's end, before the postal code ("Toronto ON M5V 1A1"), or any word before the
 * postal code but the city ("Ontario M4M 1A1"); the city as a segment, or before the province;
 * the country as a segment. Word for word and whole segments: a city in a street's or a
 * building's name ("10 Toronto St", "Toronto Dominion Centre") is not the city, nor "on" in
 * Niagara-on-the-Lake the province (review 73 M3, 73b M1, M2).
 */
function partsHeld(street: string, parts: AddressPartValues): Record<keyof AddressPartValues, boolean> {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const [city, region, country] = [words(parts.city), words(parts.region), words(parts.country)];
  const postal = words(parts.postal).replace(/ /g, '');
  const segments = street
    .split(/,|\r\n|\r|\n/)
    .slice(1)
    .map(words)
    .filter(Boolean);
  // A segment's words before its postal code ("toronto on" of "toronto on m5v 1a1"), if it ends with it.
  const beforePostal = (segment: string) => {
    if (postal.length < 3) return undefined;
    const list = segment.split(' ');
    let end = '';
    for (let index = list.length - 1; index >= 0 && end.length < postal.length; index--) {
      end = list[index] + end;
      if (end === postal) return list.slice(0, index).join(' ');
    }
    return undefined;
  };
  const withPostal = segments.map(beforePostal).filter((rest): rest is string => rest !== undefined);
  const rest = segments.map((segment) => beforePostal(segment) ?? segment).filter(Boolean);
  const regionHeld =
    region !== '' &&
    (rest.some((segment) => segment === region || segment.endsWith(` ${region}`)) ||
      withPostal.some((before) => before !== '' && before !== city));
  return {
    postal: withPostal.length > 0,
    region: regionHeld,
    city: city !== '' && rest.some((segment) => segment === city || (region !== '' && segment === `${city} ${region}`)),
    country: country !== '' && rest.includes(country),
  };
}

export function readContacts(bytes: Uint8Array): ReadResult {
  if (bytes.byteLength === 0 || bytes.byteLength > importLimits.maxBytes) return { refused: importFileRefused };
  // Windows line breaks as one: csv-parse counts a CRLF inside a quoted cell (an Outlook address
  // on two lines) as two lines, and the report named every later row a line too far down.
  const text = decodeText(bytes)?.replace(/\r\n/g, '\n');
  if (text === undefined) return { refused: notCsv };
  // A NUL is in no text file: an image, a spreadsheet, UTF-16 text without its BOM (QA 44 L1: one was told to hold 1 to 10,000 contacts).
  if (text.includes('\u0000')) return { refused: notCsv };
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(text, {
      delimiter: separatorOf(text.replace(/^\uFEFF/, '')),
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      // A stray quote inside an unquoted cell (=HYPERLINK("…") typed into a sheet) is text.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as typeof records;
  } catch (error) {
    // An unterminated quote or the like: nothing can be read reliably.
    return { refused: parseRefusal(error, text) };
  }
  const [headerRecord, ...rows] = records;
  if (!headerRecord || rows.length === 0 || rows.length > importLimits.maxContacts)
    return { refused: importFileRefused };
  const header = headerRecord.record;
  const mapping = mapColumns(header);
  if (mapping.email === undefined) {
    return { refused: 'The file has no e-mail column. Name one column "Email" and try again.' };
  }
  // Of several values in one cell, the first (QA 63b M4: Google Contacts writes a contact's
  // addresses or phones in one cell, "a@x.com ::: b@y.com", and the whole contact was refused).
  const valueAt = (record: string[], index: number) => ((record[index] ?? '').split(' ::: ')[0] ?? '').trim();
  // Of a field's columns, the first that holds a value in this row, and which column that was.
  const cellOf = (record: string[], field: ImportField): { value: string; column?: number } => {
    const column = mapping[field]?.find((index) => valueAt(record, index) !== '');
    return column === undefined ? { value: '' } : { value: valueAt(record, column), column };
  };
  const cell = (record: string[], field: ImportField) => cellOf(record, field).value;
  // The row's address: its first address column's value, with that column's further lines, city,
  // province and postal code, and a country other than Canada (Outlook's Home Street, Home City…;
  // QA 73b M1), a part the street already ends with not written twice (`partsHeld`).
  const parts = addressParts(header, mapping);
  const addressOf = (record: string[]): { value: string; column?: number } => {
    const street = cellOf(record, 'address');
    const part = street.column === undefined ? undefined : parts.get(street.column);
    if (!part) return street;
    // A part of no letter or digit ("-") is none; a street's trailing commas are not a part.
    const at = (index?: number) =>
      index === undefined || !/[\p{L}\p{N}]/u.test(valueAt(record, index)) ? '' : valueAt(record, index);
    const text = street.value.replace(/[\s,]+$/, '');
    const given = { city: at(part.city), region: at(part.region), postal: at(part.postal), country: at(part.country) };
    const held = partsHeld(text, given);
    const value = [
      text,
      ...part.lines.map(at),
      held.city ? '' : given.city,
      [held.region ? '' : given.region, held.postal ? '' : given.postal].filter(Boolean).join(' '),
      /^(canada|ca|can)$/i.test(given.country) || held.country ? '' : given.country,
    ]
      .filter((line) => line !== '')
      .join(', ');
    return { value, column: street.column };
  };
  const typedEmailAt = (record: string[], index: number) => withoutInvisibles(valueAt(record, index)).trim();
  const emailAt = (record: string[], index: number) => addressIn(typedEmailAt(record, index));
  const isAddress = (email: string) => emailPattern.test(email) && email.length <= 254;
  // Of several e-mail columns, the first with a valid address (Outlook writes an Exchange
  // "/o=ExchangeLabs/…" in E-mail Address), else the first given, which the report names; with
  // the cell as typed, which the report quotes.
  const emailOf = (record: string[]): { email: string; typed: string; column?: number } => {
    const column =
      mapping.email?.find((index) => isAddress(emailAt(record, index))) ??
      mapping.email?.find((index) => typedEmailAt(record, index) !== '');
    return column === undefined
      ? { email: '', typed: '' }
      : { email: emailAt(record, column), typed: typedEmailAt(record, column), column };
  };
  // The row's name as typed, for the report (`RejectedRow.name`).
  const typedName = (record: string[]) =>
    [cell(record, 'firstName'), cell(record, 'lastName')].filter(Boolean).join(' ') || cell(record, 'fullName');

  // A file whose names are in one Name column: a name's fault is that column's.
  const nameColumn = (field: ImportField) =>
    columnName(header, mapping, mapping.firstName === undefined && mapping.fullName !== undefined ? 'fullName' : field);

  const contacts: ImportedContact[] = [];
  const rejected: RejectedRow[] = [];
  const changed: RejectedRow[] = [];
  // The header's width up to its last named column (Excel adds empty ones after it: "Address,").
  const width = header.reduce((last, name, index) => (name.trim() ? index + 1 : last), 0);
  const lastNamed = width - 1;
  const read = new Set([...Object.values(mapping).flat(), ...addressPartColumns(parts)]);
  const readRows: string[][] = [];
  for (const { record: cells, info, raw } of rows) {
    const line = info.lines - (raw.replace(/^[\r\n]+|[\r\n]+$/g, '').match(newlines)?.length ?? 0);
    // Cells past the named columns: commas typed outside quotes (QA 67b M2: "12 Maple Ave,
    // Toronto" kept "12 Maple Ave" without a word). They shift every column after the cell that
    // held them: joined back into the address when it is the last named column; let be when that
    // column is one the import does not read (a "Notes" at the end); otherwise the row's fields
    // are not where the header says, and the row is rejected rather than invite a wrong name.
    const extra = cells.slice(width).some((value) => value.trim() !== '');
    const joinedAddress = extra && mapping.address?.includes(lastNamed) === true;
    const record = joinedAddress ? joinExtraIntoAddress(cells, width) : cells;
    if (extra && !joinedAddress && read.has(lastNamed)) {
      // No name: the row's cells are not where the header says, and a wrong one would mislead.
      const { email } = emailOf(cells);
      rejected.push({
        line,
        column: `column ${width + 1}`,
        reason: `The row has more cells than the header's ${width} columns: a comma outside quotes moved its fields. Put the cell that holds the comma in quotes.`,
        ...(isAddress(email) && { email }),
      });
      continue;
    }
    readRows.push(record);
    const name = typedName(record);
    const reject = (column: string, reason: string, email?: string) =>
      rejected.push({ line, column, reason, ...(email !== undefined && { email }), ...(name !== '' && { name }) });
    const { email, typed: typedEmail, column: emailColumn } = emailOf(record);
    if (!isAddress(email)) {
      const reason =
        typedEmail === '' ? 'The e-mail address is missing.' : `"${typedEmail}" is not a valid e-mail address.`;
      reject(columnName(header, mapping, 'email', emailColumn), reason);
      continue;
    }
    let firstName = cell(record, 'firstName');
    let lastName = cell(record, 'lastName');
    const fullName = cell(record, 'fullName');
    if (!firstName && !lastName && fullName) ({ firstName, lastName } = splitFullName(fullName));
    // A file with both (Thunderbird's First Name, Last Name and Display Name) may leave the last
    // name to its Name cell: "Ann,,Ann Lee" is Ann Lee, not a row without a last name (review 71).
    else if (!lastName && fullName) lastName = splitFullName(fullName).lastName;
    if (!firstName) {
      reject(nameColumn('firstName'), 'The name is missing.', email);
      continue;
    }
    // At least 2 characters, as every form asks (document 2 §5): a contact imported as "A" could
    // not have their details saved until renamed (QA 70b L1).
    const short = firstName.length < 2 ? 'first' : lastName.length === 1 ? 'last' : undefined;
    if (short) {
      reject(nameColumn(`${short}Name`), `The ${short} name must have at least 2 characters.`, email);
      continue;
    }
    // Every form requires a last name (document 2 §5), so the row is rejected with the forms' own
    // message: a contact imported without one could not have their details saved (review 70 L2).
    if (!lastName) {
      reject(nameColumn('lastName'), messages.lastNameRequired, email);
      continue;
    }
    // A name is one line of plain text (issue 24 L4): it goes into the invitation's text and subject.
    const unsafe = [firstName, lastName].findIndex((name) => !isPlainLine(name));
    if (unsafe >= 0) {
      const reason = 'The name has a line break, a control character or < >.';
      reject(nameColumn(unsafe === 0 ? 'firstName' : 'lastName'), reason, email);
      continue;
    }
    // Nor a formula or a link, which the invitation's greeting would carry as the agent's (QA 76c M1).
    const unlike = [firstName, lastName].findIndex((name) => !isNameLike(name));
    if (unlike >= 0) {
      const reason = 'The name is a web address, or starts with =, +, - or @ as a formula does.';
      reject(nameColumn(unlike === 0 ? 'firstName' : 'lastName'), reason, email);
      continue;
    }
    // Of several phone columns, the first with a Canadian number (the one the product can
    // call), else the first number given, which the report then names.
    const canadian = mapping.phone?.find((index) => normalisePhone(valueAt(record, index)));
    const { value: typedPhone, column: phoneColumn } =
      canadian === undefined ? cellOf(record, 'phone') : { value: valueAt(record, canadian), column: canadian };
    const phone = normalisePhone(typedPhone);
    const { value: typedAddress, column: addressColumn } = addressOf(record);
    // A city or postal code with no street is no mailing address: said, not kept (review 73 L4).
    const partsWithoutStreet =
      typedAddress === '' && addressPartColumns(parts).some((index) => valueAt(record, index) !== '');
    // What the row keeps differs from what the file says: the report says so (issue 29), naming
    // the column the value came from.
    const columns: Partial<Record<ImportField, number>> = {
      email: emailColumn,
      phone: phoneColumn,
      address: addressColumn,
    };
    const change = (field: ImportField, reason: string) =>
      changed.push({
        line,
        column: columnName(header, mapping, field, columns[field]),
        reason,
        email,
        ...(name !== '' && { name }),
      });
    // Case aside, as the import always read addresses: a display name or a mailto: left out.
    if (email !== typedEmail.toLowerCase()) change('email', `e-mail address read from '${typedEmail}'`);
    if (joinedAddress) change('address', 'address had commas outside quotes: its parts joined');
    if (partsWithoutStreet) change('address', 'address has no street: its other parts not kept');
    // An address is one line, as the forms have it (review 46: a quoted two-line cell was stored,
    // and every later save of the contact's account then failed): lines joined with a comma;
    // one with another control character or markup is left empty.
    const joined = typedAddress
      .split(/\s*(?:\r\n|\r|\n)\s*/)
      .filter(Boolean)
      .join(', ');
    const address = isPlainLine(joined) ? joined : '';
    if (!address && joined) change('address', 'address has a control character or < >: left empty');
    else if (joined !== typedAddress) change('address', 'address on several lines joined with commas');
    if (typedPhone && !phone)
      change('phone', `phone '${typedPhone.slice(0, 40)}' is not a Canadian number: left empty`);
    const extension = phone && phoneExtensionOf(typedPhone);
    // QA 44 L5: "(416)5550199 x12" was kept as 416-555-0199 without a word.
    if (extension) change('phone', `phone '${typedPhone.slice(0, 40)}' kept without its extension ${extension}`);
    if (address.length > addressMax) change('address', `address cut to ${addressMax} characters`);
    const nameField = mapping.firstName === undefined && mapping.fullName !== undefined ? 'fullName' : undefined;
    if (firstName.length > nameMax) change(nameField ?? 'firstName', `first name cut to ${nameMax} characters`);
    if (lastName.length > nameMax) change(nameField ?? 'lastName', `last name cut to ${nameMax} characters`);
    const otherEmails = [
      ...new Set(
        (mapping.email ?? [])
          .map((index) => emailAt(record, index))
          .filter((other) => other !== email && isAddress(other)),
      ),
    ];
    contacts.push({
      line,
      firstName: firstName.slice(0, nameMax),
      lastName: lastName.slice(0, nameMax),
      email,
      ...(otherEmails.length > 0 && { otherEmails }),
      ...(phone && { phone }),
      ...(address && { address: address.slice(0, addressMax) }),
    });
  }
  const recognised = (Object.keys(mapping) as ImportField[]).filter((field) => mapping[field] !== undefined);
  // As the rows were read: an address's parts joined are not unread columns.
  const unread = unreadColumns(header, read, readRows);
  return {
    contacts,
    rejected,
    recognised,
    ...(changed.length > 0 && { changed }),
    ...(unread.names.length > 0 && { unread }),
  };
}
