import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { sortOutDuplicates } from '../../../functions/user/invitations/contact-import/duplicates';
import { reportCsv } from '../../../functions/user/invitations/contact-import/import-chunks';
import { readContacts } from '../../../functions/user/invitations/contact-import/read-contacts';
import { reportFilename, reportRows } from '../../../functions/user/invitations/contact-import/report-rows';

/** Issue 29: the import report lists every field an imported row left empty or cut, per row. */
const csv = (...lines: string[]) => Buffer.from(lines.join('\n'));

describe("the import report's changed fields", () => {
  it('says a phone that is not a Canadian number was left empty, and imports the row', () => {
    const result = readContacts(
      csv(
        'First Name,Last Name,Email,Mobile Phone',
        'Nadia,Rahman,nadia@example.com,123',
        'Omar,Haddad,omar@example.com,416-555-0134',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => [contact.email, contact.phone])).toEqual([
      ['nadia@example.com', undefined],
      ['omar@example.com', '416-555-0134'],
    ]);
    expect(result.changed).toEqual([
      {
        line: 2,
        column: 'Mobile Phone',
        reason: "phone '123' is not a Canadian number: left empty",
        email: 'nadia@example.com',
        name: 'Nadia Rahman',
      },
    ]);
  });

  it('joins an address typed with commas outside quotes back together, and names its row (QA 67b M2)', () => {
    const result = readContacts(
      csv(
        'First Name,Last Name,Email,Phone,Address',
        'Mo,Mu,mo@example.com,416-555-0178,12 Maple Ave, Toronto, ON M4E 1A1',
        'Ana,Li,ana@example.com,,"9 Elm St, Unit 4"',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => contact.address)).toEqual([
      '12 Maple Ave, Toronto, ON M4E 1A1',
      '9 Elm St, Unit 4',
    ]);
    expect(result.changed).toEqual([
      {
        line: 2,
        column: 'Address',
        reason: 'address had commas outside quotes: its parts joined',
        email: 'mo@example.com',
        name: 'Mo Mu',
      },
    ]);
    expect('unread' in result).toBe(false);
  });

  it('rejects a row whose comma outside quotes moved a field the import reads, rather than invite a wrong name (review 67)', () => {
    const result = readContacts(
      csv(
        'Email,Address,First Name,Last Name',
        'mo@example.com,12 Maple Ave, Toronto,Mo,Mu',
        'ana@example.com,9 Elm St,Ana,Li',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => contact.firstName)).toEqual(['Ana']);
    expect(result.rejected).toEqual([
      {
        line: 2,
        column: 'column 5',
        reason:
          "The row has more cells than the header's 4 columns: a comma outside quotes moved its fields. Put the cell that holds the comma in quotes.",
        email: 'mo@example.com',
      },
    ]);
    expect('unread' in result).toBe(false);
  });

  // QA 76c M1: both were invited, and the first greeted its reader with a link, as the agent.
  it('rejects a name that is a formula or a link, and says so', () => {
    const result = readContacts(
      csv(
        'Email,First Name,Last Name',
        'mo@example.com,"=HYPERLINK(""http://evil.example/x"",""Click"")",Mu',
        'jo@example.com,=2+3,Lee',
        'ana@example.com,Ana,Li',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => contact.firstName)).toEqual(['Ana']);
    expect(result.rejected.map(({ line, reason, email }) => [line, reason, email])).toEqual([
      [2, 'The name is a web address, or starts with =, +, - or @ as a formula does.', 'mo@example.com'],
      [3, 'The name is a web address, or starts with =, +, - or @ as a formula does.', 'jo@example.com'],
    ]);
  });

  it("names such a row by its first valid address of several, as an imported row's is read", () => {
    const result = readContacts(
      csv(
        'E-mail Address,E-mail 2 Address,Address,First Name,Last Name',
        '/o=ExchangeLabs/cn=mo,mo@example.com,12 Maple Ave, Toronto,Mo,Mu',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.rejected).toMatchObject([{ line: 2, column: 'column 6', email: 'mo@example.com' }]);
  });

  it("joins the address in every row that needs it, an Excel header's empty last column notwithstanding", () => {
    const result = readContacts(
      csv('Name,Email,Address,', 'Mo Mu,mo@example.com,12 Maple Ave, Toronto', 'Ana Li,ana@example.com,9 Elm St,'),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => contact.address)).toEqual(['12 Maple Ave, Toronto', '9 Elm St']);
    expect(result.changed?.map((row) => [row.line, row.column])).toEqual([[2, 'Address']]);
    expect('unread' in result).toBe(false);
  });

  it('imports a row whose extra cells follow a last column the import does not read (a Notes with commas)', () => {
    const result = readContacts(csv('Name,Email,Notes', 'Mo Mu,mo@example.com,likes big yards, near schools'));
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => [contact.firstName, contact.email])).toEqual([['Mo', 'mo@example.com']]);
    expect(result.rejected).toEqual([]);
    expect(result.unread?.names).toEqual(['Notes', 'column 4']);
  });

  it("says a phone's extension was left out, and keeps the number (QA 44 L5)", () => {
    const result = readContacts(csv('Name,Email,Phone', 'Ivy Chan,ivy@example.com,(416)5550199 x12'));
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts[0]!.phone).toBe('416-555-0199');
    expect(result.changed?.map((row) => [row.column, row.reason])).toEqual([
      ['Phone', "phone '(416)5550199 x12' kept without its extension 12"],
    ]);
  });

  it('says a name or an address was cut to its length', () => {
    const long = 'x'.repeat(120);
    const result = readContacts(csv('Name,Email,Address', `${long} Chan,ivy@example.com,${'1 Main St '.repeat(40)}`));
    if ('refused' in result) throw new Error(result.refused);

    expect(result.changed?.map((row) => [row.column, row.reason])).toEqual([
      ['Address', 'address cut to 300 characters'],
      ['Name', 'first name cut to 100 characters'],
    ]);
  });

  // Review 46: the forms refuse such an address, and every later save of the contact failed.
  it('joins an address on several lines with commas, and leaves one with a control character empty', () => {
    const result = readContacts(
      csv(
        'Name,Email,Address',
        'Ivy Chan,ivy@example.com,"12 Main St\nUnit 4"',
        'Tom Lee,tom@example.com,12 Main St\u202E',
        'Ann Roe,ann@example.com,12 Main St',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => contact.address)).toEqual(['12 Main St, Unit 4', undefined, '12 Main St']);
    expect(result.changed?.map((row) => [row.line, row.column, row.reason])).toEqual([
      [2, 'Address', 'address on several lines joined with commas'],
      [4, 'Address', 'address has a control character or < >: left empty'],
    ]);
  });

  it("names the row's e-mail for a row rejected for its name, or changed, as for a skipped one (QA 38b L8)", () => {
    const result = readContacts(
      csv(
        'First Name,Last Name,Email,Phone',
        ',,noname@example.com,',
        'Tess,Ode,tess@example.com,123',
        'Bad,Row,not-an-address,',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);
    const rows = reportRows(Buffer.from(reportCsv(result.rejected, [], result.changed))).rows;

    expect(rows.map((row) => [row.line, row.outcome, row.email, row.name])).toEqual([
      [2, 'Rejected', 'noname@example.com', undefined],
      [3, 'Changed', 'tess@example.com', 'Tess Ode'],
      // Its e-mail is what is wrong with it, and the reason quotes it; its name says who it was.
      [4, 'Rejected', '', 'Bad Row'],
    ]);
  });

  it('has no changes to report for a clean file', () => {
    const result = readContacts(csv('First Name,Last Name,Email', 'Nadia,Rahman,nadia@example.com'));

    expect('changed' in result).toBe(false);
  });

  it('writes the changed rows into the report as "Changed", in line order, and reads them back', () => {
    const file = reportCsv(
      [{ line: 4, column: 'Email', reason: 'The e-mail address is missing.' }],
      [],
      [{ line: 2, column: 'Phone', reason: "phone '123' is not a Canadian number: left empty" }],
    );

    expect(reportRows(Buffer.from(file)).rows).toEqual([
      {
        line: 2,
        outcome: 'Changed',
        column: 'Phone',
        reason: "phone '123' is not a Canadian number: left empty",
        email: '',
      },
      { line: 4, outcome: 'Rejected', column: 'Email', reason: 'The e-mail address is missing.', email: '' },
    ]);
  });
  it("shows the page the names and addresses as typed, without the download's guard against formulas (security 75 L1)", () => {
    // The download starts a cell that a spreadsheet would run (=, +, -, @, a tab) with an
    // apostrophe; the page's table, read back from it, showed "'-Ann Brown".
    const file = reportCsv(
      [
        { line: 2, column: 'Email', reason: '"=x" is not a valid e-mail address.', name: '-Ann Brown' },
        { line: 3, column: 'Phone', reason: 'phone left empty', email: '+alerts@example.com', name: '@Bo Li' },
        { line: 4, column: 'Email', reason: 'The e-mail address is missing.', name: "'Quoted Kim" },
      ],
      [],
    );
    expect(file).toContain("'-Ann Brown");

    expect(reportRows(Buffer.from(file)).rows.map((row) => [row.reason, row.name])).toEqual([
      ['"=x" is not a valid e-mail address.', '-Ann Brown'],
      ['phone left empty', '@Bo Li'],
      ['The e-mail address is missing.', "'Quoted Kim"],
    ]);
    expect(reportRows(Buffer.from(file)).rows[1]!.email).toBe('+alerts@example.com');
  });
});

