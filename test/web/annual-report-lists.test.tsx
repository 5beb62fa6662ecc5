import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { annualReportMessages } from '@shared/annual-report/types';
import { DashboardAnnualReports } from '../../web/src/features/annual-reports/components/dashboard-annual-reports';
import { generateAnnualReportPdfUrl } from '../../web/src/features/annual-reports/pdf/generate-annual-report-pdf';
import { changes, stubReportApi, type Answer, type Call } from './annual-report-render';
import { report, reportRow } from './fixtures/annual-reports';
import classes from '../../web/src/features/annual-reports/components/annual-report.module.css';
import { onAPhone } from './phone';
import { renderWithRouter } from './render';
import { dismissToast, ToastOutlet } from '../../web/src/ui/toast';

vi.mock('../../web/src/features/annual-reports/pdf/generate-annual-report-pdf', () => ({
  generateAnnualReportPdfUrl: vi.fn(),
}));

// In braces: a function returned from beforeEach is run as its teardown (here: the mock itself).
beforeEach(() => {
  vi.mocked(generateAnnualReportPdfUrl).mockReset();
});
// This file runs isolated, where nothing undoes a spy between tests.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = [
  reportRow({ id: 'rep_1', displayAddress: '12 Elm Avenue, Toronto' }),
  reportRow({
    id: 'rep_2',
    displayAddress: '4 Oak Road, Toronto',
    user: { firstName: 'Sam', lastName: 'Lee' },
    printRequestAt: '2026-06-12T10:00:00.000Z',
    confirmedValue: 990_000,
    instanceValue: 950_000,
    comparables: 5,
  }),
];

function showList(
  {
    isAdmin = false,
    previewId,
    withToasts = false,
  }: { isAdmin?: boolean; previewId?: string; withToasts?: boolean } = {},
  answer: (call: Call) => Answer = (call) =>
    call.path.startsWith('/homevalue/agent/reports') ? { body: { items: rows } } : undefined,
) {
  const api = stubReportApi(answer);
  const onPreviewTaken = vi.fn();
  const { queryClient } = renderWithRouter(
    <>
      <DashboardAnnualReports isAdmin={isAdmin} previewId={previewId} onPreviewTaken={onPreviewTaken} />
      {/* The dashboard layout's toast outlet, as the page has it around the list. */}
      {withToasts && <ToastOutlet />}
    </>,
  );
  return { ...api, onPreviewTaken, queryClient };
}

const row = async (name: string) => screen.findByRole('row', { name });
/** A row button's accessible name: its visible text, then the report's address. */
const of = (text: string, address: string) => `${text} the annual report of ${address}`;
const printOf = (text: string, address: string) => `${text} for the annual report of ${address}`;

