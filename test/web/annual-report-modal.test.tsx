import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annualReportMessages, type AnnualReport, type ReportProperty } from '@shared/annual-report/types';
import { AnnualReportModal } from '../../web/src/features/annual-reports/components/annual-report-modal';
import { changes, stubReportApi, type Answer, type Call } from './annual-report-render';
import { comparable, comparables, report } from './fixtures/annual-reports';
import { summary } from './fixtures/listings';
import { valuation } from './fixtures/valuations';
import { fixUpFocus } from './focus-fixup';
import { renderWithRouter } from './render';

afterEach(() => vi.unstubAllGlobals());

/** The modal on report `rep_1`, which the API answers with `shown`; `answer` may answer the rest. */
function showModal(shown: AnnualReport, answer: (call: Call) => Answer = () => undefined) {
  const api = stubReportApi((call) =>
    call.method === 'GET' && call.path === '/homevalue/reports/rep_1' ? { body: shown } : answer(call),
  );
  const onClose = vi.fn();
  const view = renderWithRouter(<AnnualReportModal reportId="rep_1" onClose={onClose} />);
  return { ...api, onClose, view };
}

const searchFor = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search by MLS or address'), { target: { value: text } });

describe('the annual report modal (document 2 §2, document 3 §2.10)', () => {
  it("says 'created' until the first change, then 'updated'", async () => {
    const removed = report({ similarSolds: comparables(2), updatedAt: '2026-06-10T15:00:00.000Z' });
    const { calls } = showModal(report(), (call) => (call.method === 'DELETE' ? { body: removed } : undefined));

    expect(await screen.findByText(annualReportMessages.created)).toBeTruthy();
    expect(screen.queryByText(annualReportMessages.updated)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1 Sold Crescent' }));

    expect(await screen.findByText(annualReportMessages.updated)).toBeTruthy();
    expect(screen.queryByText(annualReportMessages.created)).toBeNull();
    expect(changes(calls)).toEqual([{ method: 'DELETE', path: '/homevalue/reports/rep_1/similarSolds/W3000000' }]);
    expect(screen.getAllByTestId('comparable')).toHaveLength(2);
  });

  it("puts the focus on the next comparable's remove button when one is removed, else the previous one's, else the list's heading", async () => {
    const [first, second, third] = comparables(3) as [ReportProperty, ReportProperty, ReportProperty];
    // The report as each removal leaves it: the first, then the last, then the one left.
    const after = [[second, third], [second], []].map((similarSolds) => report({ similarSolds }));
    showModal(report({ similarSolds: [first, second, third] }), (call) =>
      call.method === 'DELETE' ? { body: after.shift() } : undefined,
    );
    const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });
    /** A keyboard user's Enter on the ×, which a browser leaves as it goes busy (disabled). */
    const remove = async (name: string) => {
      const button = removeButton(name);
      button.focus();
      fireEvent.click(button);
      await waitFor(() => expect(button.hasAttribute('disabled') || !button.isConnected).toBe(true));
      fixUpFocus();
      await waitFor(() => expect(button.isConnected).toBe(false));
    };
    await screen.findByText(annualReportMessages.created);

    await remove('1 Sold Crescent');
    await waitFor(() => expect(document.activeElement).toBe(removeButton('2 Sold Crescent')));

    await remove('3 Sold Crescent');
    await waitFor(() => expect(document.activeElement).toBe(removeButton('2 Sold Crescent')));

    await remove('2 Sold Crescent');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Comparable Sold Properties/ })),
    );
  });

  it("says 'updated' for a report changed before it was opened", async () => {
    showModal(report({ updatedAt: '2026-06-11T10:00:00.000Z' }));

    expect(await screen.findByText(annualReportMessages.updated)).toBeTruthy();
  });

  it('shows the address, Last Sold N/A without a last sale, and the instance value when nothing is confirmed', async () => {
    showModal(report({ homeValue: valuation({ instanceValue: 1_250_000 }) }));

    expect(await screen.findByText('12 Elm Avenue, Toronto')).toBeTruthy();
    expect(screen.getByText('Last Sold').nextElementSibling?.textContent).toBe('N/A');
    expect(screen.getByText('Valuation').nextElementSibling?.textContent).toBe('$1,250,000');
  });

  it("shows the last sale's price and the agent's confirmed value when there is one", async () => {
    const lastListing = { mls: 'C0999999', status: 'sold', soldPrice: 990_000, soldDate: '2019-04-02' } as never;
    showModal(
      report({
        homeValue: valuation({
          lastListing,
          confirmed: true,
          confirmedValue: 1_310_000,
          confirmedAt: '2026-10-05T15:00:00Z',
          instanceValue: 1_250_000,
        }),
      }),
    );

    await screen.findByText(annualReportMessages.created);
    expect(screen.getByText('Last Sold').nextElementSibling?.textContent).toBe('$990,000');
    expect(screen.getByText('Valuation').nextElementSibling?.textContent).toBe('$1,310,000');
    // Each with its day: which sale, and when the value was confirmed (the PDF pairs them so too).
    expect(screen.getByText('Last Sold').parentElement?.textContent).toContain('On 2019-04-02');
    expect(screen.getByText('Valuation').parentElement?.textContent).toBe('Valuation$1,310,000Confirmed 2026-10-05');
  });

  it('says beside the confirmed value that the owner changed the details since (QA 62a L5)', async () => {
    showModal(
      report({
        homeValue: valuation({
          confirmed: true,
          confirmedValue: 1_310_000,
          confirmedAt: '2026-10-05T15:00:00Z',
          detailsChangedAt: '2026-11-02T15:00:00Z',
        }),
      }),
    );

    await screen.findByText(annualReportMessages.created);
    expect(screen.getByText('Valuation').parentElement?.textContent).toBe(
      'Valuation$1,310,000Confirmed 2026-10-05; the home’s details changed on 2026-11-02',
    );
  });

  it('shows the sale behind a lease as Last Sold, never the rent (issue 25)', async () => {
    const lastListing = {
      mls: 'C0999998',
      status: 'leased',
      soldPrice: 1_900,
      soldDate: '2025-09-20',
      lastSale: { mls: 'C0999997', soldPrice: 733_500, soldDate: '2024-11-08' },
    } as never;
    showModal(report({ homeValue: valuation({ lastListing }) }));

    await screen.findByText(annualReportMessages.created);
    expect(screen.getByText('Last Sold').nextElementSibling?.textContent).toBe('$733,500');
  });

  it("opens a comparable's property page in a new tab", async () => {
    showModal(report({ similarSolds: [comparable(0, { mls: 'W3000000', unit: '1205' })] }));

    const link = await screen.findByRole('link', { name: '1205 - 1 Sold Crescent' });
    expect(link.getAttribute('href')).toBe('/property-details/?=W3000000');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('adds a sold listing found by MLS, and only a sold one', async () => {
    const sold = summary({ mls: 'W4000001', address: '9 Found Road', status: 'sold', soldPrice: 1_100_000 });
    const active = summary({ mls: 'W4000002', address: '10 Found Road', status: 'forSale' });
    const added = report({ similarSolds: [...comparables(3), comparable(9, { mls: 'W4000001' })] });
    const { calls } = showModal(report(), (call) => {
      if (call.path.startsWith('/search?q='))
        return { body: { listings: [sold, active], locations: [], neighbourhoods: [] } };
      if (call.method === 'PUT') return { body: added };
      return undefined;
    });
    await screen.findByText(annualReportMessages.created);

    searchFor('W40000');
    const addSold = await screen.findByRole('button', { name: 'Add 9 Found Road' });
    // A listing not sold has no Add, and says why in words a phone shows (QA 39 L12: a tooltip).
    expect(screen.queryByRole('button', { name: 'Add 10 Found Road' })).toBeNull();
    const activeRow = screen.getByText('10 Found Road').closest('li')!;
    expect(within(activeRow).getByText('Not sold')).toBeTruthy();
    fireEvent.click(addSold);

    await waitFor(() => expect(screen.getAllByTestId('comparable')).toHaveLength(4));
    expect(changes(calls)).toEqual([{ method: 'PUT', path: '/homevalue/reports/rep_1/similarSolds/W4000001' }]);
    expect(calls.find((call) => call.path.startsWith('/search'))?.path).toBe('/search?q=W40000');
    expect(screen.getByText(annualReportMessages.updated)).toBeTruthy();
    // The added listing's button says so to a screen reader too, not 'Add …'.
    const addedButton = await screen.findByRole('button', { name: 'Added 9 Found Road' });
    expect((addedButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add 9 Found Road' })).toBeNull();
  });

  it('says only sold listings can be added when none matches, as a listing not sold is not among the results (QA 63a L8)', async () => {
    // The search has only listings for sale or lease and the last year's sales: a terminated
    // listing's MLS number finds nothing, as a number that does not exist does.
    showModal(report());
    await screen.findByText(annualReportMessages.created);

    searchFor('W5907746');

    expect(await screen.findByText('No sold listing matches. Only sold listings can be added.')).toBeTruthy();
    expect(screen.queryByText('No listing matches.')).toBeNull();
  });

  it('says only sold listings can be added when the listings found are none of them sold (QA 63a L8)', async () => {
    const active = summary({ mls: 'W4000002', address: '10 Found Road', status: 'forSale' });
    showModal(report(), (call) =>
      call.path.startsWith('/search?q=')
        ? { body: { listings: [active], locations: [], neighbourhoods: [] } }
        : undefined,
    );
    await screen.findByText(annualReportMessages.created);

    searchFor('W4000002');

    expect(await screen.findByText('10 Found Road')).toBeTruthy();
    expect(screen.getByText('Only sold listings can be added.')).toBeTruthy();
  });

  it('disables Add at 5 comparables and says why', async () => {
    const sold = summary({ mls: 'W4000001', address: '9 Found Road', status: 'sold', soldPrice: 1_100_000 });
    const { calls } = showModal(report({ similarSolds: comparables(5) }), (call) =>
      call.path.startsWith('/search?q=')
        ? { body: { listings: [sold], locations: [], neighbourhoods: [] } }
        : undefined,
    );
    await screen.findByText(annualReportMessages.created);

    searchFor('9 Found');
    const add = (await screen.findByRole('button', { name: 'Add 9 Found Road' })) as HTMLButtonElement;

    expect(add.disabled).toBe(true);
    expect(screen.getByText(/An annual report has at most 5 comparable sold properties/)).toBeTruthy();
    fireEvent.click(add);
    expect(changes(calls)).toEqual([]);
  });

  it("shows the server's message when an add is refused with 409", async () => {
    const sold = summary({ mls: 'W4000001', address: '9 Found Road', status: 'sold', soldPrice: 1_100_000 });
    showModal(report({ similarSolds: comparables(4) }), (call) => {
      if (call.path.startsWith('/search?q=')) return { body: { listings: [sold], locations: [], neighbourhoods: [] } };
      if (call.method === 'PUT') return { status: 409, body: { message: annualReportMessages.tooManyComparables } };
      return undefined;
    });
    await screen.findByText(annualReportMessages.created);

    searchFor('W4000001');
    fireEvent.click(await screen.findByRole('button', { name: 'Add 9 Found Road' }));

    expect((await screen.findByRole('alert')).textContent).toBe(annualReportMessages.tooManyComparables);
    expect(screen.getByText(annualReportMessages.created)).toBeTruthy();
  });

  it('sends a print request, then shows the confirmation and Back to Dashboard, which closes the modal', async () => {
    const { calls, onClose } = showModal(report(), (call) =>
      call.method === 'POST' ? { body: report({ printRequestAt: '2026-06-12T10:00:00.000Z' }) } : undefined,
    );

    fireEvent.click(await screen.findByRole('button', { name: annualReportMessages.requestPrint }));

    const sent = await screen.findByText(annualReportMessages.printSent);
    // The Print button is gone with its form: the focus goes to what was done, which is read out.
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(screen.getByRole('link', { name: annualReportMessages.backToDashboard }).getAttribute('href')).toBe(
      '/dashboard/valuations',
    );
    expect(changes(calls)).toEqual([{ method: 'POST', path: '/homevalue/rep_1/report/print' }]);
    fireEvent.click(screen.getByRole('link', { name: annualReportMessages.backToDashboard }));
    expect(onClose).toHaveBeenCalled();
  });

  it("reads 'Print Requested', disabled, once the print was requested", async () => {
    showModal(report({ printRequestAt: '2026-06-12T10:00:00.000Z' }));

    const button = (await screen.findByRole('button', {
      name: annualReportMessages.printRequested,
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("shows the server's message, or the spec's, when the report cannot be read", async () => {
    stubReportApi(() => ({ status: 500, body: { message: 'boom' } }));
    renderWithRouter(<AnnualReportModal reportId="rep_1" onClose={() => {}} />);

    expect((await screen.findByRole('alert')).textContent).toBe(annualReportMessages.fetchFailed);
  });

  it('closes with its close button', async () => {
    const { onClose } = showModal(report());
    const dialog = await screen.findByRole('dialog');

    fireEvent.click(within(dialog).getAllByRole('button')[0]!);

    expect(onClose).toHaveBeenCalled();
  });
});
