import { ActionIcon } from '@mantine/core';
import { StarIcon } from '../../../ui/icons/action-icons';
import { useNeighbourhoodFollowing } from '../hooks/use-neighbourhood-following';
import { followTip } from './follow-button';
import classes from './follow-star.module.css';
import { Hint } from './hint';

/**
 * The star beside a neighbourhood's name in lists (document 1 §2.3), for signed-in users.
 * While the followings are missing it still toggles: the server's answer brings them all.
 */
export function FollowStar({ neighbourhoodId, name }: { neighbourhoodId: string; name: string }) {
  const { following, toggle } = useNeighbourhoodFollowing(neighbourhoodId);
  return (
    <Hint label={following ? 'Following · click to unfollow' : followTip} align="start">
      <ActionIcon
        variant="subtle"
        color={following ? 'yellow.6' : 'gray.5'}
        radius="xl"
        size={28}
        className={classes.star}
        aria-label={`Follow ${name}`}
        aria-pressed={following}
        onClick={toggle}
      >
        <StarIcon size={17} filled={following} />
      </ActionIcon>
    </Hint>
  );
}
