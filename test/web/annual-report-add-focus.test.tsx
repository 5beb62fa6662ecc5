import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annualReportMessages } from '@shared/annual-report/types';
import { AnnualReportModal } from '../../web/src/features/annual-reports/components/annual-report-modal';
import { stubReportApi } from './annual-report-render';
import { comparable, comparables, report } from './fixtures/annual-reports';
import { summary } from './fixtures/listings';
import { fixUpFocus } from './focus-fixup';
import { renderWithRouter } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('adding a comparable in the annual report modal (QA 74b M1a)', () => {
  it('keeps the focus in the modal, on the search box, its text selected for the next search', async () => {
    const sold = summary({ mls: 'W4000001', address: '9 Found Road', status: 'sold', soldPrice: 1_100_000 });
    const added = report({ similarSolds: [...comparables(3), comparable(9, { mls: 'W4000001' })] });
    stubReportApi((call) => {
      if (call.path === '/homevalue/reports/rep_1' && call.method === 'GET') return { body: report() };
      if (call.path.startsWith('/search?q=')) return { body: { listings: [sold], locations: [], neighbourhoods: [] } };
      if (call.method === 'PUT') return { body: added };
      return undefined;
    });
    renderWithRouter(<AnnualReportModal reportId="rep_1" onClose={() => {}} />);
    await screen.findByText(annualReportMessages.created);
    const search = screen.getByLabelText<HTMLInputElement>('Search by MLS or address');
    fireEvent.change(search, { target: { value: 'W4000001' } });
    const add = await screen.findByRole('button', { name: 'Add 9 Found Road' });

    // A keyboard user's Enter on Add, which becomes 'Added', disabled, once it is done.
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByTestId('comparable')).toHaveLength(4));
    fixUpFocus();

    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(search.value).toBe('W4000001');
    expect([search.selectionStart, search.selectionEnd]).toEqual([0, 'W4000001'.length]);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });
});
