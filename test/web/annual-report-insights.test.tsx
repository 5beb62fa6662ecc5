import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annualReportMessages } from '@shared/annual-report/types';
import { ContactDetailScreen } from '../../web/src/features/contact-detail/components/contact-detail-screen';
import { readContactSearch } from '../../web/src/features/contact-detail/contact-tabs';
import { useAnnualReportSlots } from '../../web/src/routes/_dashboard/dashboard/users/{-$query}/-annual-reports';
import { changes, stubReportApi, type Answer, type Call } from './annual-report-render';
import { adminViewer, agentViewer, now, person } from './contact-detail-render';
import { report, reportRow } from './fixtures/annual-reports';
import { valuation } from './fixtures/valuations';
import { renderWithRouter } from './render';

afterEach(() => vi.unstubAllGlobals());

/** The contact screen as the profile route composes it: the Insights slots and the report modal. */
function Screen({ viewer }: { viewer: typeof agentViewer }) {
  const reports = useAnnualReportSlots(viewer.roles, now);
  return (
    <>
      <ContactDetailScreen id="c1" viewer={viewer} renderProfile={() => null} insights={reports.insights} now={now} />
      {reports.modal}
    </>
  );
}

function showInsights(answer: (call: Call) => Answer, { viewer = agentViewer, search = '' } = {}) {
  const api = stubReportApi((call) => {
    if (call.path === '/users/c1') return { body: person('c1') };
    if (call.path === '/homevalue/agent?userId=c1')
      return { body: { items: [valuation({ id: 'val_1', userId: 'c1' })] } };
    return answer(call);
  });
  const view = renderWithRouter(<Screen viewer={viewer} />, { path: `/dashboard/users/profile/c1${search}` });
  return { ...api, ...view };
}

const createButton = () => screen.findByRole('button', { name: annualReportMessages.createAnnualReport });

describe("the Insights tab's annual reports (document 2 §2)", () => {
  it("creates this year's report from a valuation and opens it", async () => {
    const { calls, router } = showInsights((call) => {
      if (call.method === 'POST') return { status: 201, body: report({ id: 'rep_new' }) };
      if (call.path === '/homevalue/reports/rep_new') return { body: report({ id: 'rep_new' }) };
      return undefined;
    });

    fireEvent.click(await createButton());

    expect(await screen.findByText(annualReportMessages.created)).toBeTruthy();
    expect(changes(calls)).toEqual([{ method: 'POST', path: '/homevalue/val_1/report' }]);
    expect(router.state.location.search).toMatchObject({ report: 'rep_new' });
  });

  it("opens the valuation's report of this year instead of creating another", async () => {
    const { calls } = showInsights((call) => {
      if (call.path === '/homevalue/contact/reports?userId=c1')
        return { body: { items: [reportRow({ id: 'rep_old', valuationId: 'val_1', year: 2026 })] } };
      if (call.path === '/homevalue/reports/rep_old') return { body: report({ id: 'rep_old' }) };
      return undefined;
    });
    await screen.findByRole('row', { name: '12 Elm Avenue, Toronto, 2026' });

    fireEvent.click(await createButton());

    expect(await screen.findByText(annualReportMessages.created)).toBeTruthy();
    expect(changes(calls)).toEqual([]);
  });

  it("creates a new one when the valuation's report is of last year", async () => {
    const { calls } = showInsights((call) => {
      if (call.path === '/homevalue/contact/reports?userId=c1')
        return { body: { items: [reportRow({ id: 'rep_old', valuationId: 'val_1', year: 2025 })] } };
      if (call.method === 'POST') return { status: 201, body: report({ id: 'rep_new' }) };
      if (call.path === '/homevalue/reports/rep_new') return { body: report({ id: 'rep_new' }) };
      return undefined;
    });
    await screen.findByRole('row', { name: '12 Elm Avenue, Toronto, 2025' });

    fireEvent.click(await createButton());

    await waitFor(() => expect(changes(calls)).toEqual([{ method: 'POST', path: '/homevalue/val_1/report' }]));
  });

  it("shows the spec's message when the creation fails", async () => {
    showInsights((call) => (call.method === 'POST' ? { status: 500, body: { message: 'Internal error' } } : undefined));

    fireEvent.click(await createButton());

    expect((await screen.findByRole('alert')).textContent).toBe(annualReportMessages.createFailed);
  });

  it("names the valuation's figure: an estimate until the agent confirms one (QA 38b L7)", async () => {
    showInsights(() => ({ body: { items: [] } }));
    const list = await screen.findByTestId('contact-valuations');
    expect(within(list).getByText(/\$1,250,000/)).toBeTruthy();
    expect(within(list).getByText('Estimate')).toBeTruthy();
    expect(within(list).queryByText('Confirmed')).toBeNull();
  });

  it("lists the contact's reports, and says so when there is none", async () => {
    showInsights(() => undefined, { viewer: adminViewer });

    expect(await screen.findByText(annualReportMessages.emptyList)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Annual Reports' })).toBeTruthy();
  });

  it('opens the report the URL names, and closing it removes it from the URL', async () => {
    const { router } = showInsights(
      (call) => (call.path === '/homevalue/reports/rep_7' ? { body: report({ id: 'rep_7' }) } : undefined),
      { search: '?report=rep_7' },
    );

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(annualReportMessages.created)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });

    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('report'));
  });
});

describe("the contact route's `report`", () => {
  it('keeps a well-formed report id and drops anything else', () => {
    expect(readContactSearch({ tab: 'insights', report: 'rep_0a1B-2' })).toEqual({
      tab: 'insights',
      report: 'rep_0a1B-2',
    });
    expect(readContactSearch({ report: '<script>' })).toEqual({});
    expect(readContactSearch({ report: 'x'.repeat(65) })).toEqual({});
    expect(readContactSearch({ report: 7 })).toEqual({});
  });
});
