import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { UsersScreen } from '../../web/src/features/users/components/users-screen';
import { defaultListState, type ListState } from '../../web/src/features/users/list-state';
import { apiRequest } from '../../web/src/lib/api-client';
import { renderWithRouter } from './render';

vi.mock('../../web/src/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));

const now = new Date('2026-06-15T16:00:00Z');
const person = (id: string, firstName: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  id,
  PK: `U#${id}`,
  roles: null,
  details: { firstName, lastName: 'Patel', email: `${firstName.toLowerCase()}@example.com` },
  status: 'active',
  logins: 4,
  totalSessionDuration: 0,
  averageSessionDuration: 300_000,
  totalReportOpen: 2,
  ...extra,
});

function show(scope: 'admin' | 'agent', state: ListState = defaultListState) {
  const onStateChange = vi.fn();
  const onOpen = vi.fn();
  renderWithRouter(<UsersScreen scope={scope} state={state} onStateChange={onStateChange} onOpen={onOpen} now={now} />);
  return { onStateChange, onOpen };
}

beforeEach(() => vi.mocked(apiRequest).mockReset());

describe('the Users screen', { timeout: 20_000 }, () => {
  it('asks for a page of 50 by average time on site, and shows the count and page x / y', async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      items: [person('1', 'Liam'), person('i', 'Hannah', { PK: 'I#hannah@example.com', status: 'invited' })],
      total: 120,
      from: 0,
      size: 50,
    } satisfies UsersPage);

    show('admin');

    expect(await screen.findAllByText('Liam Patel', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(vi.mocked(apiRequest).mock.calls[0]![0]).toBe(
      '/users?from=0&size=50&sort=averageSessionDuration.desc&roles=null',
    );
    expect(screen.getByTestId('result-count').textContent).toBe('120 results · page 1 / 3');
    expect(screen.getAllByText('Invited').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Invite User' })).toHaveProperty('disabled', true);
  });

  it('searches on Enter and on blur, not on every key, and clears when emptied', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const { onStateChange } = show('admin', { ...defaultListState, q: 'old', page: 2 });
    const box = await screen.findByRole('searchbox', { name: 'Search all users' });

    fireEvent.change(box, { target: { value: 'patel' } });
    expect(onStateChange).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onStateChange).toHaveBeenLastCalledWith({ ...defaultListState, q: 'patel', page: 1 });

    fireEvent.change(box, { target: { value: '' } });
    expect(onStateChange).toHaveBeenLastCalledWith({ ...defaultListState, q: '', page: 1 });
  });

  it('turns a chip on as a role filter, back on page 1', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
    const { onStateChange } = show('admin', { ...defaultListState, page: 4 });

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Agents' }));

    await waitFor(() => expect(onStateChange).toHaveBeenCalledWith({ ...defaultListState, roles: ['agent'], page: 1 }));
  });
});

describe('the Agent Contacts screen', { timeout: 20_000 }, () => {
  it('marks an overdue follow-up and highlights a login within a day, with no chips', async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      items: [
        person('1', 'Ava', {
          followUp: { date: '2026-06-10', note: 'Call back' },
          lastLoginAt: '2026-06-15T10:00:00Z',
        }),
        person('2', 'Noah', { followUp: { date: '2026-06-14', note: 'Call back' } }),
      ],
      total: 2,
      from: 0,
      size: 50,
    } satisfies UsersPage);

    show('agent');

    const overdue = await screen.findAllByText('2026-06-10');
    expect(overdue[0]!.getAttribute('data-overdue')).toBe('true');
    expect(screen.getAllByText('2026-06-14')[0]!.getAttribute('data-overdue')).toBeNull();
    expect(screen.getAllByText('Within a day')[0]!.closest('[data-recent]')).not.toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Agents' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toBeTruthy();
  });
});
