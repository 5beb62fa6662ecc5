import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from '../../web/src/ui/load-boundary';
import { renderWithRouter } from './render';

function FailedChunk(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('a dialog whose code cannot be loaded (review 76 M2)', () => {
  it('says so over the page, where the dialog would open, and Close closes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();

    renderWithRouter(
      <LoadBoundary name="The details form" onClose={onClose}>
        <FailedChunk />
      </LoadBoundary>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The details form could not be loaded.');
    expect(getComputedStyle(alert.parentElement!).position).toBe('fixed');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
