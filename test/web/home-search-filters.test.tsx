import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filterOf } from '@shared/search/search-params';
import { FilterPanel } from '../../web/src/features/home-search/components/filter-panel';
import { minimumChoices, minimumOf } from '../../web/src/features/home-search/components/filters/count-filter-options';
import { PriceFilterInline } from '../../web/src/features/home-search/components/price-filter';
import { renderWithRouter } from './render';

function renderPanel(raw: Record<string, unknown> = {}, visitor = false) {
  const onPatch = vi.fn();
  const onReset = vi.fn();
  const onClose = vi.fn();
  renderWithRouter(
    <FilterPanel
      opened
      onClose={onClose}
      filter={filterOf(raw, 'Sale')}
      onPatch={onPatch}
      onReset={onReset}
      visitor={visitor}
    />,
  );
  return { onPatch, onReset, onClose };
}

async function choose(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('the filter panel (document 3 §2.5)', () => {
  it("refuses a min sqft above the max with the spec's message, and applies nothing", async () => {
    const { onPatch } = renderPanel({ maxsqft: 1000 });
    await choose('Min. sqft', '2000');
    expect(screen.getByRole('alert').textContent).toBe('Min. sqft should not be greater than Max. sqft');
    expect(onPatch).not.toHaveBeenCalled();
  });

  it('groups a lot size over 999 with a space, and names the lot fields in feet while empty too (QA 73c L6)', async () => {
    renderPanel({ minLotFront: 1200 });
    expect(((await screen.findByLabelText('Min. lot front (ft)')) as HTMLInputElement).value).toBe('1 200 ft');
    expect(((await screen.findByLabelText('Min. lot depth (ft)')) as HTMLInputElement).placeholder).toBe('Any');
  });

  it('types a lot size on a number pad, with no stepper of one foot to tap (QA 75c)', async () => {
    renderPanel();
    for (const label of ['Min. lot front (ft)', 'Min. lot depth (ft)']) {
      const input = await screen.findByLabelText(label);
      expect(['numeric', 'decimal']).toContain(input.getAttribute('inputmode'));
      expect(input.closest('.mantine-NumberInput-root')?.querySelector('.mantine-NumberInput-controls')).toBeNull();
    }
  });

  it('applies an ordered sqft range', async () => {
    const { onPatch } = renderPanel({ maxsqft: 2000 });
    await choose('Min. sqft', '500');
    expect(onPatch).toHaveBeenCalledWith({ minsqft: 500, maxsqft: 2000 });
  });

  it('replaces all with a specific type', async () => {
    const { onPatch } = renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Condominium' }));
    expect(onPatch).toHaveBeenLastCalledWith({ types: 'condo' });
  });

  it('adds a type to specific types, and resets to all when all is picked', async () => {
    const { onPatch } = renderPanel({ types: 'condo' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Multi-Residential' }));
    expect(onPatch).toHaveBeenLastCalledWith({ types: 'condo,multi' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'All' }));
    expect(onPatch).toHaveBeenLastCalledWith({ types: undefined });
  });

  it('sets bathrooms as a minimum, Any clearing it', async () => {
    const { onPatch } = renderPanel({ bath: 2 });
    const bathrooms = within((await screen.findByText('Bathrooms')).closest('section')!);
    fireEvent.click(bathrooms.getByLabelText('3+'));
    expect(onPatch).toHaveBeenLastCalledWith({ bath: 3 });
    fireEvent.click(bathrooms.getByLabelText('Any'));
    expect(onPatch).toHaveBeenLastCalledWith({ bath: undefined });
  });

  it('sets the sold window, hide included', async () => {
    const { onPatch } = renderPanel();
    await choose('Sold', 'hide');
    expect(onPatch).toHaveBeenLastCalledWith({ showSold: 'hide' });
    await choose('For Sale', '7');
    expect(onPatch).toHaveBeenLastCalledWith({ showActive: 7 });
  });

  // QA 74c M1: a visitor chose Sold "1 day" and read 98 homes sold up to a week before as sold
  // yesterday; the gallery and the map said so, the panel where the choice is made did not.
  it('tells a visitor, beside a short sold window, that it takes in whole calendar months', async () => {
    renderPanel({ showSold: 1 }, true);
    const sold = await screen.findByLabelText('Sold');
    const note = document.getElementById(sold.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'Visitors see sales by calendar month, so the sold homes here are those of whole months. Sign in for exact sale dates.',
    );
  });

  it('says nothing of months to a signed-in user, or for a window of 3 months', async () => {
    renderPanel({ showSold: 1 });
    expect((await screen.findByLabelText('Sold')).getAttribute('aria-describedby')).toBeNull();
    renderPanel({ showSold: 91 }, true);
    expect(screen.queryByText(/whole months/)).toBeNull();
  });

  it('clears the sqft message on Reset', async () => {
    const { onReset } = renderPanel({ maxsqft: 1000 });
    await choose('Min. sqft', '2000');
    expect(screen.getByRole('alert')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(onReset).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resets and closes', async () => {
    const { onReset, onClose } = renderPanel({ bed: 2 });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the price inputs (document 3 §2.5, §5)', () => {
  it('sets the min when typed and Enter is pressed', async () => {
    const onChange = vi.fn();
    renderWithRouter(<PriceFilterInline saleType="Sale" onChange={onChange} />);
    const min = await screen.findByLabelText('Min. Price');
    fireEvent.change(min, { target: { value: '500000' } });
    // Document 1 §5.1: a space separates the thousands of a typed number.
    expect((min as HTMLInputElement).value).toBe('500 000');
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ minPrice: 500_000, maxPrice: undefined });
  });

  it('shows a price from the URL with a space between its thousands, and reads one typed with spaces', async () => {
    const onChange = vi.fn();
    renderWithRouter(<PriceFilterInline saleType="Sale" maxPrice={1_250_000} onChange={onChange} />);
    const max = await screen.findByLabelText('Max. Price');
    expect((max as HTMLInputElement).value).toBe('1 250 000');
    fireEvent.change(max, { target: { value: '2 000 000' } });
    fireEvent.blur(max);
    expect(onChange).toHaveBeenCalledWith({ minPrice: undefined, maxPrice: 2_000_000 });
  });

  it('refuses a min above the max', async () => {
    const onChange = vi.fn();
    renderWithRouter(<PriceFilterInline saleType="Sale" maxPrice={400_000} onChange={onChange} />);
    const min = await screen.findByLabelText('Min. Price');
    fireEvent.change(min, { target: { value: '900000' } });
    fireEvent.blur(min);
    expect(screen.getByRole('alert').textContent).toBe('Min. price should not be greater than Max. price.');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the count choices (document 3 §9.1)', () => {
  it('offers each count as a minimum, led by Any when the count may be unset', () => {
    expect(minimumChoices([1, 2], 'Any')).toEqual([
      { value: '', label: 'Any' },
      { value: '1', label: '1+' },
      { value: '2', label: '2+' },
    ]);
    expect(minimumChoices([0, 1]).map((choice) => choice.label)).toEqual(['0+', '1+']);
  });

  it('reads Any as no minimum, and a count as its number', () => {
    expect(minimumOf('')).toBeUndefined();
    expect(minimumOf('0')).toBe(0);
    expect(minimumOf('3')).toBe(3);
  });
});
