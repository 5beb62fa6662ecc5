import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Counter } from '../../../web/src/features/home-valuation/components/counter';
import { renderWithRouter } from '../render';

describe('a valuation stepper with an error', () => {
  it('has its buttons and its group say the error, which a screen reader otherwise never heard (QA 48c)', async () => {
    renderWithRouter(<Counter label="Bedrooms" value={0} onChange={vi.fn()} required error="Enter the bedrooms" />);

    const group = await screen.findByRole('group', { name: /^Bedrooms/ });
    const more = screen.getByRole('button', { name: 'More bedrooms' });
    const description = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');

    expect(description(group)).toContain('Enter the bedrooms');
    expect(description(more)).toContain('Enter the bedrooms');
  });
});
