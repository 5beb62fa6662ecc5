import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { WithdrawInvite } from '../../web/src/features/contact-profile/components/withdraw-invite';
import { useListNavigation } from '../../web/src/features/users/hooks/use-list-navigation';
import { decodeListState, defaultListState } from '../../web/src/features/users/list-state';
import * as apiClient from '../../web/src/lib/api-client';
import { renderWithRouter } from './render';

// A spy, not a module mock, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockResolvedValue(undefined as never);
});

const person = (id: string) => ({ id, PK: `I#${id}` }) as unknown as UserListItem;
const page = (...ids: string[]): UsersPage => ({ items: ids.map(person), total: ids.length }) as UsersPage;

function Withdraw({ id }: { id: string }) {
  const { returnWithout } = useListNavigation('agent-contacts');
  return (
    <WithdrawInvite
      email={id}
      onWithdrawn={(removedId, notice) => returnWithout(defaultListState, removedId, notice)}
    />
  );
}

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
});
