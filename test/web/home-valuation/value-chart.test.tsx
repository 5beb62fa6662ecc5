import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('the value-history chart when its points could not be loaded (QA 63a L9b)', () => {
  it('says so with Try again, which asks again, and shows no legend under the chart that is not there', async () => {
    const onRetry = vi.fn();
    renderWithRouter(
      <ValueChart
        {...props}
        loading={false}
        failed
        onRetry={onRetry}
        confirmed={{ time: Date.parse('2026-06-01'), value: 1_000_000 }}
        purchase={{ time: Date.parse('2020-06-01'), value: 800_000, label: 'Your purchase' }}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The value history could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    for (const legend of ['Estimated value', 'Value confirmed by the agent', /^Your purchase, at its price/])
      expect(screen.queryByText(legend)).toBeNull();
  });
});

describe("the value-history chart's table for screen readers", () => {
  it('marks every month before the valuation as estimated, and not its first day, where the two lines join', async () => {
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

  it('says the line before the valuation leaves out the improvements not yet done, where there are any (QA 69b L2)', async () => {
    const points: [number, number][] = [
      [Date.parse('2026-04-01'), 940_000],
      [Date.parse('2026-05-01'), 1_000_000],
    ];
    const { unmount } = renderWithRouter(<ValueChart {...props} points={points} loading={false} withImprovements />);
    expect((await screen.findByTestId('line-without-work')).textContent).toBe(
      "Before this valuation the line is today's estimate carried back along the area's prices, without what each improvement adds until the day it was done, where the line steps up.",
    );
    unmount();
    renderWithRouter(<ValueChart {...props} points={points} loading={false} />);
    await screen.findByText('$940,000 (estimated)');
    expect(screen.queryByTestId('line-without-work')).toBeNull();
  });
});

describe("the value-history chart's table for screen readers, on a period of more points than ticks", () => {
  it('gives the first and the last value its summary names, and every month of a year (QA 38 L2)', async () => {
    // A year's 12 month starts and today: the table listed only the ticks' months, from January,
    // without the December and today's value the sentence above it cites.
    const months = Array.from({ length: 12 }, (_, i) => Date.UTC(2025, 11 + i, 1));
    const points: [number, number][] = [
      ...months.map((time, i): [number, number] => [time, 971_317 - i * 2_000]),
      [Date.parse('2026-12-02'), 945_275],
    ];
    renderWithRouter(
      <ValueChart {...props} createdAt="2026-06-15T12:00:00Z" period="1Y" loading={false} points={points} />,
    );
    const table = await screen.findByRole('table', { name: 'Value history, 1Y' });
    const dates = [...table.querySelectorAll('tbody tr td:first-child')].map((cell) => cell.textContent);
    expect(dates[0]).toBe('2025-12-01');
    expect(dates.at(-1)).toBe('2026-12-02');
    expect(dates).toHaveLength(13);
    expect(table.textContent).toContain('$971,317 (estimated)');
    expect(table.textContent).toContain('$945,275');
  });
});

describe('a period with one value (a valuation made this week, on 1W)', () => {
  it('says so in words, and its summary gives the one value rather than a change from it to itself', async () => {
    const today = Date.parse('2026-11-30');
    renderWithRouter(
      <ValueChart
        {...props}
        createdAt="2026-11-30T07:12:22Z"
        period="1W"
        periods={['1W', '1Y']}
        loading={false}
        points={[[today, 861_147]]}
      />,
    );

    expect(
      await screen.findByText('One value in this period so far. A longer period shows the history before it.'),
    ).toBeTruthy();
    expect(screen.getByText('On 2026-11-30 the estimated value was $861,147.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/the estimated value went from \$861,147 to \$861,147/)).toBeNull();
  });
});

describe("the value-history chart's legend", () => {
  it("dates the purchase in words, as no tick's label fits at the chart's left edge (review 33c)", async () => {
    const points: [number, number][] = [
      [Date.parse('2022-07-01'), 980_000],
      [Date.parse('2026-05-01'), 1_000_000],
    ];
    const purchase = { time: Date.parse('2019-06-15'), value: 800_000, label: 'Your purchase' };
    renderWithRouter(<ValueChart {...props} points={points} loading={false} purchase={purchase} />);
    expect(await screen.findByText('Your purchase, at its price (2019-06-15)')).toBeTruthy();
  });

  it('names a purchase far off the value (a price typed with a zero too many) rather than flattening the line to it (QA 35)', async () => {
    const points: [number, number][] = [
      [Date.parse('2025-07-01'), 1_280_000],
      [Date.parse('2026-05-01'), 1_300_000],
    ];
    const typo = { time: Date.parse('2025-09-15'), value: 15_070_000, label: 'Your purchase', setAside: true };
    renderWithRouter(<ValueChart {...props} points={points} loading={false} purchase={typo} />);

    expect(
      await screen.findByText(
        'Your purchase, $15,070,000 (2025-09-15), is far from what similar homes sell for: the estimate sets it aside, and the chart leaves it off its scale.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Your purchase, at its price/)).toBeNull();
    // The screen reader's summary still gives it.
    expect(screen.getByText(/Your purchase: \$15,070,000 on 2025-09-15\./)).toBeTruthy();
  });

  it('draws a true old price far below a line that starts years later, which the estimate did not set aside (review 35)', async () => {
    const points: [number, number][] = [
      [Date.parse('2021-01-01'), 1_100_000],
      [Date.parse('2026-05-01'), 1_300_000],
    ];
    const old = { time: Date.parse('1996-06-15'), value: 310_000, label: 'Your purchase' };
    renderWithRouter(<ValueChart {...props} points={points} loading={false} purchase={old} />);

    expect(await screen.findByText('Your purchase, at its price (1996-06-15)')).toBeTruthy();
    expect(screen.queryByText(/leaves it off its scale/)).toBeNull();
  });
});

describe('a sale the value-history line does not pass through (QA 56b M2)', () => {
  it("says how far the line runs from the price paid on the sale's day, and why", async () => {
    // 1223 16th Ave: sold for $697,500 on 2024-03-08; today's estimate carried back along the area's
    // prices stood near $810,000 on that day, then fell with them.
    const points: [number, number][] = [
      [Date.parse('2024-03-01'), 808_000],
      [Date.parse('2024-04-01'), 815_750],
      [Date.parse('2026-05-01'), 731_359],
    ];
    const sale = { time: Date.parse('2024-03-08'), value: 697_500, label: 'Last sale' };
    renderWithRouter(<ValueChart {...props} points={points} loading={false} period="sinceSold" purchase={sale} />);

    expect(
      await screen.findByText(
        "Last sale, $697,500 (2024-03-08): the line runs 16% above this price on that day. Before this valuation the line carries today's estimate back along the area's prices, and need not pass through a price paid.",
      ),
    ).toBeTruthy();
    cleanup();

    // With improvements, the line's own note says how it is carried back; this one does not again.
    renderWithRouter(
      <ValueChart {...props} points={points} loading={false} period="sinceSold" purchase={sale} withImprovements />,
    );
    expect(
      await screen.findByText(
        'Last sale, $697,500 (2024-03-08): the line runs 16% above this price on that day. So carried back, it need not pass through a price paid.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of it for a sale after the valuation was made, where the line is its own (review 56)', async () => {
    const points: [number, number][] = [
      [Date.parse('2026-05-01'), 900_000],
      [Date.parse('2026-06-01'), 905_000],
    ];
    const sale = { time: Date.parse('2026-05-20'), value: 700_000, label: 'Last sale' };
    renderWithRouter(<ValueChart {...props} points={points} loading={false} period="sinceSold" purchase={sale} />);

    await screen.findByText('Last sale, at its price (2026-05-20)');
    expect(screen.queryByText(/the line runs/)).toBeNull();
  });

  it('says nothing more of a sale the line passes near', async () => {
    const points: [number, number][] = [
      [Date.parse('2024-03-01'), 700_000],
      [Date.parse('2026-05-01'), 760_000],
    ];
    const sale = { time: Date.parse('2024-03-01'), value: 697_500, label: 'Last sale' };
    renderWithRouter(<ValueChart {...props} points={points} loading={false} period="sinceSold" purchase={sale} />);

    await screen.findByText('Last sale, at its price (2024-03-01)');
    expect(screen.queryByText(/the line runs/)).toBeNull();
  });
});

describe('where the value-history line starts', () => {
  const line: [number, number][] = Array.from({ length: 61 }, (_, i) => [
    Date.UTC(2021, 11 + i, 1),
    1_000_000 + i * 1_000,
  ]);

  it('says the line starts where the price history does, on All and under a purchase made long before it (QA 43)', async () => {
    const { unmount } = renderWithRouter(<ValueChart {...props} points={line} loading={false} period="all" />);
    expect(
      await screen.findByText('The line starts in December 2021, where our price history for the area begins.'),
    ).toBeTruthy();
    unmount();

    const purchase = { time: Date.UTC(2005, 0, 10), value: 900_000, label: 'Your purchase' };
    renderWithRouter(<ValueChart {...props} points={line} loading={false} period="sinceSold" purchase={purchase} />);
    expect(await screen.findByText(/^The line starts in December 2021/)).toBeTruthy();
  });

  it('says nothing of it on a period the history covers', async () => {
    renderWithRouter(<ValueChart {...props} points={line.slice(-13)} loading={false} period="1Y" />);
    await screen.findByText('Estimated value');
    expect(screen.queryByText(/^The line starts in/)).toBeNull();
  });
});

describe("the value-history chart's legend (QA 52)", () => {
  it("names the valuation's own stretch as the dot it is drawn as, while it is too short for a line", async () => {
    // A year of the area's trend, and a valuation made three days ago: its own stretch is today's dot.
    const months = Array.from({ length: 12 }, (_, i): [number, number] => [Date.UTC(2025, 11 + i, 1), 900_000 + i]);
    const points: [number, number][] = [
      ...months,
      [Date.parse('2026-12-01'), 950_000],
      [Date.parse('2026-12-04'), 951_000],
    ];
    const { unmount } = renderWithRouter(
      <ValueChart {...props} createdAt="2026-12-01T12:00:00Z" points={points} loading={false} />,
    );
    expect(await screen.findByText("Today's estimated value")).toBeTruthy();
    expect(screen.queryByText('Estimated value')).toBeNull();
    unmount();

    // A year of its own values: a line, named as one.
    renderWithRouter(<ValueChart {...props} createdAt="2025-12-01T12:00:00Z" points={points} loading={false} />);
    expect(await screen.findByText('Estimated value')).toBeTruthy();
    expect(screen.queryByText("Today's estimated value")).toBeNull();
  });
});
