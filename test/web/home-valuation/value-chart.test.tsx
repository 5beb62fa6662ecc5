import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ValueChart, type ValueChartProps } from '../../../web/src/features/home-valuation/components/value-chart';
import { renderWithRouter } from '../render';

const props: ValueChartProps = {
  points: undefined,
  loading: true,
  failed: false,
  createdAt: '2026-05-01T12:00:00Z',
  period: '1Y',
  periods: ['1Y'],
  onPeriod: () => undefined,
};

const skeletons = () => document.querySelectorAll('.mantine-Skeleton-root').length;

describe('the value-history chart while its points load', () => {
  it("keeps the chart's place (a skeleton of its height) until the points come, so the legend does not move", async () => {
    renderWithRouter(<ValueChart {...props} />);
    await screen.findByText('Estimated value');
    expect(skeletons()).toBe(1);
  });

  it('shows no box for a period without values, nor for an answer that failed', async () => {
    const { unmount } = renderWithRouter(<ValueChart {...props} points={[]} loading={false} />);
    await screen.findByText('No values in this period yet.');
    expect(skeletons()).toBe(0);
    unmount();

    renderWithRouter(<ValueChart {...props} loading={false} failed />);
    await screen.findByText('The value history could not be loaded.');
    expect(skeletons()).toBe(0);
  });
});

describe("the value-history chart's table for screen readers", () => {
  it('marks every month before the valuation as estimated, the last one too, where the two lines join', async () => {
    const points: [number, number][] = [
      [Date.parse('2026-03-01'), 980_000],
      [Date.parse('2026-04-01'), 990_000],
      [Date.parse('2026-05-01'), 1_000_000],
      [Date.parse('2026-05-02'), 1_001_000],
    ];
    renderWithRouter(<ValueChart {...props} points={points} loading={false} />);
    expect(await screen.findByText('$990,000 (estimated)')).toBeTruthy();
    expect(screen.getByText('$980,000 (estimated)')).toBeTruthy();
    expect(screen.getByText('$1,000,000')).toBeTruthy();
    expect(screen.queryByText('$1,000,000 (estimated)')).toBeNull();
  });
});
