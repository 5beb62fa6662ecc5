import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardShell } from '../../web/src/features/dashboard/components/dashboard-shell';
import { renderWithRouter } from './render';

describe('the dashboard shell', () => {
  it("marks only the current section as the current page, not Platform Analytics on every page under '/dashboard'", async () => {
    renderWithRouter(<DashboardShell roles={['admin']}>content</DashboardShell>, {
      path: '/dashboard/users/eyJxIjoiYSJ9/profile/abc',
    });

    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const current = [...nav.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);
    expect(current).toEqual(['Users']);
    expect(screen.getByRole('link', { name: 'Platform Analytics' }).hasAttribute('data-active')).toBe(false);
  });

  it('marks Platform Analytics on the dashboard itself', async () => {
    renderWithRouter(<DashboardShell roles={['admin']}>content</DashboardShell>, { path: '/dashboard' });

    const link = await screen.findByRole('link', { name: 'Platform Analytics' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
