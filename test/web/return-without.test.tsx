import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserListItem, UsersPage } from '@shared/users';
import { useListNavigation } from '../../web/src/features/users/hooks/use-list-navigation';
import { defaultListState } from '../../web/src/features/users/list-state';
import { renderWithRouter } from './render';

const person = (id: string) => ({ id, PK: `I#${id}` }) as unknown as UserListItem;
const page = (...ids: string[]): UsersPage => ({ items: ids.map(person), total: ids.length }) as UsersPage;

function Withdraw({ id }: { id: string }) {
  const { returnWithout } = useListNavigation('agent-contacts');
  return (
    <button type="button" onClick={() => returnWithout(defaultListState, id, `Invitation of ${id} withdrawn.`)}>
      Withdraw
    </button>
  );
}

describe("back to the list without someone (useListNavigation's returnWithout)", () => {
  it('takes them out of the cached pages of every search, which a search made again would show (CI, session 61)', async () => {
    const queryClient = new QueryClient();
    const searched = ['users', 'list', 'all', { ...defaultListState, q: 'mistyped' }];
    const other = ['users', 'list', 'all', defaultListState];
    queryClient.setQueryData(searched, page('mistyped.adress@example.com'));
    queryClient.setQueryData(other, page('liam@example.com', 'mistyped.adress@example.com'));
    queryClient.setQueryData(['users', 'one', 'mistyped.adress@example.com'], person('mistyped.adress@example.com'));
    renderWithRouter(<Withdraw id="mistyped.adress@example.com" />, { queryClient });

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(queryClient.getQueryData<UsersPage>(searched)).toEqual(page()));
    expect(queryClient.getQueryData<UsersPage>(other)).toEqual(page('liam@example.com'));
    expect(queryClient.getQueryData(['users', 'one', 'mistyped.adress@example.com'])).toBeUndefined();
  });
});
