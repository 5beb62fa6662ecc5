import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { ContactDetailScreen } from '../../web/src/features/contact-detail/components/contact-detail-screen';
import { WithdrawInvite } from '../../web/src/features/contact-profile/components/withdraw-invite';
import { useListNavigation } from '../../web/src/features/users/hooks/use-list-navigation';
import { decodeListState, defaultListState } from '../../web/src/features/users/list-state';
import * as apiClient from '../../web/src/lib/api-client';
import { adminViewer, listItem, managedProfile, renderInDashboard } from './contact-profile-render';
import { renderWithRouter } from './render';

// A spy, not a module mock, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockResolvedValue(undefined as never);
});

const person = (id: string) => ({ id, PK: `I#${id}` }) as unknown as UserListItem;
const page = (...ids: string[]): UsersPage => ({ items: ids.map(person), total: ids.length }) as UsersPage;

function Withdraw({ id, list = 'agent-contacts' }: { id: string; list?: 'users' | 'agent-contacts' }) {
  const { returnWithout } = useListNavigation(list);
  return (
    <WithdrawInvite
      email={id}
      onWithdrawn={(removedId, notice) => returnWithout(defaultListState, removedId, notice)}
    />
  );
}

const invitee = (id: string): UserListItem => ({
  ...listItem(managedProfile({ id, email: id })),
  PK: `I#${id}`,
  roles: null,
  status: 'invited',
});

describe("back to the list without someone (useListNavigation's returnWithout)", () => {
  it('takes a withdrawn invitee out of the cached pages of every search, which a search made again would show (CI, session 61)', async () => {
    const queryClient = new QueryClient();
    const searched = ['users', 'list', 'all', { ...defaultListState, q: 'mistyped' }];
    const other = ['users', 'list', 'all', defaultListState];
    queryClient.setQueryData(searched, page('mistyped.adress@example.com'));
    queryClient.setQueryData(other, page('liam@example.com', 'mistyped.adress@example.com'));
    queryClient.setQueryData(['users', 'one', 'mistyped.adress@example.com'], person('mistyped.adress@example.com'));
    const { router } = renderWithRouter(<Withdraw id="mistyped.adress@example.com" />, {
      queryClient,
      path: '/dashboard/users/profile/mistyped.adress%40example.com',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw invitation' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(queryClient.getQueryData<UsersPage>(searched)).toEqual(page()));
    expect(queryClient.getQueryData<UsersPage>(other)).toEqual(page('liam@example.com'));
    expect(queryClient.getQueryData(['users', 'one', 'mistyped.adress@example.com'])).toBeUndefined();
    // The list it returns to leaves them out of its next read too.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/users\/[^/]+\/agent-contacts$/));
    const segment = router.state.location.pathname.split('/')[3];
    expect(decodeListState(segment).exclude).toEqual(['mistyped.adress@example.com']);
  });

  it('reads a withdrawn invitee no more while their page closes, a read that answered 404 (QA 70b N2)', async () => {
    const id = 'mistyped.adress@example.com';
    const reads: string[] = [];
    vi.mocked(apiClient.sendRequest).mockImplementation(async (path, request) => {
      if ((request?.method ?? 'GET') !== 'GET') return {};
      reads.push(decodeURIComponent(path));
      if (path.startsWith('/users/')) return invitee(id);
      return {};
    });
    const { router, queryClient } = renderInDashboard(
      <ContactDetailScreen
        id={id}
        viewer={{ id: adminViewer.sub, roles: adminViewer.roles }}
        renderProfile={(user) => <Withdraw id={user.id} list="users" />}
        now={new Date('2026-06-15T16:00:00Z')}
      />,
      adminViewer,
      `/dashboard/users/profile/${encodeURIComponent(id)}?tab=profile`,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw invitation' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/users\/[^/]+$/));
    await screen.findByText('The users list');
    await new Promise((settle) => setTimeout(settle, 50));

    expect(reads.filter((path) => path === `/users/${id}`)).toHaveLength(1);
    // Forgotten once the page closed: opened again, it is read afresh.
    expect(queryClient.getQueryData(['users', 'one', id])).toBeUndefined();
  });
});
