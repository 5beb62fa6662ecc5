import { describe, expect, it } from 'vitest';
import { pageStack, pageTitle, visiblePages } from '../../web/src/features/dashboard/page-stack';
import { isActive, sideNavItems } from '../../web/src/features/dashboard/side-nav';
import { decodeListState, defaultListState, encodeListState } from '../../web/src/features/users/list-state';
import { isOverdue, loggedInWithinDay, minutes, opensAgentPage } from '../../web/src/features/users/row-facts';

describe('the list state segment', () => {
  it('round-trips a search, chips, sort and page, accents included, without a slash', () => {
    const state = {
      q: 'Chloé Bélanger',
      roles: ['agent' as const, 'client' as const],
      sort: 'lastName' as const,
      page: 3,
    };

    const segment = encodeListState(state)!;

    expect(segment).not.toMatch(/[/+=]/);
    expect(decodeListState(segment)).toEqual(state);
  });

  it('has no segment for the default list', () => {
    expect(encodeListState(defaultListState)).toBeUndefined();
  });

  it.each([
    ['not base64 at all', '%%%'],
    ['base64 of something that is not JSON', btoa('hello')],
    ['a JSON array', btoa('[1,2]')],
    ['bytes that are not UTF-8', btoa('\xff\xfe')],
  ])('falls back to the defaults for %s', (_label, segment) => {
    expect(decodeListState(segment)).toEqual(defaultListState);
  });

  it('keeps the good parts of a segment and drops the bad ones', () => {
    const segment = btoa(JSON.stringify({ q: 'patel', roles: ['agent', 'boss'], sort: 'age', page: -4 }));

    expect(decodeListState(segment)).toEqual({ ...defaultListState, q: 'patel', roles: ['agent'] });
  });
});

describe('the dashboard page stack', () => {
  it('shows the main analytics page when only the dashboard is on the stack', () => {
    expect(visiblePages(pageStack('/dashboard'))).toEqual(['analytics']);
  });

  it('shows the last two pages, skipping the list state, ids and agent-contacts', () => {
    expect(visiblePages(pageStack('/dashboard/users/eyJxIjoiYSJ9/profile/abc-123'))).toEqual(['users', 'profile']);
    expect(visiblePages(pageStack('/dashboard/users/agent-contacts'))).toEqual(['users']);
    expect(visiblePages(pageStack('/dashboard/users/agent/abc'))).toEqual(['users', 'agent']);
  });

  it('names an unknown page Not Found', () => {
    expect(pageTitle(visiblePages(pageStack('/dashboard/nowhere')).at(-1)!, true)).toBe('Not Found');
  });

  it('calls the list Users for an admin and Contacts for an agent', () => {
    expect(pageTitle('users', true)).toBe('Users');
    expect(pageTitle('users', false)).toBe('Contacts');
  });
});

describe('the side navigation', () => {
  it('follows the first role', () => {
    expect(sideNavItems(['admin', 'agent']).map((item) => item.label)).toEqual([
      'Platform Analytics',
      'Users',
      'Annual Reports',
      'My Profile',
    ]);
    expect(sideNavItems(['agent', 'admin']).map((item) => item.label)).toEqual([
      'Email Analytics',
      'Contacts',
      'Contact Valuations',
      'My Profile',
    ]);
  });

  it('lights up Users on a profile opened from the list', () => {
    const users = sideNavItems(['admin'])[1]!;
    expect(isActive(users, '/dashboard/users/eyJ9/profile/abc')).toBe(true);
    expect(isActive(sideNavItems(['admin'])[0]!, '/dashboard/users')).toBe(false);
  });
});

describe('the facts of a row', () => {
  const now = new Date('2026-06-15T16:00:00Z');

  it('calls a follow-up overdue only before yesterday (Toronto)', () => {
    expect(isOverdue('2026-06-13', now)).toBe(true);
    expect(isOverdue('2026-06-14', now)).toBe(false);
    expect(isOverdue('2026-06-15', now)).toBe(false);
  });

  it('highlights a login within the last day only', () => {
    expect(loggedInWithinDay('2026-06-14T17:00:00Z', now)).toBe(true);
    expect(loggedInWithinDay('2026-06-14T15:00:00Z', now)).toBe(false);
    expect(loggedInWithinDay(undefined, now)).toBe(false);
  });

  it('shows the session average in whole minutes and opens the agent page for an agent', () => {
    expect(minutes(754_000)).toBe('13 min');
    expect(opensAgentPage({ roles: ['agent'] })).toBe(true);
    expect(opensAgentPage({ roles: null })).toBe(false);
  });
});
