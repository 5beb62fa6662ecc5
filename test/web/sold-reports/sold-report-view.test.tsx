import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { propertyTypes, type PropertyType } from '@shared/property-types';
import type { SoldPropertyRow, SoldReportAnswer, TypeReport } from '@shared/sold-report/types';
import { SoldReportView } from '../../../web/src/features/sold-reports/components/report/sold-report-view';
import { visitorWithheldNote } from '../../../web/src/features/sold-reports/withheld-note';
import { TypeTabs } from '../../../web/src/features/sold-reports/components/report/type-tabs';
import { renderWithRouter } from '../render';

vi.mock('../../../web/src/features/sold-reports/components/report/report-charts', () => ({
  default: () => <div>charts</div>,
}));

const now = new Date('2026-05-15T16:00:00Z');

const row: SoldPropertyRow = {
  mls: 'C9000001',
  address: '12 Maple Ave',
  soldDate: '2026-04-12',
  listingPrice: 1_000_000,
  soldPrice: 1_234_567,
  dom: 9,
  bedroom: 3,
  bathroom: 2,
};

function typeReport(type: PropertyType, soldNumber: number | null, rows: SoldPropertyRow[] = []): TypeReport {
  return {
    type,
    month: '2026-04',
    soldNumber,
    soldNumberLastYear: 2,
    soldProperties: rows,
    averagePrice: soldNumber !== null && soldNumber >= 3 ? 1_100_000 : null,
    averagePriceLastYear: 1_000_000,
    averageListPrice: soldNumber !== null && soldNumber >= 3 ? 1_050_000 : null,
    averageListPriceLastYear: 990_000,
    averageSellingToListPrice: soldNumber === 0 ? 1 : soldNumber === null ? null : 1.05,
    dom: soldNumber !== null && soldNumber >= 3 ? 12 : null,
    domLastYear: 15,
    newListing: 6,
    newListingLastYear: 5,
  };
}

function answer(detatched: TypeReport): SoldReportAnswer {
  const reports = Object.fromEntries(propertyTypes.map((t) => [t, typeReport(t, 0)])) as SoldReportAnswer['reports'];
  return {
    time: '202604',
    neighbourhood: { id: 'annex', name: 'Annex', community: 'Toronto' },
    reports: { ...reports, detatched },
    statistics: {},
    communityStatistics: {},
    neighbourhoodStatistics: {},
  };
}

function show(report: SoldReportAnswer, month = '2026-04', path?: string) {
  return renderWithRouter(
    <SoldReportView
      answer={report}
      month={month}
      type="detatched"
      now={now}
      onMonthChange={() => undefined}
      onTypeChange={() => undefined}
      shareUrl="http://localhost/sold-report/annex/2026-4/detatched"
    />,
    { ...(path && { path }) },
  );
}