describe("the valuations page's Annual Reports (document 2 §4, document 3 §2.9)", () => {
  it('says so when there is no report', async () => {
    showList({}, () => undefined);

    expect(await screen.findByText(annualReportMessages.emptyList)).toBeTruthy();
  });

  it('lists each report with its contact, address, year, value and comparables', async () => {
    showList();

    const oak = await row('4 Oak Road, Toronto, 2026');
    expect([...within(oak).getAllByRole('cell')].slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Sam Lee',
      '4 Oak Road, Toronto',
      '2026',
      '$990,000Confirmed',
      '5',
    ]);
  });

  it("names each report's value: the agent's confirmed value, else the model's estimate", async () => {
    showList();

    const elm = await row('12 Elm Avenue, Toronto, 2026');
    expect(within(elm).getAllByRole('cell')[3]?.textContent).toBe('$1,250,000Estimate');
  });

  it("shows 'Print Requested', disabled, on a report whose print was requested, and requests the other's", async () => {
    const { calls } = showList({ withToasts: true }, (call) => {
      if (call.path.startsWith('/homevalue/agent/reports')) return { body: { items: rows } };
      if (call.method === 'POST') return { body: report({ id: 'rep_1', printRequestAt: '2026-06-15T10:00:00.000Z' }) };
      return undefined;
    });

    const oak = await row('4 Oak Road, Toronto, 2026');
    const requested = within(oak).getByRole('button', {
      name: printOf(annualReportMessages.printRequested, '4 Oak Road, Toronto'),
    }) as HTMLButtonElement;
    expect(requested.disabled).toBe(true);
    const elm = await row('12 Elm Avenue, Toronto, 2026');
    fireEvent.click(
      within(elm).getByRole('button', { name: printOf(annualReportMessages.requestPrint, '12 Elm Avenue, Toronto') }),
    );

    await waitFor(() =>
      expect(
        (
          within(elm).getByRole('button', {
            name: printOf(annualReportMessages.printRequested, '12 Elm Avenue, Toronto'),
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(true),
    );
    expect(changes(calls)).toEqual([{ method: 'POST', path: '/homevalue/rep_1/report/print' }]);
    // QA 53 L3: the request, which e-mails the print desk, said nothing once sent from the list.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(annualReportMessages.printSent);
    act(() => dismissToast());
  });

  it('deletes a report after the confirmation and removes its row', async () => {
    const { calls } = showList({}, (call) => {
      if (call.path.startsWith('/homevalue/agent/reports')) return { body: { items: rows } };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });

    fireEvent.click(
      within(await row('12 Elm Avenue, Toronto, 2026')).getByRole('button', {
        name: of('Delete', '12 Elm Avenue, Toronto'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(changes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: '12 Elm Avenue, Toronto, 2026' })).toBeNull());
    expect(screen.getByRole('row', { name: '4 Oak Road, Toronto, 2026' })).toBeTruthy();
    expect(changes(calls)).toEqual([{ method: 'DELETE', path: '/homevalue/reports/rep_1' }]);
  });

  it("puts the focus on the next report's Delete once one is deleted, else the previous one's, else the list's heading (QA 63a L10)", async () => {
    const third = reportRow({ id: 'rep_3', displayAddress: '7 Ash Lane, Toronto' });
    showList({}, (call) => {
      if (call.path.startsWith('/homevalue/agent/reports')) return { body: { items: [...rows, third] } };
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    const deleteButton = (address: string) => screen.getByRole('button', { name: of('Delete', address) });
    const remove = async (address: string) => {
      const button = deleteButton(address);
      button.focus();
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog');
      const confirm = within(dialog).getByRole('button', { name: 'Delete' });
      confirm.focus();
      fireEvent.click(confirm);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(button.isConnected).toBe(false));
    };
    await row('12 Elm Avenue, Toronto, 2026');

    await remove('4 Oak Road, Toronto');
    await waitFor(() => expect(document.activeElement).toBe(deleteButton('7 Ash Lane, Toronto')));

    await remove('7 Ash Lane, Toronto');
    await waitFor(() => expect(document.activeElement).toBe(deleteButton('12 Elm Avenue, Toronto')));

    await remove('12 Elm Avenue, Toronto');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Annual Reports' })));
  });

  it('shows an admin a Preview on each report, and an agent none', async () => {
    showList({ isAdmin: true });
    expect(
      within(await row('12 Elm Avenue, Toronto, 2026')).getByRole('button', {
        name: of('Preview', '12 Elm Avenue, Toronto'),
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Preview the annual report of / })).toHaveLength(2);
  });

  it('shows an agent no Preview', async () => {
    showList({ isAdmin: false });
    await row('12 Elm Avenue, Toronto, 2026');
    expect(screen.queryByRole('button', { name: /^Preview/ })).toBeNull();
  });

  it('asks for the print-requested reports only when the filter is on', async () => {
    const { calls } = showList();
    await row('12 Elm Avenue, Toronto, 2026');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Print requested only' }));

    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/homevalue/agent/reports?onlyPrintRequested=true'),
    );
  });

  it("says only that the list failed, in the spec's words, with Try again, which loads it (QA 63a L9a)", async () => {
    let failing = true;
    const { calls } = showList({}, (call) => {
      if (!call.path.startsWith('/homevalue/agent/reports')) return undefined;
      return failing ? { status: 500, body: { message: 'Internal error' } } : { body: { items: rows } };
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(annualReportMessages.listFailed);
    // Not "No Annual Report Available Yet.": whether there is any is what could not be read.
    expect(screen.queryByText(annualReportMessages.emptyList)).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await row('12 Elm Avenue, Toronto, 2026')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/homevalue/agent/reports'))).toHaveLength(2);
  });

  it("names each row's buttons by their text and the report's address, for a screen reader", async () => {
    showList({ isAdmin: true });
    const elm = await row('12 Elm Avenue, Toronto, 2026');

    const names = within(elm)
      .getAllByRole('button')
      .map((button) => [button.textContent, button.getAttribute('aria-label')]);

    expect(names).toEqual([
      ['Edit', of('Edit', '12 Elm Avenue, Toronto')],
      ['Preview', of('Preview', '12 Elm Avenue, Toronto')],
      [annualReportMessages.requestPrint, printOf(annualReportMessages.requestPrint, '12 Elm Avenue, Toronto')],
      ['Delete', of('Delete', '12 Elm Avenue, Toronto')],
    ]);
  });

  it('empties the list when a refetch fails, rather than keeping the old rows', async () => {
    let failing = false;
    const { queryClient } = showList({}, (call) => {
      if (!call.path.startsWith('/homevalue/agent/reports')) return undefined;
      return failing ? { status: 500, body: { message: 'Internal error' } } : { body: { items: rows } };
    });
    await row('12 Elm Avenue, Toronto, 2026');

    failing = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['annual-reports'] }));

    expect((await screen.findByRole('alert')).textContent).toContain(annualReportMessages.listFailed);
    expect(screen.queryByRole('row', { name: '12 Elm Avenue, Toronto, 2026' })).toBeNull();
    expect(screen.queryByText(annualReportMessages.emptyList)).toBeNull();
  });

  it('opens the Edit modal on the report', async () => {
    showList({}, (call) => {
      if (call.path.startsWith('/homevalue/agent/reports')) return { body: { items: rows } };
      if (call.path === '/homevalue/reports/rep_2') return { body: report({ id: 'rep_2' }) };
      return undefined;
    });

    fireEvent.click(
      within(await row('4 Oak Road, Toronto, 2026')).getByRole('button', { name: of('Edit', '4 Oak Road, Toronto') }),
    );

    expect(await screen.findByText(annualReportMessages.created)).toBeTruthy();
  });
});

describe("a report's buttons and its Delete dialog (QA 39 M6, L13)", () => {
  const buttonsOf = (container: HTMLElement, address: string) => ({
    edit: within(container).getByRole('button', { name: of('Edit', address) }),
    print: within(container).getByRole('button', { name: printOf(annualReportMessages.requestPrint, address) }),
    remove: within(container).getByRole('button', { name: of('Delete', address) }),
  });

  it("are 42 px tall (md) on a phone's card, Delete pushed to the card's far edge", async () => {
    onAPhone();
    showList();
    const card = await screen.findByRole('listitem', { name: '12 Elm Avenue, Toronto, 2026' });
    const { edit, print, remove } = buttonsOf(card, '12 Elm Avenue, Toronto');

    expect([edit, print, remove].map((button) => button.getAttribute('data-size'))).toEqual(['md', 'md', 'md']);
    expect(remove.classList.contains(classes.deleteApartPhone!)).toBe(true);
    expect(edit.className).not.toContain(classes.deleteApartPhone);
  });

  it('stay compact in the wide table, Delete a wider gap from Request Print', async () => {
    showList();
    const elm = await row('12 Elm Avenue, Toronto, 2026');
    const { edit, print, remove } = buttonsOf(elm, '12 Elm Avenue, Toronto');

    expect([edit, print, remove].map((button) => button.getAttribute('data-size'))).toEqual([
      'compact-sm',
      'compact-sm',
      'compact-sm',
    ]);
    expect(remove.classList.contains(classes.deleteApart!)).toBe(true);
  });

  it('names the report it deletes: its year, address and contact', async () => {
    showList();
    fireEvent.click(
      within(await row('4 Oak Road, Toronto, 2026')).getByRole('button', { name: of('Delete', '4 Oak Road, Toronto') }),
    );

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('delete-report-text').textContent).toBe(
      'This deletes the 2026 annual report of 4 Oak Road, Toronto (Sam Lee) for good.',
    );
  });
});

describe('preview={id} (document 2 §4)', () => {
  const answer = (call: Call): Answer => {
    if (call.path.startsWith('/homevalue/agent/reports')) return { body: { items: rows } };
    if (call.path === '/homevalue/reports/rep_2') return { body: report({ id: 'rep_2' }) };
    return undefined;
  };

  it('generates the report and opens it in a new tab, once', async () => {
    vi.mocked(generateAnnualReportPdfUrl).mockResolvedValue('blob:http://localhost/pdf-1');
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);

    const { onPreviewTaken } = showList({ isAdmin: true, previewId: 'rep_2' }, answer);

    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/pdf-1', '_blank'));
    expect(vi.mocked(generateAnnualReportPdfUrl).mock.calls[0]?.[0].report.id).toBe('rep_2');
    expect(onPreviewTaken).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('offers a link when the browser blocks the new tab', async () => {
    vi.mocked(generateAnnualReportPdfUrl).mockResolvedValue('blob:http://localhost/pdf-2');
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );

    showList({ isAdmin: true, previewId: 'rep_2' }, answer);

    const link = await screen.findByRole('link', { name: 'Open the report' });
    expect(link.getAttribute('href')).toBe('blob:http://localhost/pdf-2');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says so when the PDF cannot be generated', async () => {
    vi.mocked(generateAnnualReportPdfUrl).mockResolvedValue(undefined);
    const open = vi.fn();
    vi.stubGlobal('open', open);

    showList({ isAdmin: true, previewId: 'rep_2' }, answer);

    expect(
      await screen.findByText('Sorry, the annual report PDF could not be generated. Please try again.'),
    ).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('closes the opened tab and says so when the PDF code fails to load', async () => {
    vi.mocked(generateAnnualReportPdfUrl).mockImplementation(async () => {
      throw new Error('Loading chunk generate-annual-report-pdf failed');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tab = { close: vi.fn(), location: { href: '' } };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    showList({ isAdmin: true }, answer);

    fireEvent.click(
      within(await row('4 Oak Road, Toronto, 2026')).getByRole('button', {
        name: of('Preview', '4 Oak Road, Toronto'),
      }),
    );

    expect(
      await screen.findByText('Sorry, the annual report PDF could not be generated. Please try again.'),
    ).toBeTruthy();
    expect(tab.close).toHaveBeenCalledTimes(1);
  });

  it('gives back the previous PDF a minute after a new one is opened, and keeps the new one', async () => {
    vi.mocked(generateAnnualReportPdfUrl)
      .mockResolvedValueOnce('blob:http://localhost/pdf-1')
      .mockResolvedValueOnce('blob:http://localhost/pdf-2');
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ location: { href: '' } })),
    );
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // The minute-long timers are held here and run by hand; the others run as usual.
    const inAMinute: Array<() => void> = [];
    const realSetTimeout = globalThis.setTimeout;
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      run: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => {
      if (ms === 60_000) return inAMinute.push(run);
      return realSetTimeout(run, ms, ...rest);
    }) as typeof setTimeout);
    showList({ isAdmin: true }, answer);
    const preview = async () =>
      fireEvent.click(
        within(await row('4 Oak Road, Toronto, 2026')).getByRole('button', {
          name: of('Preview', '4 Oak Road, Toronto'),
        }),
      );

    try {
      await preview();
      await waitFor(() => expect(inAMinute).toHaveLength(1));
      await preview();
      await waitFor(() => expect(inAMinute).toHaveLength(2));

      expect(revoke).not.toHaveBeenCalled();
      inAMinute.forEach((run) => run());
      expect(revoke.mock.calls).toEqual([['blob:http://localhost/pdf-1']]);
    } finally {
      setTimeoutSpy.mockRestore();
      revoke.mockRestore();
    }
  });

  it("says the report cannot be read when it is not there, with the server's message", async () => {
    stubReportApi(() => undefined);
    vi.stubGlobal('open', vi.fn());
    renderWithRouter(<DashboardAnnualReports isAdmin previewId="rep_9" onPreviewTaken={() => {}} />);

    expect(await screen.findByText('Not found.')).toBeTruthy();
    expect(generateAnnualReportPdfUrl).not.toHaveBeenCalled();
  });
});
