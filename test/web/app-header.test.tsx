import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader, type AppHeaderProps } from '../../web/src/ui/app-shell/app-header';
import type { ShellUser } from '../../web/src/ui/app-shell/shell-user';
import { renderWithRouter } from './render';

const client: ShellUser = { name: 'Olivia Chen', email: 'olivia@example.com', roles: ['client'], hasAgent: true };
const agent: ShellUser = { ...client, name: 'Sam Agent', roles: ['agent'], hasAgent: false };
const admin: ShellUser = { ...client, name: 'Ada Admin', roles: ['admin'] };

function renderHeader(props: Partial<AppHeaderProps> = {}) {
  const pathname = props.pathname ?? '/neighbourhoods';
  renderWithRouter(
    <AppHeader productName="GTA Homes" pathname={pathname} user={null} onSignOut={() => {}} {...props} />,
    { path: pathname },
  );
}

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

/** The menu's code loads on the first click, which also opens it. */
async function openProfileMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /profile menu$/ }));
  return within(await screen.findByRole('menu'));
}

describe('the header', () => {
  it('shows Sign In, linking to /sign-in and back to this page (QA 47a M2), when signed out', async () => {
    renderHeader({ user: null });
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/sign-in?redirect=%2Fneighbourhoods');
    expect(screen.queryByRole('button', { name: /profile menu$/ })).toBeNull();
  });

  it('shows neither Sign In nor the profile menu while the session is being read', async () => {
    renderHeader({ user: undefined });
    await mainNav();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: /profile menu$/ })).toBeNull();
  });

  it('links the product name home and lists the three product areas', async () => {
    renderHeader();
    const nav = await mainNav();
    expect(screen.getByRole('link', { name: 'GTA Homes home' }).getAttribute('href')).toBe('/');
    expect(nav.getByRole('link', { name: 'Home Search' }).getAttribute('href')).toBe('/home-search/map/sale');
    expect(nav.getByRole('link', { name: 'Neighbourhood Sold Reports' }).getAttribute('href')).toBe('/neighbourhoods');
    expect(nav.getByRole('link', { name: 'Home Valuations' }).getAttribute('href')).toBe(
      '/home-valuation/property-valuation',
    );
  });

  it('shows the Dashboard entry only to admins and agents', async () => {
    renderHeader({ user: client });
    expect((await mainNav()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it.each([
    { who: 'agents', user: agent, href: '/dashboard/email-analytics' },
    { who: 'admins', user: admin, href: '/dashboard' },
  ])('sends $who to $href', async ({ user, href }) => {
    renderHeader({ user });
    expect((await mainNav()).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(href);
  });

  it('highlights the menu entry of the current path', async () => {
    renderHeader({ pathname: '/sold-report/casa-loma/2026-3' });
    const nav = await mainNav();
    const current = nav.getByRole('link', { name: 'Neighbourhood Sold Reports' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.hasAttribute('data-active')).toBe(true);
    for (const other of ['Home Search', 'Home Valuations']) {
      const link = nav.getByRole('link', { name: other });
      expect(link.getAttribute('aria-current')).toBeNull();
      expect(link.hasAttribute('data-active')).toBe(false);
    }
  });
});

describe('the profile menu', () => {
  it("names the profile menu's button after the name it shows, so that speaking that name presses it", async () => {
    renderHeader({ user: client });

    expect(await screen.findByRole('button', { name: 'Olivia Chen, profile menu' })).toBeTruthy();
  });

  it('offers Settings (the user profile), My Agent and Sign Out to a client with an agent', async () => {
    const onSignOut = vi.fn();
    renderHeader({ user: client, onSignOut });

    const menu = await openProfileMenu();
    expect(menu.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/profile');
    expect(menu.getByRole('menuitem', { name: 'My Agent' }).getAttribute('href')).toBe('/my-agent');
    // Each row a 44 px target on a phone (buttons.css `data-tap-row`): Sign Out was 35 px.
    for (const name of ['Settings', 'My Agent', 'Sign Out'])
      expect(menu.getByRole('menuitem', { name }).hasAttribute('data-tap-row'), name).toBe(true);
    fireEvent.click(menu.getByRole('menuitem', { name: 'Sign Out' }));

    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('sends admins to the dashboard profile and never offers them My Agent', async () => {
    renderHeader({ user: { ...admin, hasAgent: true } });

    const menu = await openProfileMenu();
    expect(menu.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/my-profile');
    expect(menu.queryByRole('menuitem', { name: 'My Agent' })).toBeNull();
  });

  it('does not offer My Agent to a user without an agent', async () => {
    renderHeader({ user: { ...client, hasAgent: false } });
    const menu = await openProfileMenu();
    expect(menu.queryByRole('menuitem', { name: 'My Agent' })).toBeNull();
  });
});

describe('the mobile menu', () => {
  it('repeats the links with About and Privacy Policy', async () => {
    renderHeader({ user: null, pathname: '/home-search/map/sale' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));

    const drawer = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(drawer.getByRole('link', { name: 'Home Search' }).getAttribute('href')).toBe('/home-search/map/sale');
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(dialog.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/sign-in?redirect=%2Fhome-search%2Fmap%2Fsale',
    );
  });

  it('makes each of its rows, Sign Out too, a 44 px target (QA 70a: 38 px)', async () => {
    renderHeader({ user: client });
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));

    const dialog = within(await screen.findByRole('dialog'));
    const rows = [
      dialog.getByRole('link', { name: 'Home Search' }),
      dialog.getByRole('link', { name: 'Settings' }),
      dialog.getByRole('link', { name: 'My Agent' }),
      dialog.getByRole('button', { name: 'Sign Out' }),
    ];
    for (const row of rows) expect(row.style.minHeight, row.textContent!).toBe('calc(2.75rem * var(--mantine-scale))');
  });

  it("shows the user's agent: name (to the agent's page), e-mail and a +1 phone link", async () => {
    renderHeader({
      user: client,
      agent: { id: 'agent-1', name: 'Sarah Thompson', email: 'sarah@example.com', phone: '416-555-0110' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));

    const block = within(await screen.findByTestId('mobile-menu-agent'));
    expect(block.getByText('Your agent')).toBeTruthy();
    expect(block.getByRole('link', { name: 'Sarah Thompson' }).getAttribute('href')).toBe('/agent-details?id=agent-1');
    expect(block.getByRole('link', { name: 'sarah@example.com' }).getAttribute('href')).toBe(
      'mailto:sarah@example.com',
    );
    expect(block.getByRole('link', { name: '416-555-0110' }).getAttribute('href')).toBe('tel:+14165550110');
  });
});

describe("the profile button's picture", () => {
  const picture = async () =>
    (await screen.findByRole('button', { name: /, profile menu$/ })).querySelector('img')!.getAttribute('src');

  it("shows the user's headshot", async () => {
    renderHeader({ user: { ...client, headshotUrl: 'https://photos.example/h/olivia.jpg' } });
    expect(await picture()).toBe('https://photos.example/h/olivia.jpg');
  });

  it('shows the default headshot when the user has none', async () => {
    renderHeader({ user: client });
    expect(await picture()).toBe('/images/default-headshot.png');
  });

  it('falls back to the default headshot when the signed headshot fails to load', async () => {
    renderHeader({ user: { ...client, headshotUrl: 'https://photos.example/h/expired.jpg' } });
    const image = (await screen.findByRole('button', { name: /, profile menu$/ })).querySelector('img')!;

    fireEvent.error(image);

    await waitFor(() => expect(image.getAttribute('src')).toBe('/images/default-headshot.png'));
  });
});
