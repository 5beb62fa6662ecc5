import { describe, expect, it } from 'vitest';
import { activeSection, dashboardLink, settingsLink, showsMyAgent } from '../../web/src/ui/app-shell/nav-items';

describe('activeSection', () => {
  it.each([
    ['/home-search/map/sale', 'homeSearch'],
    ['/home-search/gallery/lease', 'homeSearch'],
    ['/property-details', 'homeSearch'],
    ['/neighbourhoods', 'soldReports'],
    ['/neighbourhood/map', 'soldReports'],
    ['/sold-report/casa-loma/2026-3/condo', 'soldReports'],
    ['/home-valuation/property-valuation', 'valuations'],
    ['/home-valuation-summary/abc', 'valuations'],
    ['/dashboard/email-analytics', 'dashboard'],
  ])('puts %s under %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });

  it('highlights nothing on pages outside the menu', () => {
    expect(activeSection('/profile')).toBeNull();
    expect(activeSection('/about')).toBeNull();
    expect(activeSection('/sign-in')).toBeNull();
  });
});

describe('role-dependent entries', () => {
  it('sends admins to the main dashboard and agents to e-mail analytics; clients have no dashboard', () => {
    expect(dashboardLink(['admin'])?.to).toBe('/dashboard');
    expect(dashboardLink(['agent'])?.to).toBe('/dashboard/email-analytics');
    expect(dashboardLink(['admin', 'agent'])?.to).toBe('/dashboard');
    expect(dashboardLink(['client'])).toBeNull();
  });

  it('points Settings at the dashboard profile for admins and agents, else the user profile', () => {
    expect(settingsLink(['agent']).to).toBe('/dashboard/my-profile');
    expect(settingsLink(['admin']).to).toBe('/dashboard/my-profile');
    expect(settingsLink(['client']).to).toBe('/profile');
  });

  it('offers My Agent to non-admin users who have an agent', () => {
    expect(showsMyAgent(['client'], true)).toBe(true);
    expect(showsMyAgent(['client'], false)).toBe(false);
    expect(showsMyAgent(['admin'], true)).toBe(false);
    expect(showsMyAgent(['agent'], true)).toBe(true);
  });
});
