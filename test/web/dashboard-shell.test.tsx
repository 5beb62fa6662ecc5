import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardShell } from '../../web/src/features/dashboard/components/dashboard-shell';
import { useDocumentTitle } from '../../web/src/ui/use-document-title';
import { setTestWebConfig } from './api-stub';
import { onAPhone } from './phone';
import { renderWithRouter } from './render';

function NamedPage() {
  useDocumentTitle('Olivia Chen');
  return <p>Olivia Chen</p>;
}

describe('the dashboard shell', () => {
  it('names the browser tab by its section', async () => {
    setTestWebConfig();
    renderWithRouter(<DashboardShell roles={['admin']}>content</DashboardShell>, { path: '/dashboard/users' });
    await waitFor(() => expect(document.title).toBe('Users · GTA Homes'));
  });

  it("lets a page inside it name the tab: a contact's name, not the section's (QA 48c M2 review)", async () => {
    setTestWebConfig();
    renderWithRouter(
      <DashboardShell roles={['admin']}>
        <NamedPage />
      </DashboardShell>,
      { path: '/dashboard/users/eyJxIjoiYSJ9/profile/abc' },
    );

    await screen.findByText('Olivia Chen');
    await waitFor(() => expect(document.title).toBe('Olivia Chen · GTA Homes'));
  });

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

  it('draws no side navigation on a phone, where the menu button opens the drawer instead', async () => {
    const phone = onAPhone();
    try {
      renderWithRouter(<DashboardShell roles={['agent']}>content</DashboardShell>, { path: '/dashboard/today' });

      const menu = await screen.findByRole('button', { name: 'Open the dashboard menu' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();

      fireEvent.click(menu);

      expect(await screen.findByRole('link', { name: 'Today' })).toBeTruthy();
      expect(menu.getAttribute('aria-expanded')).toBe('true');

      // Closed, the focus goes back to the button that opened it, from the first open on.
      fireEvent.click(screen.getByRole('button', { name: /close/i }));
      await waitFor(() => expect(document.activeElement).toBe(menu));
      expect(menu.getAttribute('aria-expanded')).toBe('false');
    } finally {
      phone.mockRestore();
    }
  });

  it("takes the contact page's 'Contacts' crumb where Back goes: the list with its page and search", async () => {
    const list = '/dashboard/users/eyJxIjoiYSIsInBhZ2UiOjJ9';
    const { router } = renderWithRouter(<DashboardShell roles={['agent']}>content</DashboardShell>, {
      path: `${list}/profile/abc`,
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const crumb = within(crumbs).getByRole('link', { name: 'Contacts' });
    expect(crumb.getAttribute('href')).toBe(list);
    // The page shown is the profile, which the crumb is not.
    expect(crumb.getAttribute('aria-current')).toBeNull();

    fireEvent.click(crumb);

    await waitFor(() => expect(router.state.location.pathname).toBe(list));
  });

  it("takes an agent's contact's 'Agent' crumb to that agent's Contact List, its search and sort kept (QA 63b M3)", async () => {
    const agentPage = '/dashboard/users/eyJyb2xlcyI6WyJhZ2VudCJdfQ/agent/a1';
    renderWithRouter(<DashboardShell roles={['admin']}>content</DashboardShell>, {
      path: `${agentPage}/profile/c1?tab=activity&q=qa63&sort=firstName`,
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const crumb = within(crumbs).getByRole('link', { name: 'Agent' });
    expect(crumb.getAttribute('href')).toBe(`${agentPage}?tab=contacts&q=qa63&sort=firstName`);
    expect(within(crumbs).getByRole('heading', { name: 'Profile' })).toBeTruthy();
  });
});