describe('the sold report screen (document 1 §2.2)', () => {
  it('lists the sales for a signed-in user, each opening its property page', async () => {
    show(answer(typeReport('detatched', 1, [row])));

    const link = await screen.findByRole('link', { name: '12 Maple Ave' });
    expect(link.getAttribute('href')).toBe('/property-details/?=C9000001');
    expect(screen.getAllByText('$1,234,567').length).toBeGreaterThan(0);
  });

  it('shows a visitor blurred sample rows under the sign-in prompt, never the real sale', async () => {
    show(answer(typeReport('detatched', 4)), '2026-04');

    const sample = await screen.findByTestId('sample-rows');
    expect(sample.getAttribute('aria-hidden')).toBe('true');
    expect(within(sample).getAllByRole('row', { hidden: true }).length).toBe(4 + 1);
    expect(screen.getByRole('heading', { name: 'Sign in to see the sold properties' })).toBeTruthy();
    expect(screen.queryByText('12 Maple Ave')).toBeNull();
  });

  it('signs a visitor in back to this report, not to the map search (QA 63c M1)', async () => {
    show(answer(typeReport('detatched', 4)), '2026-04', '/sold-report/annex/2026-4/detatched');

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    const href = new URL(signIn.getAttribute('href')!, 'http://localhost');
    expect([href.pathname, href.searchParams.get('redirect')]).toEqual([
      '/sign-in',
      '/sold-report/annex/2026-4/detatched',
    ]);
  });

  it('signs a visitor in back to the month and type shown, when the address names neither (QA 68a L1)', async () => {
    show(answer(typeReport('detatched', 4)), '2026-04', '/sold-report/annex');

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    const href = new URL(signIn.getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('redirect')).toBe('/sold-report/annex/2026-4/detatched');
  });

  it("shows a visitor '--' for a withheld count of 1 or 2 sales, the tab enabled, and sample rows", async () => {
    show(answer(typeReport('detatched', null)), '2026-04');

    const tab = await screen.findByRole('tab', { name: /^Detached/ });
    expect(tab.textContent).toContain('--');
    expect(tab.hasAttribute('disabled') || tab.getAttribute('data-disabled') === 'true').toBe(false);
    expect(screen.getByTestId('sample-rows')).toBeTruthy();
    expect(screen.queryByText('No recorded sales to date for April 2026.')).toBeNull();
    // The rate is unknown, not a month without new listings.
    expect(screen.getByText('Not shown to visitors')).toBeTruthy();
    expect(screen.queryByText('No new listings this month')).toBeNull();
  });

  // QA 70a: a withheld count, or none before the data, read "-- sales in April 2026".
  it('says how many sales the month had only when the count is known', async () => {
    const withheld = show(answer(typeReport('detatched', null)), '2026-04');
    await screen.findByTestId('sample-rows');
    expect(screen.queryByText(/sales? in April 2026$/)).toBeNull();
    withheld.unmount();

    show({ ...answer(typeReport('detatched', null)), dataFrom: '2021-12-03' }, '2020-06');
    await screen.findByTestId('data-extent');
    expect(screen.queryByText(/sales? in June 2020$/)).toBeNull();
  });

  it('says how many sales a signed-in user is shown, one as a sale', async () => {
    const one = show(answer(typeReport('detatched', 1, [row])));
    expect(await screen.findByText('1 sale in April 2026')).toBeTruthy();
    one.unmount();

    show(answer(typeReport('detatched', 3, [row, row, row])));
    expect(await screen.findByText('3 sales in April 2026')).toBeTruthy();
  });

  it("tells a visitor that a '--' beside 3 sales is withheld, and tells a signed-in user nothing", async () => {
    // Complementary suppression: 3 sales, their average held back so no other sale can be subtracted.
    const suppressed = { ...typeReport('detatched', 3), averagePrice: null, averageListPrice: null, dom: null };
    const visitor = show(answer(suppressed));
    expect(await screen.findByText(visitorWithheldNote)).toBeTruthy();
    visitor.unmount();

    show(answer({ ...suppressed, soldProperties: [row, row, row] }));
    await screen.findAllByText('12 Maple Ave');
    expect(screen.queryByText(visitorWithheldNote)).toBeNull();
  });

  it("says 'No recorded sales to date for {month}.' when nothing sold", async () => {
    show(answer(typeReport('detatched', 0)));
    expect(await screen.findByText('No recorded sales to date for April 2026.')).toBeTruthy();
    // Its '--' are missing figures, not withheld ones.
    expect(screen.queryByText(visitorWithheldNote)).toBeNull();
  });

  it("shows the 'Month to date' notice on the current month only", async () => {
    const { unmount } = show(answer(typeReport('detatched', 0)), '2026-05');
    expect(await screen.findByText('Month to date')).toBeTruthy();
    // Its changes set part of May against all of May 2025: said (QA 22a F2).
    expect(screen.getByText(/their changes compare with the whole of May 2025\./)).toBeTruthy();
    // Its count of sales so far stands beside last year's whole month, not as a change (QA 54b).
    expect(screen.getByText('in all of May 2025')).toBeTruthy();
    unmount();

    show(answer(typeReport('detatched', 0)), '2026-04');
    await screen.findByText('No recorded sales to date for April 2026.');
    expect(screen.queryByText('Month to date')).toBeNull();
    expect(screen.queryByText(/^in all of/)).toBeNull();
  });

  // Closing note 45: within a year of the data's start, the month to date's notice said its changes
  // compare with last year's month while the extent's note said there is no change to show.
  it('says nothing of changes in the month to date when the data cannot give them', async () => {
    show({ ...answer(typeReport('detatched', 0)), dataFrom: '2025-09-10' }, '2026-05');

    expect(await screen.findByText('Month to date')).toBeTruthy();
    expect(screen.getByText(/is not over yet: these figures cover the sales recorded so far\./)).toBeTruthy();
    expect(screen.queryByText(/their changes compare with/)).toBeNull();
    expect(screen.getByTestId('data-extent').textContent).toMatch(/there is no change from it to show\.$/);
  });

  // Review 46: a visitor, who has no figure of the month to date, was told its figures cover the
  // sales recorded so far and compare with last year's.
  it("tells a visitor the month to date's sales show once it closes, and claims no figures or changes", async () => {
    show(answer(typeReport('detatched', null)), '2026-05');

    expect(await screen.findByText('Month to date')).toBeTruthy();
    expect(
      screen.getByText(
        /May 2026 is not over yet: its figures are shown to visitors once it is\. Sign in to see the sales recorded so far\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/these figures cover/)).toBeNull();
  });

  it('says a month before the data has no figures, and shows no visitor note for its -- (QA 44 M1)', async () => {
    const before = { ...answer(typeReport('detatched', null)), dataFrom: '2021-12-03' };
    show(before, '2020-06');

    expect((await screen.findByTestId('data-extent')).textContent).toBe(
      'Our sales records begin on 2021-12-03: there are no figures for June 2020.',
    );
    expect(screen.queryByText(visitorWithheldNote)).toBeNull();
    // QA 46d L3: not a table's headings over no rows.
    expect(screen.getByText('No figures for June 2020: it is before our sales records begin.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /sold/i })).toBeNull();
  });

  it('disables the tabs of types without sales and shows their counts', async () => {
    show(answer(typeReport('detatched', 1, [row])));

    const condo = await screen.findByRole('tab', { name: /Condominium/ });
    expect(condo.hasAttribute('disabled') || condo.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.getByRole('tab', { name: /^Detached/ }).textContent).toContain('1');
  });

  it('gives a phone a labelled native list of the types with their counts, those without sales disabled', async () => {
    const onChange = vi.fn();
    const reports = answer(typeReport('detatched', 4)).reports;
    renderWithRouter(
      <TypeTabs reports={{ ...reports, condo: typeReport('condo', null) }} value="detatched" onChange={onChange} />,
    );

    const select = (await screen.findByRole('combobox', { name: 'Property type' })) as HTMLSelectElement;
    expect(select.value).toBe('detatched');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.textContent)).toEqual([
      'Detached (4)',
      'Semi-Detached (0)',
      'Townhouse (0)',
      'Condominium (--)',
      'Condo Townhouse (0)',
      'Multi-Residential (0)',
    ]);
    expect(options.filter((option) => option.disabled).map((option) => option.value)).toEqual([
      'semiDetatched',
      'freeholdTownhouse',
      'condoTownhouse',
      'multi',
    ]);
    fireEvent.change(select, { target: { value: 'condo' } });
    expect(onChange).toHaveBeenCalledWith('condo');
  });
});
