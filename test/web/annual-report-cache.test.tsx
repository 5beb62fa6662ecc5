import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnualReportList } from '@shared/annual-report/types';
import type { LastListing } from '@shared/home-value/types';
import { listItemOf } from '../../web/src/features/annual-reports/api/report-mutations';
import { reportKeys } from '../../web/src/features/annual-reports/api/report-queries';
import { useAssignValuation } from '../../web/src/features/home-valuation/api/assign-valuation';
import { useConfirmValuation } from '../../web/src/features/home-valuation/api/confirm-valuation';
import { useDeleteValuation } from '../../web/src/features/home-valuation/api/delete-valuation';
import { stubApi } from './api-stub';
import { report, reportRow } from './fixtures/annual-reports';
import { valuation } from './fixtures/valuations';
import { testQueryClient } from './render';

afterEach(() => vi.unstubAllGlobals());

/** A query client holding a report and two lists, as the dashboard and a contact's page leave it. */
function cachedReports() {
  const queryClient = testQueryClient();
  const list: AnnualReportList = { items: [reportRow()] };
  queryClient.setQueryData(reportKeys.agentList(false), list);
  queryClient.setQueryData(reportKeys.contactList('c1'), list);
  queryClient.setQueryData(reportKeys.report('rep_1'), report());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const stale = () =>
    [reportKeys.agentList(false), reportKeys.contactList('c1'), reportKeys.report('rep_1')].map(
      (key) => queryClient.getQueryState(key)?.isInvalidated,
    );
  return { wrapper, stale };
}

describe("a valuation's change clears the annual reports made from it (they copy its figures)", () => {
  it('after the agent confirms a value', async () => {
    stubApi(() => ({ body: valuation({ confirmedValue: 1_300_000 }) }));
    const { wrapper, stale } = cachedReports();
    const { result } = renderHook(() => useConfirmValuation('val_0000000001'), { wrapper });
    expect(stale()).toEqual([false, false, false]);

    await act(() => result.current.mutateAsync({ confirmedValue: 1_300_000 } as never));

    expect(stale()).toEqual([true, true, true]);
  });

  it('after the valuation is given to another contact', async () => {
    stubApi(() => ({ body: valuation({ userId: 'c2' }) }));
    const { wrapper, stale } = cachedReports();
    const { result } = renderHook(() => useAssignValuation('val_0000000001'), { wrapper });

    await act(() => result.current.mutateAsync('c2'));

    expect(stale()).toEqual([true, true, true]);
  });

  it('after the valuation is deleted', async () => {
    stubApi(() => ({ status: 204 }));
    const { wrapper, stale } = cachedReports();
    const { result } = renderHook(() => useDeleteValuation(), { wrapper });

    await act(() => result.current.mutateAsync('val_0000000001'));

    expect(stale()).toEqual([true, true, true]);
  });
});

describe("a changed report's list row", () => {
  const listing: LastListing = {
    mls: 'C1000001',
    address: '12 Elm Avenue',
    displayAddress: '12 Elm Avenue, Toronto',
    type: 'detatched',
    bedroom: 3,
    bathroom: 2,
    parking: 1,
    status: 'forSale',
    listDate: '2026-01-10',
    soldPrice: 990_000,
    soldDate: '2026-02-01',
  };

  it("shows the last listing's price as last sold only when that listing sold, as the server's rows do", () => {
    const forSale = report({
      homeValue: valuation({ lastListing: { ...listing, status: 'forSale', soldPrice: 990_000 } }),
    });
    const sold = report({ homeValue: valuation({ lastListing: { ...listing, status: 'sold', soldPrice: 990_000 } }) });

    expect(listItemOf(forSale).lastSoldPrice).toBeUndefined();
    expect(listItemOf(sold).lastSoldPrice).toBe(990_000);
  });

  it('never lists a lease as the last sale: the sale behind it, or none (issue 25)', () => {
    const leased = { ...listing, status: 'leased' as const, soldPrice: 1_900, soldDate: '2025-09-20' };
    const alone = report({ homeValue: valuation({ lastListing: leased }) });
    const behind = report({
      homeValue: valuation({
        lastListing: { ...leased, lastSale: { mls: 'C0', soldPrice: 733_500, soldDate: '2024-11-08' } },
      }),
    });

    expect(listItemOf(alone).lastSoldPrice).toBeUndefined();
    expect(listItemOf(behind).lastSoldPrice).toBe(733_500);
  });
});
