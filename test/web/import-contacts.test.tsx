import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ImportProgress, ImportReport, RecentImports } from '@shared/contact-import';
import type { UsersPage } from '@shared/users';
import { ImportContactsScreen } from '../../web/src/features/import-contacts/components/import-contacts-screen';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { onAPhone } from './phone';
import { renderWithRouter } from './render';
import { expectSaidIn, silentRegions } from './live-region';

vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  sendRequest: vi.fn(),
}));

/** The import contacts page (issue 15, document 2 §2, §4, §8) over a faked API and storage. */
type Call = { path: string; method: string; body?: unknown };
let calls: Call[];
let storagePuts: { url: string; body: unknown }[];
/** What `GET /imports` answers (none by default); its calls are counted apart from `calls`. */
let recent: RecentImports;
let recentCalls: number;

const importId = '5f0c1a52-7d1e-4c51-9a3c-2f2d7c1e9b10';
const davidId = 'agent-david';

function progress(extra: Partial<ImportProgress> = {}): ImportProgress {
  return {
    id: importId,
    agentId: davidId,
    fileName: 'contacts.csv',
    status: 'queued',
    read: 0,
    invited: 0,
    skipped: 0,
    rejected: 0,
    emailsSent: 0,
    emailsTotal: 0,
    hasReport: false,
    undoable: false,
    createdAt: '2026-06-15T12:00:00.000Z',
    updatedAt: '2026-06-15T12:00:00.000Z',
    ...extra,
  };
}

const agents: UsersPage = {
  items: [
    {
      id: davidId,
      PK: `U#${davidId}`,
      roles: ['agent'],
      details: { firstName: 'David', lastName: 'Chen', email: 'david@example.com' },
      status: 'active',
      logins: 3,
      totalSessionDuration: 0,
      averageSessionDuration: 0,
      totalReportOpen: 0,
    },
  ],
  total: 1,
  from: 0,
  size: 1000,
};

/** Every call the page makes goes through `answer`; storage's signed PUT is a fetch of its own. */
function api(answer: (call: Call) => unknown, storageOk = true) {
  calls = [];
  storagePuts = [];
  vi.mocked(sendRequest).mockImplementation(async (path: string, request?: { method?: string; body?: unknown }) => {
    const call = { path, method: request?.method ?? 'GET', body: request?.body };
    if (call.method === 'GET' && path === '/imports') {
      recentCalls += 1;
      return recent;
    }
    calls.push(call);
    if (call.method === 'POST' && path === '/uploads') {
      return {
        key: 'uploads/me/file.csv',
        url: 'http://storage.test/put',
        method: 'PUT',
        headers: { 'content-type': 'text/csv' },
      };
    }
    return answer(call);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      storagePuts.push({ url, body: init?.body });
      return { ok: storageOk, status: storageOk ? 200 : 403 } as Response;
    }),
  );
}

/** The page as the route drives it: a started import's id becomes the one shown. */
function show({
  isAdmin = false,
  isAgent = !isAdmin,
  initialId,
}: { isAdmin?: boolean; isAgent?: boolean; initialId?: string } = {}) {
  const onCancel = vi.fn();
  const started: string[] = [];
  function Page() {
    const [id, setId] = useState(initialId);
    return (
      <ImportContactsScreen
        isAdmin={isAdmin}
        isAgent={isAgent}
        importId={id}
        onShow={(next) => {
          started.push(next);
          setId(next);
        }}
        onCancel={onCancel}
      />
    );
  }
  const view = renderWithRouter(<Page />);
  return { ...view, onCancel, started };
}

const csv = (name = 'contacts.csv', type = 'text/csv') =>
  new File(['First Name,Last Name,Email\nAna,Lee,ana@example.com\n'], name, { type });

/** Through the file input behind 'Choose file', as the browser's file picker does. */
async function chooseFile(container: HTMLElement, file: File) {
  await screen.findByRole('button', { name: /Choose (another )?file/ });
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input!, { target: { files: [file] } });
}

