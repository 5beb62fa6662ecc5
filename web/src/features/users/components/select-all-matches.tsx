import { Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { selectionCount } from '@shared/bulk';
import type { UserListItem } from '@shared/users';
import { getAllMatches } from '../api/get-users';
import type { ListState } from '../list-state';
import { LoadingButton } from '../../../ui/loading-button';

/**
 * "Select all N matches" (issue 29): once a whole page is picked and there are more matches,
 * every row of the current search and filter joins the selection.
 */
export function SelectAllMatches({
  scope,
  state,
  total,
  selectedCount,
  onSelect,
  disabled = false,
}: {
  scope: 'admin' | 'agent';
  state: ListState;
  total: number;
  selectedCount: number;
  onSelect: (users: UserListItem[]) => void;
  /** While a bulk action runs on the selection. */
  disabled?: boolean;
}) {
  const loading = useMutation({ mutationFn: () => getAllMatches(state, total), onSuccess: onSelect });
  if (selectedCount >= total) return null;
  return (
    <Group gap="xs">
      <LoadingButton
        size="xs"
        variant="light"
        loading={loading.isPending}
        disabled={disabled}
        onClick={() => loading.mutate()}
      >
        Select all {selectionCount(scope)(total)} matching
      </LoadingButton>
      {loading.isError && (
        <Text size="sm" c="red" role="alert">
          The matches could not be loaded. Please try again.
        </Text>
      )}
    </Group>
  );
}
