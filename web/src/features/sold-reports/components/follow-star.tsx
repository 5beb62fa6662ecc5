import { ActionIcon } from '@mantine/core';
import { useNeighbourhoodFollowing } from '../hooks/use-neighbourhood-following';
import { followTip } from './follow-button';
import { Hint } from './hint';
import { StarIcon } from '../../../ui/icons/action-icons';

/** The star beside a neighbourhood's name in lists (document 1 §2.3); signed-in users only. */
export function FollowStar({
  signedIn,
  neighbourhoodId,
  name,
}: {
  signedIn: boolean;
  neighbourhoodId: string;
  name: string;
}) {
  const { following, toggle } = useNeighbourhoodFollowing(signedIn, neighbourhoodId);
  if (!signedIn) return null;
  return (
    <Hint label={following ? 'Following · click to unfollow' : followTip} align="start">
      <ActionIcon
        variant="subtle"
        color={following ? 'yellow.6' : 'gray.5'}
        radius="xl"
        size={28}
        aria-label={`Follow ${name}`}
        aria-pressed={following}
        onClick={toggle}
      >
        <StarIcon size={17} filled={following} />
      </ActionIcon>
    </Hint>
  );
}