beforeEach(() => {
  vi.mocked(sendRequest).mockReset();
  recent = { imports: [] };
  recentCalls = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('choosing the file', () => {
  it('refuses a file that is not CSV with the spec message naming it, and sends nothing', async () => {
    api(() => ({}));
    const { container } = show();

    await chooseFile(container, new File(['\x89PNG'], 'house photo.png', { type: 'image/png' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, the file "house photo.png" cannot be uploaded. Be sure to select a csv file.',
    );
    expect(screen.getByRole('button', { name: 'Send Invite' })).toHaveProperty('disabled', true);
    expect(calls).toEqual([]);
  });

  it('takes a .csv file whatever type the browser gives it (Excel says application/vnd.ms-excel)', async () => {
    api(() => ({}));
    const { container } = show();

    await chooseFile(container, csv('export.CSV', 'application/vnd.ms-excel'));

    expect(await screen.findByText('export.CSV')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Invite' })).toHaveProperty('disabled', false);
  });

  it('explains the columns it reads and the limits', async () => {
    api(() => ({}));
    show();

    expect(await screen.findByText(/The file must have 1 to 10,000 contacts and be at most 5 MB\./)).toBeTruthy();
    expect(screen.getByText(/E-mail 1 - Value/)).toBeTruthy();
  });
});

describe('Send Invite', () => {
  it("lets an admin choose the agent, uploads the CSV through the signed upload, and starts that agent's import", async () => {
    api((call) => {
      if (call.path.startsWith('/users?')) return agents;
      if (call.path.startsWith(`/invite/contacts/${davidId}/import?`)) return progress();
      if (call.path === `/imports/${importId}`) return progress({ status: 'reading', read: 1 });
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const { container, started } = show({ isAdmin: true });
    await screen.findByRole('option', { name: 'David Chen' });
    const select = screen.getByRole('combobox', { name: /Agent/ });

    fireEvent.change(select, { target: { value: davidId } });
    const file = csv();
    await chooseFile(container, file);
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

    await waitFor(() => expect(started).toEqual([importId]));
    expect(calls[0]!.path).toBe('/users?from=0&size=1000&sort=firstName&roles=agent');
    expect(calls.find((call) => call.path === '/uploads')!.body).toEqual({
      purpose: 'contacts',
      contentType: 'text/csv',
      size: file.size,
    });
    expect(storagePuts).toEqual([{ url: 'http://storage.test/put', body: file }]);
    expect(calls.find((call) => call.path.startsWith('/invite/'))!.path).toBe(
      `/invite/contacts/${davidId}/import?key=uploads%2Fme%2Ffile.csv&name=contacts.csv`,
    );
  });

  it('imports for the agent themselves: no agent dropdown, the caller’s own import call', async () => {
    api((call) => {
      if (call.path.startsWith('/invite/contacts/import?')) return progress();
      if (call.path === `/imports/${importId}`) return progress();
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const { container, started } = show();

    await chooseFile(container, csv());
    expect(screen.queryByRole('combobox', { name: /Agent/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

    await waitFor(() => expect(started).toEqual([importId]));
    expect(calls.some((call) => call.path.startsWith('/users'))).toBe(false);
    expect(calls.find((call) => call.path.startsWith('/invite/'))!.path).toBe(
      '/invite/contacts/import?key=uploads%2Fme%2Ffile.csv&name=contacts.csv',
    );
  });

  describe('the progress (QA 39 M4)', () => {
    let scrolled: MockInstance<Element['scrollIntoView']>;
    afterEach(() => scrolled.mockRestore());

    it('comes into view and takes the focus when the import starts', async () => {
      api((call) => {
        if (call.path.startsWith('/invite/contacts/import?')) return progress();
        if (call.path === `/imports/${importId}`) return progress({ status: 'reading', read: 1 });
        throw new Error(`unexpected ${call.method} ${call.path}`);
      });
      scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
      const { container } = show();
      await chooseFile(container, csv());

      fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

      const region = await screen.findByRole('region', { name: 'Import progress' });
      await waitFor(() => expect(document.activeElement).toBe(region));
      const calls = scrolled.mock.contexts.flatMap((element, index) =>
        element === region ? [scrolled.mock.calls[index]] : [],
      );
      expect(calls).toEqual([[expect.objectContaining({ block: 'start' })]]);
      expect(within(region).getByTestId('import-status')).toBeTruthy();
    });

    it('leaves the scroll and focus alone when the page opens on an import already started', async () => {
      api(() => progress({ status: 'reading', read: 1 }));
      scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
      show({ initialId: importId });

      const region = await screen.findByRole('region', { name: 'Import progress' });
      await within(region).findByTestId('import-status');
      expect(scrolled.mock.contexts).not.toContain(region);
      expect(document.activeElement).not.toBe(region);
    });
  });

  it("shows 'Import failed.' with the server's reason when the import cannot start", async () => {
    api((call) => {
      if (call.path.startsWith('/users?')) return agents;
      throw new ApiError(404, { message: 'There is no such agent.' });
    });
    const { container, started } = show({ isAdmin: true });
    await screen.findByRole('option', { name: 'David Chen' });
    fireEvent.change(screen.getByRole('combobox', { name: /Agent/ }), { target: { value: davidId } });

    await chooseFile(container, csv());
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Import failed.')).toBeTruthy();
    expect(within(alert).getByText('There is no such agent.')).toBeTruthy();
    expect(started).toEqual([]);
  });

  // QA 62b L4: the file went up, then the server refused it for want of an agent.
  it('asks an admin who is not an agent for the agent before anything is sent', async () => {
    api((call) => {
      if (call.path.startsWith('/users?')) return agents;
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const { container, started } = show({ isAdmin: true });
    await screen.findByRole('option', { name: 'David Chen' });

    await chooseFile(container, csv());
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

    const select = screen.getByRole('combobox', { name: /Agent/ });
    expect(await screen.findByText('Choose the agent the contacts are for.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    expect(calls.map((call) => call.path)).toEqual(['/users?from=0&size=1000&sort=firstName&roles=agent']);
    expect(storagePuts).toEqual([]);
    expect(started).toEqual([]);
  });

  it('lets an admin who is an agent too import their own contacts with no agent chosen', async () => {
    api((call) => {
      if (call.path.startsWith('/users?')) return agents;
      if (call.path.startsWith('/invite/contacts/import?')) return progress();
      if (call.path === `/imports/${importId}`) return progress({ status: 'reading', read: 1 });
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const { container, started } = show({ isAdmin: true, isAgent: true });
    expect(await screen.findByRole('option', { name: 'My own contacts' })).toBeTruthy();

    await chooseFile(container, csv());
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

    await waitFor(() => expect(started).toEqual([importId]));
  });

  it("shows 'Import failed.' and starts nothing when storage refuses the file", async () => {
    api(() => progress(), false);
    const { container, started } = show();

    await chooseFile(container, csv());
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Import failed.')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/invite/'))).toBe(false);
    expect(started).toEqual([]);
  });
});

describe('progress', () => {
  it("names the columns the import did not read, a Follow Up Boss export's Notes say (QA 55a)", async () => {
    const unreadColumns = { names: ['Notes', 'Tags'], more: 3 };
    api(() => progress({ status: 'done', read: 2, invited: 2, unreadColumns }));
    show({ initialId: importId });

    expect((await screen.findByTestId('unread-columns')).textContent).toBe(
      "Not read: the columns “Notes” and “Tags” (and 3 more). An import takes each contact's name, e-mail, phone and address.",
    );
    cleanup();
    api(() => progress({ status: 'done', read: 2, invited: 2, unreadColumns: { names: ['Notes'], more: 0 } }));
    show({ initialId: importId });
    expect((await screen.findByTestId('unread-columns')).textContent).toMatch(/^Not read: the column “Notes”\. /);
  });

  it('polls the import: rows read, invited, skipped and rejected, then e-mails sent out of total', async () => {
    const sending = {
      read: 10_000,
      invited: 9_300,
      skipped: 500,
      rejected: 200,
      emailsTotal: 9_300,
    };
    const answers = [
      progress({ status: 'reading', read: 10_000, invited: 2_500, skipped: 300, rejected: 200 }),
      progress({ status: 'sending', ...sending, emailsSent: 120 }),
      progress({ status: 'done', ...sending, emailsSent: 9_300 }),
    ];
    api((call) => {
      if (call.path === `/imports/${importId}`) return answers.length > 1 ? answers.shift() : answers[0];
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    show({ initialId: importId });

    expect((await screen.findByTestId('figure-Rows read')).textContent).toBe('10,000');
    expect(screen.getByTestId('figure-Invited').textContent).toBe('2,500');
    expect(screen.getByTestId('figure-Skipped').textContent).toBe('300');
    expect(screen.getByTestId('figure-Rejected').textContent).toBe('200');
    expect(screen.queryByTestId('figure-E-mails sent')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByLabelText('Importing')).toBeTruthy();
    const regions = silentRegions();

    expect((await screen.findByTestId('figure-E-mails sent')).textContent).toBe('120 of 9,300');
    expect(screen.getByRole('progressbar', { name: 'E-mails sent' }).getAttribute('aria-valuenow')).toBe('1');
    // Not done while the e-mails go out (QA 63b L2): the rows left out are said already.
    expect(screen.queryByText('Successfully imported.')).toBeNull();
    expect(screen.getByText('700 rows of 10,000 were not imported: see below.')).toBeTruthy();

    // Every e-mail sent: now it is done.
    await expectSaidIn(regions, 'Successfully imported.');
    expect(screen.getByTestId('figure-E-mails sent').textContent).toBe('9,300 of 9,300');
    // Not "all good": the rows left out are named beside it, and listed below.
    expect(screen.getByText('700 rows of 10,000 were not imported: see below.')).toBeTruthy();
  });

  it("says only the spec's words when every row was imported as it was", async () => {
    api(() => progress({ status: 'done', read: 3, invited: 3, emailsTotal: 3, emailsSent: 3 }));
    show({ initialId: importId });

    const said = await screen.findByText('Successfully imported.');
    expect(said.closest('[role="status"]')?.textContent).toBe('Successfully imported.');
  });

  it('says plainly that nobody was invited: no "sent" headline, no success, no undo (QA 69b M2)', async () => {
    const nobody = progress({ status: 'done', read: 2, rejected: 2, hasReport: true });
    recent = { imports: [nobody] };
    api((call) =>
      call.path === `/imports/${importId}/report` ? { rows: [], totalRows: 0, url: 'x', filename: 'r.csv' } : nobody,
    );
    show({ initialId: importId });

    const said = await screen.findByText('Nobody was invited: 2 of 2 rows were not imported. See the reasons below.');
    expect(said.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByTestId('import-status').textContent).toBe('The file was read; no invitation was sent.');
    expect(screen.queryByText('Every invitation e-mail has been sent.')).toBeNull();
    expect(screen.queryByText('Successfully imported.')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo import' })).toBeNull();
    const row = within(await screen.findByRole('list', { name: 'Recent imports' })).getByRole('listitem');
    expect(within(row).getByText('Nothing imported')).toBeTruthy();
    expect(within(row).queryByText('Done')).toBeNull();
  });

  it("shows 'Import failed.' and the reason when the whole file was refused", async () => {
    api(() => progress({ status: 'refused', message: 'The file must have 1 to 10,000 contacts and be at most 5 MB.' }));
    show({ initialId: importId });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Import failed.')).toBeTruthy();
    expect(within(alert).getByText('The file must have 1 to 10,000 contacts and be at most 5 MB.')).toBeTruthy();
    expect(screen.queryByText('Successfully imported.')).toBeNull();
    // Said once, and no counters of a file that was never read (QA 63b L1).
    expect(screen.getAllByText('The file must have 1 to 10,000 contacts and be at most 5 MB.')).toHaveLength(1);
    expect(screen.queryByTestId('import-figures')).toBeNull();
  });
});

describe('the report', () => {
  const report: ImportReport = {
    filename: 'import-report.csv',
    url: 'http://storage.test/imports/report.csv?X-Amz-Signature=1',
    rows: [
      {
        line: 3,
        outcome: 'Rejected',
        column: 'Email',
        reason: '"not-an-email" is not a valid e-mail address.',
        email: '',
        name: 'Kevin Ng',
      },
      { line: 4, outcome: 'Rejected', column: 'First Name', reason: 'The name is missing.', email: '' },
      {
        line: 6,
        outcome: 'Skipped',
        column: '',
        reason: 'Already invited.',
        email: 'ana@example.com',
        name: 'Ana Li',
      },
    ],
    totalRows: 3,
  };

  it('lists the rows not imported with line, column and reason, and downloads the CSV from a fresh link', async () => {
    api((call) => {
      if (call.path === `/imports/${importId}`)
        return progress({ status: 'done', read: 6, invited: 3, rejected: 2, skipped: 1, hasReport: true });
      if (call.path === `/imports/${importId}/report`) return report;
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {});
    show({ initialId: importId });

    const table = await screen.findByRole('table', { name: 'Rows not imported' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Line', 'Outcome', 'Column', 'Reason'],
      // Who the row was (QA 74b M5): its name, as typed, beside its e-mail.
      ['3', 'Rejected', 'Email', '"not-an-email" is not a valid e-mail address. (Kevin Ng)'],
      ['4', 'Rejected', 'First Name', 'The name is missing.'],
      ['6', 'Skipped', '', 'Already invited. (Ana Li, ana@example.com)'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Download report' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe(report.url);
    expect(link.download).toBe('import-report.csv');
    expect(calls.filter((call) => call.path === `/imports/${importId}/report`)).toHaveLength(2);
    click.mockRestore();
  });

  it('shows each row not imported as a card on a phone, its reason in full, and no table to scroll', async () => {
    const phone = onAPhone();
    try {
      api((call) => {
        if (call.path === `/imports/${importId}`)
          return progress({ status: 'done', read: 6, invited: 3, rejected: 2, skipped: 1, hasReport: true });
        if (call.path === `/imports/${importId}/report`) return report;
        throw new Error(`unexpected ${call.method} ${call.path}`);
      });
      show({ initialId: importId });

      const list = await screen.findByRole('list', { name: 'Rows not imported' });

      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(list)
        .getAllByRole('listitem')
        .map((card) => [...card.querySelectorAll('dt, dd')].map((cell) => cell.textContent));
      expect(cards).toEqual([
        [
          'Line',
          '3',
          'Outcome',
          'Rejected',
          'Column',
          'Email',
          'Reason',
          '"not-an-email" is not a valid e-mail address. (Kevin Ng)',
        ],
        ['Line', '4', 'Outcome', 'Rejected', 'Column', 'First Name', 'Reason', 'The name is missing.'],
        ['Line', '6', 'Outcome', 'Skipped', 'Reason', 'Already invited. (Ana Li, ana@example.com)'],
      ]);
    } finally {
      phone.mockRestore();
    }
  });
});

describe('undo', () => {
  it('asks first; Cancel changes nothing; the confirmed undo shows its progress, then what it took back', async () => {
    let status: ImportProgress['status'] = 'done';
    let polls = 0;
    const figures = { read: 3, invited: 3, emailsSent: 3, emailsTotal: 3 };
    api((call) => {
      if (call.path === `/imports/${importId}`) {
        // The job's undo step: one invitation gone through at the first poll, all three at the next.
        if (status === 'undoing' && ++polls > 1) status = 'undone';
        if (status === 'done') return progress({ status, ...figures, undoable: true });
        return progress({
          status,
          ...figures,
          withdrawn: status === 'undone' ? 2 : 1,
          kept: status === 'undone' ? 1 : 0,
        });
      }
      if (call.path === `/imports/${importId}/undo` && call.method === 'POST') {
        status = 'undoing';
        return progress({ status, ...figures, withdrawn: 0, kept: 0 });
      }
      throw new Error(`unexpected ${call.method} ${call.path}`);
    });
    show({ initialId: importId });

    fireEvent.click(await screen.findByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo import' });
    // What goes with the invitations (QA 59a M2): the agent's notes and follow-ups on those people.
    expect(within(dialog).getByText(/the notes and follow-ups kept on them are deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo import' });
    const regions = silentRegions();
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(screen.getByTestId('import-status').textContent).toMatch(
        /^Taking back the invitations… [01] of 3 done\.$/,
      ),
    );
    expect(screen.getByRole('progressbar', { name: 'Invitations taken back' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Undo import' })).toBeNull();
    expect((await screen.findByText(/Import undone/)).textContent).toBe(
      'Import undone: 2 invitations taken back; 1 invitation already accepted stays.',
    );
    await expectSaidIn(regions, /Import undone/);
    expect(screen.getByTestId('import-status').textContent).toMatch(/was undone/);
    expect(screen.getByTestId('figure-Taken back').textContent).toBe('2');
    expect(screen.getByTestId('figure-Accepted, kept').textContent).toBe('1');
  });

  it("shows the server's reason when the import can no longer be undone", async () => {
    api((call) => {
      if (call.path === `/imports/${importId}`) return progress({ status: 'done', invited: 1, undoable: true });
      throw new ApiError(409, {
        message: 'This import cannot be undone: it is still reading the file, or was undone already.',
      });
    });
    show({ initialId: importId });

    fireEvent.click(await screen.findByRole('button', { name: 'Undo import' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo import' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The import could not be undone. This import cannot be undone: it is still reading the file, or was undone already.',
    );
  });
});

describe('recent imports (QA 67b M1)', () => {
  const earlierId = '0b6a7c1e-2d3f-4a5b-8c9d-0e1f2a3b4c5d';
  const earlier = progress({
    id: earlierId,
    fileName: 'open house sign-ins.csv',
    status: 'done',
    read: 12,
    invited: 9,
    skipped: 2,
    rejected: 1,
    emailsSent: 9,
    emailsTotal: 9,
    hasReport: true,
    undoable: true,
    createdAt: '2026-06-10T14:05:00.000Z',
  });

  it("lists the last 30 days' imports, and opening one shows its progress, report and undo", async () => {
    recent = { imports: [earlier] };
    api((call) => (call.path === `/imports/${earlierId}` ? earlier : { rows: [], total: 0, url: 'x' }));
    const { started } = show();

    const list = await screen.findByRole('list', { name: 'Recent imports' });
    const row = within(list).getByRole('listitem');
    expect(row.textContent).toContain('2026-06-10 10:05');
    expect(row.textContent).toContain('9 invited · 2 skipped · 1 rejected');
    expect(within(row).getByText('Done')).toBeTruthy();

    fireEvent.click(within(row).getByRole('link', { name: 'open house sign-ins.csv' }));

    expect(started).toEqual([earlierId]);
    const region = await screen.findByRole('region', { name: 'Import progress' });
    expect(await within(region).findByRole('button', { name: 'Undo import' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain(`/imports/${earlierId}`);
    // Named, not linked, once shown above; the list asked again for the rows' news.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Recent imports' }))
          .getByText('open house sign-ins.csv')
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
    expect(within(screen.getByRole('list', { name: 'Recent imports' })).queryByRole('link')).toBeNull();
    expect(recentCalls).toBeGreaterThan(1);
  });

  it('says whose contacts each import is to an admin, and draws nothing when there is none', async () => {
    recent = { imports: [earlier] };
    api((call) => (call.path.startsWith('/users?') ? agents : earlier));
    show({ isAdmin: true });
    const row = within(await screen.findByRole('list', { name: 'Recent imports' })).getByRole('listitem');
    await waitFor(() => expect(row.textContent).toContain('for David Chen'));
    cleanup();

    recent = { imports: [] };
    show();
    await waitFor(() => expect(recentCalls).toBeGreaterThan(1));
    // Once the empty answer is in: still nothing drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Recent imports' })).toBeNull();
  });

  it('tells an agent who ran an import made for them, and keeps saying it once it is opened (QA 69b L4)', async () => {
    const byAdmin = { ...earlier, startedByName: 'Priya Raman' };
    recent = { imports: [byAdmin] };
    api((call) => (call.path === `/imports/${earlierId}` ? earlier : { rows: [], total: 0, url: 'x' }));
    show();

    const row = within(await screen.findByRole('list', { name: 'Recent imports' })).getByRole('listitem');
    expect(row.textContent).toContain('2026-06-10 10:05 · by Priya Raman');
    fireEvent.click(within(row).getByRole('link', { name: 'open house sign-ins.csv' }));

    // The progress polled (`GET /imports/{id}`) does not name its starter: the list's row still does.
    await screen.findByRole('region', { name: 'Import progress' });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Recent imports' })).getByRole('listitem').textContent).toContain(
        'shown above',
      ),
    );
    expect(within(screen.getByRole('list', { name: 'Recent imports' })).getByRole('listitem').textContent).toContain(
      ' · by Priya Raman',
    );
  });

  it('shows the import the page just started at the top, as its progress goes', async () => {
    recent = { imports: [earlier] };
    api((call) => {
      if (call.path.startsWith('/invite/contacts/import')) return progress({ status: 'queued' });
      if (call.path === `/imports/${importId}`)
        return progress({ status: 'sending', read: 1, invited: 1, emailsTotal: 1 });
      return {};
    });
    const { container } = show();
    await chooseFile(container, csv());
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

    const list = await screen.findByRole('list', { name: 'Recent imports' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('contacts.csv').getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(within(first!).getByText('Sending')).toBeTruthy());
  });
});
