import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MonthPicker } from '../../../web/src/features/sold-reports/components/report/month-picker';
import { renderWithRouter } from '../render';

const now = new Date('2026-05-15T16:00:00Z');

function renderPicker(value: string) {
  const onChange = vi.fn();
  renderWithRouter(<MonthPicker value={value} onChange={onChange} now={now} />);
  return { onChange };
}

describe("the sold report's month picker (document 1 §4.1)", () => {
  it('opens on the chosen month, picks another and closes', async () => {
    const { onChange } = renderPicker('2026-04');
    fireEvent.click(await screen.findByRole('button', { name: 'Report month: April 2026' }));

    const april = screen.getByRole('button', { name: 'Apr 2026' });
    expect(april.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(april);
    expect(screen.getByRole('button', { name: 'Jun 2026' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Jun 2025' }));

    expect(onChange).toHaveBeenCalledWith('2025-06');
    expect(screen.queryByRole('dialog', { name: 'Choose a month' })).toBeNull();
  });

  it('keeps the focus on a year arrow whose press reaches the last year it may show (QA 48c)', async () => {
    renderPicker('2025-04');
    fireEvent.click(await screen.findByRole('button', { name: 'Report month: April 2025' }));
    const nextYear = screen.getByRole('button', { name: 'Next year' });
    act(() => nextYear.focus());

    fireEvent.click(nextYear);

    // 2026 is the last year: the arrow says it goes no further, and keeps the focus.
    expect(screen.getByRole('group', { name: 'Months of 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(nextYear);
    expect(nextYear.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(nextYear);
    expect(screen.getByRole('group', { name: 'Months of 2026' })).toBeTruthy();
  });

  it('closes on Escape without a change', async () => {
    const { onChange } = renderPicker('2026-04');
    fireEvent.click(await screen.findByRole('button', { name: 'Report month: April 2026' }));

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Choose a month' }), { key: 'Escape' });

    expect(screen.queryByRole('dialog', { name: 'Choose a month' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on Escape from a month and gives the focus back to its button', async () => {
    renderPicker('2026-04');
    const button = await screen.findByRole('button', { name: 'Report month: April 2026' });
    fireEvent.click(button);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Apr 2026' }), { key: 'Escape' });

    expect(screen.queryByRole('dialog', { name: 'Choose a month' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when Tab takes the focus out of it, leaving the focus where Tab put it', async () => {
    renderPicker('2026-04');
    fireEvent.click(await screen.findByRole('button', { name: 'Report month: April 2026' }));
    const next = screen.getByRole('button', { name: 'Next month' });

    // Tab from the last month a user can pick lands on the arrow after the picker.
    act(() => next.focus());

    expect(screen.queryByRole('dialog', { name: 'Choose a month' })).toBeNull();
    expect(document.activeElement).toBe(next);
  });

  it('stays open while the focus moves within it', async () => {
    renderPicker('2026-04');
    fireEvent.click(await screen.findByRole('button', { name: 'Report month: April 2026' }));

    act(() => screen.getByRole('button', { name: 'Previous year' }).focus());

    expect(screen.getByRole('dialog', { name: 'Choose a month' })).toBeTruthy();
  });

  it('steps a month with the arrows, never into the future', async () => {
    const { onChange } = renderPicker('2026-05');

    expect(await screen.findByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(onChange).toHaveBeenCalledWith('2026-04');
  });
});
