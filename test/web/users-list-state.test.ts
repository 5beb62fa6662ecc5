import { describe, expect, it } from 'vitest';
import { pageStack, pageTitle, parentPath, visiblePages } from '../../web/src/features/dashboard/page-stack';
import { isActive, sideNavItems } from '../../web/src/features/dashboard/side-nav';
import {
  decodeListState,
  defaultListState,
  encodeListState,
  withExcluded,
} from '../../web/src/features/users/list-state';
import { loggedInWithinDay, opensAgentPage } from '../../web/src/features/users/row-facts';
import { averageSessionLine, lastLoginLabel, minutes, timedVisitsLine } from '@shared/format/last-login';
import { isOverdue } from '@shared/follow-up';

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

  it('carries the exclude list of users just archived or deleted, on the same page', () => {
    const state = withExcluded(withExcluded({ ...defaultListState, q: 'patel', page: 2 }, 'abc-1'), 'me@example.com');

    expect(state).toEqual({ ...defaultListState, q: 'patel', page: 2, exclude: ['abc-1', 'me@example.com'] });
    expect(decodeListState(encodeListState(state))).toEqual(state);
    expect(withExcluded(state, 'abc-1').exclude).toEqual(['me@example.com', 'abc-1']);
  });

  it('keeps at most the latest 100 excluded ids, and drops ids the API would refuse', () => {
    let state = defaultListState;
    for (let i = 0; i < 105; i++) state = withExcluded(state, `id-${i}`);
    expect(state.exclude).toHaveLength(100);
    expect(state.exclude![0]).toBe('id-5');

    const segment = btoa(JSON.stringify({ exclude: ['ok-1', 'not ok/2', 7] }));
    expect(decodeListState(segment)).toEqual({ ...defaultListState, exclude: ['ok-1'] });
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

  it("leads the crumb before the current page to the path without that page, the list's state kept", () => {
    expect(parentPath('/dashboard/users/eyJxIjoiYSJ9/profile/abc-123')).toBe('/dashboard/users/eyJxIjoiYSJ9');
    expect(parentPath('/dashboard/users/profile/abc-123')).toBe('/dashboard/users');
    expect(parentPath('/dashboard/users/eyJ9/agent/abc/')).toBe('/dashboard/users/eyJ9');
    expect(parentPath('/dashboard/users/eyJ9/import-contacts')).toBe('/dashboard/users/eyJ9');
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
      'Today',
      'Users',
      'Annual Reports',
      'My Profile',
    ]);
    expect(sideNavItems(['agent', 'admin']).map((item) => item.label)).toEqual([
      'Today',
      'Email Analytics',
      'Contacts',
      'Contact Valuations',
      'My Profile',
    ]);
  });

  it('lights up Users on a profile opened from the list', () => {
    const users = sideNavItems(['admin']).find((item) => item.label === 'Users')!;
    expect(isActive(users, '/dashboard/users/eyJ9/profile/abc')).toBe(true);
    expect(isActive(sideNavItems(['admin'])[0]!, '/dashboard/users')).toBe(false);
  });

  it.each([
    [['admin'], '/dashboard/users/profile/abc', 'Users'],
    [['admin'], '/dashboard/users/eyJ9/agent/abc/', 'Users'],
    [['admin'], '/dashboard/analytics', 'Platform Analytics'],
    [['admin'], '/dashboard/my-profile', 'My Profile'],
    [['agent'], '/dashboard/users/profile/abc', 'Contacts'],
    [['agent'], '/dashboard/users/eyJ9/agent-contacts', 'Contacts'],
    [['agent'], '/dashboard/valuations/confirmation/abc', 'Contact Valuations'],
    [['agent'], '/dashboard/today', 'Today'],
  ] as const)('as %s on %s marks %s and nothing else', (roles, path, label) => {
    const marked = sideNavItems(roles).filter((item) => isActive(item, path));
    expect(marked.map((item) => item.label)).toEqual([label]);
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

  it("highlights a login stamped after the page's clock: a browser running a little slow, or a list drawn before it (review)", () => {
    expect(loggedInWithinDay(new Date(now.getTime() + 5 * 60_000).toISOString(), now)).toBe(true);
  });

  it('dates a last login of a month ago or more as YYYY-MM-DD (Toronto), like every date of the product', () => {
    expect(lastLoginLabel('2025-09-17T15:00:00Z', now)).toBe('2025-09-17');
    // Past midnight UTC is still the evening before in Toronto.
    expect(lastLoginLabel('2026-03-02T02:30:00Z', now)).toBe('2026-03-01');
    expect(lastLoginLabel('2026-06-10T16:00:00Z', now)).toBe('5 days ago');
    expect(lastLoginLabel(undefined, now)).toBe('Never signed in');
  });

  it("counts a last login's days by Toronto's calendar, as the contact's page dates it", () => {
    // Monday 2026-11-30, 10:44 in Toronto.
    const monday = new Date('2026-11-30T15:44:00Z');
    // Saturday 13:01 and 20:23 in Toronto: two days ago, not "Yesterday" (under 48 hours).
    expect(lastLoginLabel('2026-11-28T18:01:00Z', monday)).toBe('2 days ago');
    expect(lastLoginLabel('2026-11-29T01:23:00Z', monday)).toBe('2 days ago');
    // Sunday 23:30 in Toronto is yesterday, though under 12 hours ago; Monday 00:10 is today.
    expect(lastLoginLabel('2026-11-30T04:30:00Z', monday)).toBe('Yesterday');
    expect(lastLoginLabel('2026-11-30T05:10:00Z', monday)).toBe('Today');
    // Across the autumn clock change (2026-11-01): whole days still.
    expect(lastLoginLabel('2026-10-31T16:00:00Z', new Date('2026-11-02T16:00:00Z'))).toBe('2 days ago');
  });

  it('shows the session average in whole minutes and opens the agent page for an agent', () => {
    expect(minutes(754_000)).toBe('13 min');
    // No session timed is no measurement, not "0 min" (QA 38b L5).
    expect(minutes(0)).toBe('—');
    // Timed, but under half a minute: not "0 min", a measured nothing (QA 77a L3).
    expect(minutes(4_800)).toBe('<1 min');
    expect(minutes(30_000)).toBe('1 min');
    expect(averageSessionLine(0, 'avg.')).toBe('No session timed');
    expect(averageSessionLine(754_000, 'avg.')).toBe('13 min avg.');
    // The average is over the timed visits, which can be fewer than the logins (QA 38b L6).
    expect(timedVisitsLine(6_160_770, 616_077)).toBe('Over 10 timed visits');
    expect(timedVisitsLine(616_077, 616_077)).toBe('Over 1 timed visit');
    expect(timedVisitsLine(0, 0)).toBeUndefined();
    expect(opensAgentPage({ roles: ['agent'] })).toBe(true);
    expect(opensAgentPage({ roles: null })).toBe(false);
  });
});
