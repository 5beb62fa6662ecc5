import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapColumns } from '../../../functions/user/invitations/contact-import/columns';
import { sortOutDuplicates } from '../../../functions/user/invitations/contact-import/duplicates';
import { importFileRefused as importRefused } from '@shared/contact-import';
import {
  readContacts,
  splitFullName,
  type ImportedContact,
} from '../../../functions/user/invitations/contact-import/read-contacts';

/** Reading contact files (issue 15 "Import contacts"), one committed fixture per case. */
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/contact-imports/${name}`, import.meta.url));

function contactsOf(name: string): ImportedContact[] {
  const result = readContacts(fixture(name));
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  expect(result.rejected).toEqual([]);
  return result.contacts;
}

describe('recognising the exports of common tools', () => {
  it('reads a Google Contacts export: e-mail and phone from their "1 - Value" columns, phones normalised', () => {
    expect(contactsOf('google-contacts.csv')).toEqual([
      {
        line: 2,
        firstName: 'Nadia',
        lastName: 'Rahman',
        email: 'nadia.rahman@example.com',
        phone: '416-555-0142',
        address: '12 Maple Avenue, Toronto, ON',
      },
      { line: 3, firstName: 'Liam', lastName: "O'Brien", email: 'liam.obrien@example.com', phone: '647-555-0199' },
    ]);
  });

  it('reads an Outlook export (quoted cells, CRLF, "E-mail Address", "Mobile Phone")', () => {
    expect(contactsOf('outlook.csv')).toEqual([
      {
        line: 2,
        firstName: 'Chloe',
        lastName: 'Tremblay',
        email: 'chloe.tremblay@example.com',
        phone: '905-555-0110',
        address: '88 Lakeshore Road',
      },
    ]);
  });

  it('reads Follow Up Boss ("Email 1", "Phone 1") and kvCORE (any case and order) exports', () => {
    expect(contactsOf('follow-up-boss.csv')).toEqual([
      { line: 2, firstName: 'Marcus', lastName: 'Reid', email: 'marcus.reid@example.com', phone: '416-555-0123' },
    ]);
    expect(contactsOf('kvcore.csv')).toEqual([
      {
        line: 2,
        firstName: 'Ava',
        lastName: 'Singh',
        email: 'ava.singh@example.com',
        phone: '416-555-0177',
        address: '300 Queen St W, Toronto',
      },
    ]);
  });

  it("builds a whole mailing address from an export's street, city, province and postal code columns (QA 73b M1)", () => {
    const read = readContacts(fixture('outlook-addresses.csv'));
    if ('refused' in read) throw new Error(read.refused);
    expect(read.contacts.map(({ firstName, address, phone }) => ({ firstName, address, phone }))).toEqual([
      { firstName: 'Zoé', address: '55 Rue Saint-Zoé, Apt 2, Toronto, ON M5V 2T6', phone: '416-555-0101' },
      { firstName: 'Omar', address: '200 Bay St, Toronto, ON M5J 2J5', phone: '905-555-0102' },
      { firstName: 'Ines', address: '17 Elm Grove, Unit 4, Markham, ON' },
      { firstName: 'Pia' },
    ]);
    expect(read.unread).toBeUndefined();
    // A city and postal code with no street: said, not kept as an address (review 73 L4).
    expect(read.changed).toContainEqual(
      expect.objectContaining({ line: 6, reason: 'address has no street: its other parts not kept' }),
    );

    const plain = contactsOf('plain-addresses.csv');
    // A street that already names its city does not name it twice; only a part the street ends
    // with, after a comma, is named (review 73 M3: "10 Toronto St" had lost its city, and
    // "Niagara-on-the-Lake" its province); a postal code spelt another way is the same.
    expect(plain.map((contact) => contact.address)).toEqual([
      '12 Maple Ave, Toronto, ON M4M 1A1',
      '40 Pine St, Vaughan, ON',
      '10 Toronto St, Toronto, ON M5C 2B7',
      '15 Queen St, Niagara-on-the-Lake, ON L0S 1J0',
      '12 Maple Ave, Toronto, Ontario M4M1A1',
      // A postal code in the street is not its city (review 73b M1), nor a building its city (M2);
      // a trailing comma and a part of no letter or digit are none; one segment may hold all.
      '12 Maple Ave, M5V 1A1, Toronto, ON',
      'Suite 400, Toronto Dominion Centre, Toronto, ON M5K 1A2',
      '12 Maple Ave, Toronto, ON',
      '12 Maple Ave, Toronto ON M5V 1A1',
    ]);
  });

  it("reads Google's second e-mail and phone, and its address by parts when it has no formatted one (QA 73b M2)", () => {
    const read = readContacts(fixture('google-addresses.csv'));
    if ('refused' in read) throw new Error(read.refused);
    expect(read.contacts).toEqual([
      {
        line: 2,
        firstName: 'Hank',
        lastName: 'Moreau',
        email: 'hank.moreau@example.com',
        phone: '416-555-0144',
        address: '9 Birch Cres, Oakville, ON L6J 1A1',
      },
    ]);
    expect(read.changed).toBeUndefined();
    expect(read.unread?.names).toEqual(['E-mail 2 - Label', 'Phone 1 - Label', 'Phone 2 - Label', 'Address 1 - Label']);
  });

  it('reads the columns of a kind in order of preference: "E-mail 1 - Value" before "E-mail 2 Address"', () => {
    const mapping = mapColumns(['E-mail 2 Address', 'e-mail 1 - value', 'Given Name', 'Family Name']);
    expect(mapping).toEqual({ email: [1, 0], firstName: [2], lastName: [3] });
  });

  it("takes each row's first column of a kind that holds a value: Outlook's Home or Business Phone, its E-mail 2 (QA 72b M1)", () => {
    const file = [
      'First Name;Last Name;E-mail Address;E-mail 2 Address;Mobile Phone;Home Phone;Business Phone',
      'Pat;Quinn;pat.quinn@example.com;;;;(905) 555-7102',
      'Uma;Vance;;uma.vance@example.com;;;',
      'Wes;Young;wes.young@example.com;;;905-555-7202;416-555-0101',
      'Ana;Lee;ana.lee@example.com;old.ana@example.com;647-555-0123;905-555-7202;',
      'Bo;Chan;bo.chan@example.com;;+44 20 7946 0958;905-555-7300;',
      'Cy;Diaz;cy.diaz@example.com;;;+44 20 7946 0958;',
    ].join('\n');

    const read = readContacts(Buffer.from(file));

    if ('refused' in read) throw new Error(read.refused);
    expect(read.rejected).toEqual([]);
    expect(read.contacts.map(({ email, phone }) => ({ email, phone }))).toEqual([
      { email: 'pat.quinn@example.com', phone: '905-555-7102' },
      { email: 'uma.vance@example.com' },
      { email: 'wes.young@example.com', phone: '905-555-7202' },
      { email: 'ana.lee@example.com', phone: '647-555-0123' },
      // The first Canadian number; else the first number given, which the report names.
      { email: 'bo.chan@example.com', phone: '905-555-7300' },
      { email: 'cy.diaz@example.com' },
    ]);
    expect(read.changed).toEqual([
      {
        line: 7,
        column: 'Home Phone',
        reason: "phone '+44 20 7946 0958' is not a Canadian number: left empty",
        email: 'cy.diaz@example.com',
        name: 'Cy Diaz',
      },
    ]);
    // Every column of a kind is read, so none is reported as unread.
    expect('unread' in read).toBe(false);
  });

  it("takes a row's first valid address: Outlook's Exchange address in E-mail Address, a real one in E-mail 2 (review 72 M2)", () => {
    const file = [
      'First Name,Last Name,E-mail Address,E-mail 2 Address',
      'Ana,Lee,/o=ExchangeLabs/ou=Exchange Administrative Group/cn=Recipients/cn=ana,ana.lee@example.com',
      'Bo,Chan,\u200b,bo.chan@example.com',
    ].join('\n');
    const read = readContacts(Buffer.from(file));
    if ('refused' in read) throw new Error(read.refused);
    expect(read.rejected).toEqual([]);
    expect(read.contacts.map((contact) => contact.email)).toEqual(['ana.lee@example.com', 'bo.chan@example.com']);
  });

  it('names the column of the value a row was rejected for: its E-mail 2 Address when that was the one given', () => {
    const read = readContacts(Buffer.from('First Name,Last Name,Email,E-mail 2 Address\nAna,Lee,,not-an-address'));
    if ('refused' in read) throw new Error(read.refused);
    expect(read.rejected).toEqual([
      {
        line: 2,
        column: 'E-mail 2 Address',
        reason: '"not-an-address" is not a valid e-mail address.',
        name: 'Ana Lee',
      },
    ]);
  });

  it('names the columns holding something that it does not read, as the header spells them (QA 55a)', () => {
    const read = readContacts(fixture('google-contacts.csv'));
    if ('refused' in read) throw new Error(read.refused);
    // Middle Name, Phonetic First Name, Nickname, Birthday and Notes are empty in every row.
    expect(read.unread).toEqual({
      names: ['Labels', 'E-mail 1 - Label', 'Phone 1 - Label', 'Address 1 - Label'],
      more: 0,
    });
    const many = ['First Name', 'Email', ...Array.from({ length: 10 }, (_, i) => `Tag ${i + 1}`)];
    const row = ['Ana', 'ana@example.com', ...Array.from({ length: 10 }, () => 'x')];
    const wide = readContacts(Buffer.from([many.join(','), row.join(',')].join('\n')));
    if ('refused' in wide) throw new Error(wide.refused);
    expect(wide.unread).toEqual({ names: many.slice(2, 10), more: 2 });
    expect(contactsOf('outlook.csv')).toHaveLength(1);
    const plain = readContacts(Buffer.from('First Name,Last Name,Email\nAna,Lee,ana@example.com'));
    expect('unread' in plain).toBe(false);
  });

  it('names an unread column as one line of 60 characters at most, and one without a header by its place (review 55)', () => {
    const long = `${'🏠'.repeat(59)}🏡🏢`;
    const header = ['First Name', 'Email', '"Tags\u202e\nand more"', long, ''];
    const row = ['Ana', 'ana@example.com', 'vip', 'x', 'kept?', 'beyond the header'];
    const read = readContacts(Buffer.from([header.join(','), row.join(',')].join('\n')));
    if ('refused' in read) throw new Error(read.refused);
    expect(read.unread).toEqual({
      names: ['Tags and more', `${'🏠'.repeat(59)}🏡`, 'column 5', 'column 6'],
      more: 0,
    });
  });

  it('splits first and last names from a full name when only that is given, rejecting a one-word name', () => {
    const result = readContacts(fixture('full-name-only.csv'));

    if ('refused' in result) throw new Error(result.refused);
    expect(result.contacts.map(({ firstName, lastName }) => [firstName, lastName])).toEqual([
      ['Sofia', 'Martinez'],
      ['Bao', 'Nguyen'],
    ]);
    // The one word is the first name: no last name, which every form requires (review 70 L2).
    expect(result.rejected).toEqual([
      { line: 4, column: 'Name', reason: 'Last name is required', email: 'madonna@example.com', name: 'Madonna' },
    ]);
    expect(splitFullName('  Mary   Anne Smith ')).toEqual({ firstName: 'Mary', lastName: 'Anne Smith' });
  });
});

describe('reading text correctly', () => {
  it('reads a UTF-8 file with a BOM, the BOM not glued to the first header', () => {
    expect(contactsOf('bom-utf8.csv').map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      'Jérôme Côté',
      'Zoë Ångström',
    ]);
  });

  it('reads Windows-1252 text as Excel saves it', () => {
    expect(contactsOf('windows-1252.csv').map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      'Jérôme Côté',
      'Maeve O’Neill',
    ]);
  });

  it('reads UTF-16 with its BOM, little- or big-endian, comma- or tab-separated, as Excel\'s "Unicode text" saves it (QA 69b L3)', () => {
    const text =
      '\uFEFFFirst Name,Last Name,Email\r\nRenée,Bélanger,renee@example.com\r\nFrançois,Côté,francois@example.com\r\n';
    const littleEndian = Buffer.from(text, 'utf16le');
    const bigEndian = Buffer.from(text, 'utf16le').swap16();
    const tabbed = Buffer.from(text.replaceAll(',', '\t'), 'utf16le');
    for (const bytes of [littleEndian, bigEndian, tabbed]) {
      const result = readContacts(bytes);
      if ('refused' in result) throw new Error(`refused: ${result.refused}`);
      expect(result.contacts.map((c) => `${c.firstName} ${c.lastName} ${c.email}`)).toEqual([
        'Renée Bélanger renee@example.com',
        'François Côté francois@example.com',
      ]);
    }
    // Cut short by a byte: refused, not read with its last address garbled (review 69b L5).
    expect(readContacts(littleEndian.subarray(0, littleEndian.length - 3))).toEqual({
      refused: 'The file could not be read as CSV. Save it as CSV (comma-separated) and try again.',
    });
  });

  it('reads a quoted newline inside its cell, as one address line, and numbers lines as the file does', () => {
    const [priya, owen] = contactsOf('quoted-newlines.csv');
    expect(priya).toMatchObject({ line: 2, address: 'Unit 5, 200 King St E, Toronto' });
    expect(owen).toMatchObject({ line: 5, email: 'owen.clarke@example.com' });
  });

  // QA 76c M1: a formula-like name was kept as text, and the invitation greeted its reader with it.
  it('rejects a formula-like name rather than invite it', () => {
    const result = readContacts(fixture('formulas.csv'));
    if ('refused' in result) throw new Error(`refused: ${result.refused}`);
    expect(result.contacts).toEqual([]);
    expect(result.rejected).toMatchObject([
      {
        line: 2,
        column: 'First Name',
        reason: 'The name is a web address, or starts with =, +, - or @ as a formula does.',
        email: 'mallory@example.com',
      },
    ]);
  });
});

describe('refusing a whole file, rejecting a row', () => {
  it.each(['empty.csv', 'header-only.csv'])('refuses %s with the limits message', (name) => {
    expect(readContacts(fixture(name))).toEqual({ refused: importRefused });
  });

  it('refuses more than 10,000 contacts and more than 5 MB', () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `Person,No${i},p${i}@example.com`);
    expect(readContacts(Buffer.from(['First Name,Last Name,Email', ...rows].join('\n')))).toEqual({
      refused: 'The file must have 1 to 10,000 contacts and be at most 5 MB.',
    });
    const exactly = Array.from({ length: 10_000 }, (_, i) => `Person,No${i},p${i}@example.com`);
    const read = readContacts(Buffer.from(['First Name,Last Name,Email', ...exactly].join('\n')));
    expect('contacts' in read && read.contacts).toHaveLength(10_000);
    expect(readContacts(Buffer.alloc(5 * 1024 * 1024 + 1, 'a'))).toEqual({ refused: importRefused });
  });

  it('refuses a file with no e-mail column, saying how to fix it', () => {
    expect(readContacts(fixture('no-email-column.csv'))).toEqual({
      refused: 'The file has no e-mail column. Name one column "Email" and try again.',
    });
  });

  it('rejects only the rows with a malformed or missing e-mail or no name, each with line, column and reason', () => {
    const result = readContacts(fixture('bad-rows.csv'));
    if ('refused' in result) throw new Error(result.refused);
    expect(result.contacts.map((c) => c.email)).toEqual(['good.person@example.com', 'also.good@example.com']);
    expect(result.rejected).toEqual([
      { line: 3, column: 'Email', reason: '"not-an-email" is not a valid e-mail address.', name: 'No Address' },
      {
        line: 4,
        column: 'First Name',
        reason: 'The name is missing.',
        email: 'nameless@example.com',
        name: 'Nameless',
      },
      { line: 5, column: 'Email', reason: 'The e-mail address is missing.', name: 'Missing Email' },
    ]);
  });

  it('rejects a one-letter first or last name, which every form refuses (QA 70b L1)', () => {
    const csv = [
      'First Name,Last Name,Email',
      'A,Short,a.short@example.com',
      'Bo,C,bo.c@example.com',
      'Ed,Lo,ed.lo@example.com',
    ].join('\n');

    const result = readContacts(Buffer.from(csv));

    if ('refused' in result) throw new Error(result.refused);
    expect(result.contacts.map((c) => c.email)).toEqual(['ed.lo@example.com']);
    expect(result.rejected).toEqual([
      {
        line: 2,
        column: 'First Name',
        reason: 'The first name must have at least 2 characters.',
        email: 'a.short@example.com',
        name: 'A Short',
      },
      {
        line: 3,
        column: 'Last Name',
        reason: 'The last name must have at least 2 characters.',
        email: 'bo.c@example.com',
        name: 'Bo C',
      },
    ]);
  });

  it("rejects a row without a last name, with the forms' own message, which every form requires (review 70 L2)", () => {
    const csv = [
      'First Name,Last Name,Email',
      'Di,,di@example.com',
      'Flo,   ,flo@example.com',
      'A,,a@example.com',
      'Ed,Lo,ed.lo@example.com',
    ].join('\n');

    const result = readContacts(Buffer.from(csv));

    if ('refused' in result) throw new Error(result.refused);
    expect(result.contacts.map((c) => c.email)).toEqual(['ed.lo@example.com']);
    expect(result.rejected).toEqual([
      { line: 2, column: 'Last Name', reason: 'Last name is required', email: 'di@example.com', name: 'Di' },
      { line: 3, column: 'Last Name', reason: 'Last name is required', email: 'flo@example.com', name: 'Flo' },
      // The first name's fault is told first: the row has one reason.
      {
        line: 4,
        column: 'First Name',
        reason: 'The first name must have at least 2 characters.',
        email: 'a@example.com',
        name: 'A',
      },
    ]);
  });

  it('takes the last name from the Name cell of a file with both, and rejects a row with neither (review 71)', () => {
    const csv = ['First Name,Last Name,Display Name,Email', 'Ann,,Ann Lee,ann@example.com', 'Bo,,,bo@example.com'];
    const result = readContacts(Buffer.from(csv.join('\n')));

    if ('refused' in result) throw new Error(result.refused);
    expect(result.contacts.map((c) => [c.firstName, c.lastName])).toEqual([['Ann', 'Lee']]);
    expect(result.rejected).toEqual([
      { line: 3, column: 'Last Name', reason: 'Last name is required', email: 'bo@example.com', name: 'Bo' },
    ]);
  });

  it('names the missing column, as a person reads it, for a file with no Last Name column', () => {
    const result = readContacts(Buffer.from(['First Name,Email', 'Di,di@example.com'].join('\n')));

    if ('refused' in result) throw new Error(result.refused);
    expect(result.rejected).toEqual([
      {
        line: 2,
        column: 'no Last Name column',
        reason: 'Last name is required',
        email: 'di@example.com',
        name: 'Di',
      },
    ]);
  });

  it('quotes a wrong address as the file has it, not lowercased (QA 74b M4)', () => {
    const csv = [
      'First Name,Last Name,Email',
      'Kevin,Ng,Kevin Ng <Kevin at Example>',
      'Ana,Li,ANA.LI',
      'Cy,Do,Mailto:',
    ].join('\n');

    const result = readContacts(Buffer.from(csv));

    if ('refused' in result) throw new Error(result.refused);
    expect(result.rejected.map((row) => row.reason)).toEqual([
      '"Kevin Ng <Kevin at Example>" is not a valid e-mail address.',
      '"ANA.LI" is not a valid e-mail address.',
      // Nothing after the mailto: is no address, not a missing one.
      '"Mailto:" is not a valid e-mail address.',
    ]);
  });

  it("reads an apostrophe's address, drops a pasted zero-width space, takes Google's first of several, and rejects separators (QA 63b)", () => {
    const csv = [
      'First Name,Last Name,Email,Phone',
      "Sean,O'Neil,sean.o'neil@example.com,",
      'Zed,Width,zed\u200b.width@example.com,',
      'Gail,Two,gail@example.com ::: gail.work@example.com,416-555-0142 ::: 647-555-0199',
      'Comma,Person,"comma,person@example.com",',
    ].join('\r\n');

    const result = readContacts(Buffer.from(csv));

    if ('refused' in result) throw new Error(result.refused);
    expect(result.contacts.map((c) => c.email)).toEqual([
      "sean.o'neil@example.com",
      'zed.width@example.com',
      'gail@example.com',
    ]);
    expect(result.contacts[2]?.phone).toBe('416-555-0142');
    expect(result.rejected).toEqual([
      {
        line: 5,
        column: 'Email',
        reason: '"comma,person@example.com" is not a valid e-mail address.',
        name: 'Comma Person',
      },
    ]);
  });

  it('rejects a row whose name has a line break, a control character or markup (issue 24 L4)', () => {
    const csv = [
      'First Name,Last Name,Email',
      '"Bob\nBcc: x@evil.example",Smith,bob@example.com',
      'Ann,"<b>Lee</b>",ann@example.com',
      'Cy,"Dunn\u0007",cy@example.com',
      'Dee,Fox,dee@example.com',
    ].join('\r\n');

    const result = readContacts(Buffer.from(csv));

    if ('refused' in result) throw new Error(result.refused);
    expect(result.contacts.map((c) => c.email)).toEqual(['dee@example.com']);
    const reason = 'The name has a line break, a control character or < >.';
    expect(result.rejected).toEqual([
      // The name as typed, its faults and all: the report is a CSV file, its cells quoted.
      { line: 2, column: 'First Name', reason, email: 'bob@example.com', name: 'Bob\nBcc: x@evil.example Smith' },
      { line: 4, column: 'Last Name', reason, email: 'ann@example.com', name: 'Ann <b>Lee</b>' },
      { line: 5, column: 'Last Name', reason, email: 'cy@example.com', name: 'Cy Dunn\u0007' },
    ]);
  });
});

// Helper 74's finding: csv-parse counts a quoted CRLF as two lines, so every row after an
// Outlook address on two lines was reported one line too far down.
it('names the line of a row after a cell on two lines in a Windows file', () => {
  const csv = [
    'First Name,Last Name,Email,Address',
    'Priya,Patel,priya@example.com,"Unit 5\r\n200 King St E"',
    'Bo,Ma,bo-at-example.com,',
  ].join('\r\n');

  const result = readContacts(Buffer.from(csv));

  if ('refused' in result) throw new Error(result.refused);
  expect(result.contacts.map((contact) => [contact.line, contact.address])).toEqual([[2, 'Unit 5, 200 King St E']]);
  expect(result.rejected.map((row) => row.line)).toEqual([4]);
});

describe('a quote that is not closed (QA 74b M3)', () => {
  const refusal = (line: number) => ({
    refused: `The file could not be read as CSV: line ${line} has a quote that is not closed. Fix that line and try again.`,
  });

  it("names the line where the quote's row starts, rather than refuse the file without a word", () => {
    const people = Array.from({ length: 6 }, (_, i) => `Person,No${i},p${i}@example.com`);
    const csv = ['First Name,Last Name,Email', ...people, 'Kevin,Ng,"kevin@example.com', 'Ana,Li,ana@example.com'];

    expect(readContacts(Buffer.from(csv.join('\n')))).toEqual(refusal(8));
  });

  // csv-parse counts a quoted CRLF as two lines, and every line after it one too many.
  it('names the right line of a Windows file, after a cell on two lines and an empty line', () => {
    const csv = [
      'First Name,Last Name,Email,Address',
      'Priya,Patel,priya@example.com,"Unit 5\r\n200 King St E"',
      '',
      'Kevin,Ng,"kevin@example.com,',
      'Ana,Li,ana@example.com,',
    ];

    expect(readContacts(Buffer.from(csv.join('\r\n')))).toEqual(refusal(5));
  });

  it('names line 1 for a quote not closed in the header', () => {
    expect(readContacts(Buffer.from('"First Name,Last Name,Email\nAna,Li,ana@example.com\n'))).toEqual(refusal(1));
  });
});

describe('duplicates', () => {
  it('skips people already known by e-mail, or by phone with both names, and repeats within the file', () => {
    const known = [{ email: 'olivia.chen@example.com', firstName: 'Olivia', lastName: 'Chen', phone: '416-555-0101' }];
    const { fresh, skipped } = sortOutDuplicates(contactsOf('duplicates.csv'), known);
    expect(fresh.map((c) => c.email)).toEqual(['tom.baker@example.com']);
    expect(skipped).toEqual([
      {
        line: 2,
        email: 'olivia.chen@example.com',
        name: 'Olivia Chen',
        kind: 'email',
        reason: 'Someone with this e-mail address is already a user or invited.',
      },
      {
        line: 3,
        email: 'o.chen.other@example.com',
        name: 'Olivia Chen',
        kind: 'phone',
        reason: 'Someone with this name and phone number is already a user or invited.',
      },
      {
        line: 5,
        email: 'tom.baker@example.com',
        name: 'Tom Baker',
        kind: 'file',
        reason: 'The same person is on line 4 of this file.',
      },
      {
        line: 6,
        email: 'tbaker@example.com',
        name: 'Tom Baker',
        kind: 'file',
        reason: 'The same person is on line 4 of this file.',
      },
    ]);
  });

  it("reads a row's other valid e-mail addresses for the duplicates check, not the kept one again", () => {
    const file = Buffer.from(
      'First Name,Last Name,E-mail Address,E-mail 2 Address,E-mail 3 Address\nAnn,Lee,ann.new@example.com,ANN.OLD@example.com,not-an-address\nBo,Ma,bo@example.com,bo@example.com,\n',
    );
    const read = readContacts(file);
    if ('refused' in read) throw new Error(read.refused);
    expect(read.contacts.map((contact) => contact.otherEmails)).toEqual([['ann.old@example.com'], undefined]);
  });

  it('skips a row whose other e-mail address is known, or earlier in the file (review 72: invited again under E-mail 1)', () => {
    const known = [{ email: 'ann.old@example.com', firstName: 'Ann', lastName: 'Lee' }];
    const row = (line: number, email: string, otherEmails?: string[]) => ({
      line,
      email,
      firstName: 'Ann',
      lastName: 'Lee',
      ...(otherEmails && { otherEmails }),
    });
    const { fresh, skipped } = sortOutDuplicates(
      [
        row(2, 'ann.new@example.com', ['ann.old@example.com']),
        row(3, 'ann.work@example.com', ['ann.home@example.com']),
        row(4, 'ann.home@example.com'),
      ],
      known,
    );
    expect(fresh.map((contact) => contact.line)).toEqual([3]);
    expect(skipped).toEqual([
      {
        line: 2,
        email: 'ann.new@example.com',
        name: 'Ann Lee',
        kind: 'email',
        reason:
          "Someone with this name and this row's other e-mail address, ann.old@example.com, is already a user or invited.",
      },
      {
        line: 4,
        email: 'ann.home@example.com',
        name: 'Ann Lee',
        kind: 'file',
        reason: 'The same person is on line 3 of this file.',
      },
    ]);
  });

  it("does not take a family's shared address in one row's E-mail 2 for another person (review 73b M3)", () => {
    const john = {
      line: 2,
      email: 'john@example.com',
      firstName: 'John',
      lastName: 'Smith',
      otherEmails: ['family@example.com'],
    };
    const jane = { line: 3, email: 'family@example.com', firstName: 'Jane', lastName: 'Smith' };
    expect(sortOutDuplicates([john, jane], []).fresh).toEqual([john, jane]);
    const janeKnown = [{ email: 'family@example.com', firstName: 'Jane', lastName: 'Smith' }];
    expect(sortOutDuplicates([john], janeKnown).fresh).toEqual([john]);
  });

  it('does not call people with the same phone but other names duplicates (a shared family line)', () => {
    const known = [{ email: 'a@example.com', firstName: 'Tom', lastName: 'Baker', phone: '416-555-0102' }];
    const contact = { line: 2, email: 'b@example.com', firstName: 'Ann', lastName: 'Baker', phone: '416-555-0102' };
    expect(sortOutDuplicates([contact], known).fresh).toEqual([contact]);
  });
});