describe('a file saved with another separator', () => {
  // QA 44 M3: Excel saves "CSV" with semicolons where the comma is the decimal mark, and some
  // exports use tabs; such a file was refused as having "no e-mail column".
  it.each([
    ['semicolons', ';'],
    ['tabs', '\t'],
  ])('reads a file of %s, a comma in a name kept', (_, separator) => {
    const result = readContacts(
      csv(
        ['First Name', 'Last Name', 'Email', 'Phone'].join(separator),
        ['Nadia', 'Rahman, MD', 'nadia@example.com', '416-555-0134'].join(separator),
        ['Omar', 'Haddad', 'omar@example.com', ''].join(separator),
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((c) => [c.firstName, c.lastName, c.email, c.phone])).toEqual([
      ['Nadia', 'Rahman, MD', 'nadia@example.com', '416-555-0134'],
      ['Omar', 'Haddad', 'omar@example.com', undefined],
    ]);
  });

  it('reads a comma file whose names hold semicolons as a comma file', () => {
    const result = readContacts(csv('Name,Email', '"Lee; Kim",lee@example.com', 'Ann;Bo Li,ann@example.com'));
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((c) => c.email)).toEqual(['lee@example.com', 'ann@example.com']);
  });

  it('says a file that is not text is not a CSV file (QA 44 L1)', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(readContacts(png)).toEqual({
      refused: 'The file could not be read as CSV. Save it as CSV (comma-separated) and try again.',
    });
  });
});

