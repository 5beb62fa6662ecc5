import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SoldPropertyRow } from '@shared/sold-report/types';
import { SoldTable } from '../../../web/src/features/sold-reports/components/report/sold-table';
import { renderWithRouter } from '../render';

const sale = (mls: string, soldDate: string, lot: Partial<SoldPropertyRow>): SoldPropertyRow => ({
  mls,
  address: `${mls} Elm Ave`,
  soldDate,
  listingPrice: 1_000_000,
  soldPrice: 1_050_000,
  dom: 9,
  bedroom: 3,
  bathroom: 2,
  ...lot,
});

/** The Lot (ft) cells of the table, newest sale first. */
async function lotCells(rows: SoldPropertyRow[]): Promise<string[]> {
  renderWithRouter(<SoldTable rows={rows} />);
  const table = await screen.findByRole('table');
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === 'Lot (ft)');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[column]?.textContent ?? '');
}

describe("the sold report's table of sales", () => {
  // QA L8: "39 × 119.41" above "54 × 124", a survey's hundredths beside whole feet.
  it('writes every lot in whole feet, a surveyed side rounded as a whole one is', async () => {
    const cells = await lotCells([
      sale('C1', '2026-04-20', { lotFront: 39, lotDepth: 119.41 }),
      sale('C2', '2026-04-10', { lotFront: 54, lotDepth: 124 }),
      sale('C3', '2026-04-05', { lotFront: 20.5, lotDepth: 100.25 }),
    ]);

    expect(cells).toEqual(['39 × 119', '54 × 124', '21 × 100']);
  });

  it("takes the land's side where the lot's is not known, and says which side is missing", async () => {
    const cells = await lotCells([
      sale('C1', '2026-04-20', { lotFront: 0, lotDepth: 120, landFront: 38.4 }),
      sale('C2', '2026-04-10', { lotDepth: 120 }),
      sale('C3', '2026-04-05', {}),
    ]);

    expect(cells).toEqual(['38 × 120', '-- × 120', '--']);
  });
});
