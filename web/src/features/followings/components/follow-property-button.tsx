import { Button } from '@mantine/core';
import { HeartIcon } from '../../../ui/icons/action-icons';
import { useToggleFollow } from '../api/change-following';
import { useFollowingsQuery } from '../api/get-followings';
import { FollowingsRetryButton } from './followings-retry-button';

/** Follow / Following on a property's page (document 3 §2.6), for signed-in users. */
export function FollowPropertyButton({ mls }: { mls: string }) {
  const followings = useFollowingsQuery(true);
  const toggle = useToggleFollow();
  if (followings.isError) {
    return <FollowingsRetryButton retrying={followings.isFetching} onRetry={() => void followings.refetch()} />;
  }
  const following = Boolean(followings.data?.properties[mls]);
  return (
    <Button
      variant={following ? 'filled' : 'default'}
      color={following ? 'red' : undefined}
      leftSection={<HeartIcon size={16} filled={following} />}
      onClick={() => toggle.mutate({ kind: 'properties', id: mls, follow: !following })}
      aria-pressed={following}
      size="sm"
      // Its whole label beside the listing's badge, on the narrowest phone too: the MLS® number wraps first.
      flex="none"
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
