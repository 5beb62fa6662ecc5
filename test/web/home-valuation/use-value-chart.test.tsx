import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useValueChart } from '../../../web/src/features/home-valuation/components/use-value-chart';
import * as apiClient from '../../../web/src/lib/api-client';
import { setTestWebConfig } from '../api-stub';

function renderChart(purchaseDate: string | undefined) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // Not enabled: the period, not the points, is under test.
  return renderHook(({ date }: { date: string | undefined }) => useValueChart('valuation-1', date, false), {
    wrapper,
    initialProps: { date: purchaseDate },
  });
}

describe("the summary chart's period (DECISIONS row 5)", () => {
  it('opens on Since Sold once Edit details adds a purchase date, without a reload (QA 45 L6)', () => {
    const chart = renderChart(undefined);
    expect(chart.result.current.period).toBe('1Y');

    chart.rerender({ date: '2023-03-15' });

    expect(chart.result.current.period).toBe('sinceSold');
    expect(chart.result.current.periods).toContain('sinceSold');
  });

  it("keeps the owner's own pick when the purchase date changes, and falls back when the pick goes away", () => {
    const chart = renderChart('2023-03-15');
    expect(chart.result.current.period).toBe('sinceSold');
    act(() => chart.result.current.setPeriod('5Y'));
    chart.rerender({ date: '2021-06-01' });
    expect(chart.result.current.period).toBe('5Y');

    act(() => chart.result.current.setPeriod('sinceSold'));
    chart.rerender({ date: undefined });
    expect(chart.result.current.period).toBe('1Y');
  });
});

describe("the summary chart's points offline (QA 76a M3)", () => {
  it("fails a period picked offline, rather than draw the last period's line under its name", async () => {
    setTestWebConfig();
    const points = [
      [Date.UTC(2026, 0, 1), 1_000_000],
      [Date.UTC(2026, 5, 1), 1_050_000],
    ];
    const send = vi.spyOn(apiClient, 'sendRequest').mockResolvedValue(points);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const chart = renderHook(() => useValueChart('valuation-1', undefined), { wrapper });
    await waitFor(() => expect(chart.result.current.chart.data).toEqual(points));

    onlineManager.setOnline(false);
    try {
      send.mockRejectedValue(new TypeError('Failed to fetch'));
      act(() => chart.result.current.setPeriod('1M'));

      await waitFor(() => expect(chart.result.current.chart.isError).toBe(true));
      expect(chart.result.current.period).toBe('1M');
      expect(chart.result.current.chart.data).toBeUndefined();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