describe('an address written with a display name or mailto: (QA 74b M4)', () => {
  it('reads the address inside the angle brackets of "Name <address>", and says what it was read from', () => {
    const result = readContacts(
      csv(
        'First Name,Last Name,Email',
        'Kevin,Ng,Kevin Ng <Kevin@Example.com>',
        'Bo,Lu,"""Lu, Bo"" <bo@example.com>"',
        'Ana,Li,ana@example.com',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => contact.email)).toEqual([
      'kevin@example.com',
      'bo@example.com',
      'ana@example.com',
    ]);
    expect(result.rejected).toEqual([]);
    expect(result.changed?.map(({ line, column, reason, email }) => [line, column, reason, email])).toEqual([
      [2, 'Email', "e-mail address read from 'Kevin Ng <Kevin@Example.com>'", 'kevin@example.com'],
      [3, 'Email', `e-mail address read from '"Lu, Bo" <bo@example.com>'`, 'bo@example.com'],
    ]);
  });

  it('drops a leading mailto:, in any case, in angle brackets or not', () => {
    const result = readContacts(
      csv('Name,Email', 'Ana Li,MAILTO:ana@example.com', 'Cy Do,Cy Do <mailto:cy@example.com>'),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => contact.email)).toEqual(['ana@example.com', 'cy@example.com']);
    expect(result.changed?.map((row) => row.reason)).toEqual([
      "e-mail address read from 'MAILTO:ana@example.com'",
      "e-mail address read from 'Cy Do <mailto:cy@example.com>'",
    ]);
  });

  // Review 74 M1, L2: a pasted link's query became part of the address, and a display name that is
  // itself an address could hide which one is invited.
  it("drops a mailto: link's query, and rejects a display name that is itself an address", () => {
    const result = readContacts(
      csv(
        'Name,Email',
        'Kevin Ng,mailto:kevin@example.com?subject=Hello',
        'Eve Ox,ceo@bank.example <eve@evil.example>',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts.map((contact) => contact.email)).toEqual(['kevin@example.com']);
    expect(result.rejected.map((row) => [row.line, row.reason])).toEqual([
      [3, '"ceo@bank.example <eve@evil.example>" is not a valid e-mail address.'],
    ]);
  });

  it("reads a row's other addresses so too, for the duplicates check", () => {
    const result = readContacts(
      csv(
        'First Name,Last Name,E-mail Address,E-mail 2 Address',
        'Ann,Lee,ann@example.com,Ann Lee <ann.old@example.com>',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts[0]?.otherEmails).toEqual(['ann.old@example.com']);
  });

  it("takes no name from an address's display name: a row without one is rejected for it, as before", () => {
    const result = readContacts(csv('First Name,Last Name,Email', ',,Kevin Ng <kevin@example.com>'));
    if ('refused' in result) throw new Error(result.refused);

    expect(result.contacts).toEqual([]);
    expect(result.rejected).toEqual([
      { line: 2, column: 'First Name', reason: 'The name is missing.', email: 'kevin@example.com' },
    ]);
  });
});

describe("the import report's Name column (QA 74b M5)", () => {
  const reportOf = (...rows: Parameters<typeof reportCsv>) => parse(reportCsv(...rows), { bom: true }) as string[][];

  it('names who each row was, as typed, beside its e-mail: a row rejected for its e-mail too', () => {
    const result = readContacts(
      csv(
        'First Name,Last Name,Email,Phone',
        'Bad,Row,not-an-address,',
        ',,noname@example.com,',
        'Tess,Ode,tess@example.com,123',
        'Ann,,ann@example.com,',
      ),
    );
    if ('refused' in result) throw new Error(result.refused);

    expect(reportOf(result.rejected, [], result.changed)).toEqual([
      ['Line', 'Outcome', 'Column', 'Reason', 'Email', 'Name'],
      ['2', 'Rejected', 'Email', '"not-an-address" is not a valid e-mail address.', '', 'Bad Row'],
      ['3', 'Rejected', 'First Name', 'The name is missing.', 'noname@example.com', ''],
      ['4', 'Changed', 'Phone', "phone '123' is not a Canadian number: left empty", 'tess@example.com', 'Tess Ode'],
      ['5', 'Rejected', 'Last Name', 'Last name is required', 'ann@example.com', 'Ann'],
    ]);
  });

  it("names a row by a file's one Name column as it is typed there", () => {
    const result = readContacts(csv('Name,Email', '"Rahman, Nadia",nadia.example.com'));
    if ('refused' in result) throw new Error(result.refused);

    expect(reportOf(result.rejected, [])[1]).toEqual([
      '2',
      'Rejected',
      'Email',
      '"nadia.example.com" is not a valid e-mail address.',
      '',
      'Rahman, Nadia',
    ]);
  });

  it('names a skipped duplicate by the names it was read with', () => {
    const result = readContacts(csv('Name,Email', 'Nadia Rahman,nadia@example.com'));
    if ('refused' in result) throw new Error(result.refused);
    const known = [{ email: 'nadia@example.com', firstName: 'Nadia', lastName: 'Rahman' }];
    const { skipped } = sortOutDuplicates(result.contacts, known);

    expect(reportOf([], skipped)[1]).toEqual([
      '2',
      'Skipped',
      '',
      'Someone with this e-mail address is already a user or invited.',
      'nadia@example.com',
      'Nadia Rahman',
    ]);
  });

  it('keeps a name that looks like a formula as text, as every other cell', () => {
    const rejected = [
      { line: 2, column: 'Email', reason: 'The e-mail address is missing.', name: '=HYPERLINK("x") Lee' },
    ];

    expect(reportOf(rejected, [])[1]?.[5]).toBe('\'=HYPERLINK("x") Lee');
  });
});

describe("the import report's file name (QA 75b L4)", () => {
  it.each([
    ['contacts.csv', 'contacts-report.csv'],
    ['Outlook Export (Nov).CSV', 'Outlook Export (Nov)-report.csv'],
    ['clients "best"; é.csv', 'clients -best-report.csv'],
    ['.csv', 'import-report.csv'],
    [`${'x'.repeat(200)}.csv`, `${'x'.repeat(80)}-report.csv`],
  ])('names the report of %s %s', (fileName, expected) => {
    expect(reportFilename(fileName)).toBe(expected);
  });
});
