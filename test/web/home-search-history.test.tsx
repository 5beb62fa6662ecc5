import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filterOf } from '@shared/search/search-params';
import { FilterBar } from '../../web/src/features/home-search/components/filter-bar';
import { renderWithRouter } from './render';

/**
 * QA 73c and 74c L2: every filter change replaced the history entry, so Back after applying
 * filters left the site. A round of filtering in the panel is one step Back undoes.
 */
function renderBar() {
  const onPatch = vi.fn();
  const onReset = vi.fn();
  renderWithRouter(
    <FilterBar
      mapType="gallery"
      saleType="sale"
      filter={filterOf({}, 'Sale')}
      onPatch={onPatch}
      onReset={onReset}
      onSaleTypeChange={vi.fn()}
      onListing={vi.fn()}
      onPlace={vi.fn()}
    />,
  );
  return { onPatch, onReset };
}

const openPanel = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog');
};

describe('the filters and the browser history', () => {
  it('adds one history entry for a round of changes in the panel, Reset included, and one again once it is reopened', async () => {
    const { onPatch, onReset } = renderBar();

    await openPanel();
    fireEvent.change(await screen.findByLabelText('Sold'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Min. sqft'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(onPatch.mock.calls.map(([, step]) => step)).toEqual([{ push: true }, { push: false }]);
    expect(onReset.mock.calls).toEqual([[{ push: false }]]);

    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    await openPanel();
    fireEvent.change(await screen.findByLabelText('Sold'), { target: { value: '7' } });

    expect(onPatch.mock.calls.at(-1)).toEqual([{ showSold: 7 }, { push: true }]);
  });
});
