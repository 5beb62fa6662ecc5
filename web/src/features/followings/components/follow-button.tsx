import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { StarIcon } from '../../../ui/icons/action-icons';
import { useNeighbourhoodFollowing } from '../hooks/use-neighbourhood-following';
import { FollowingsRetryButton } from './followings-retry-button';
import { Hint } from './hint';

/** The follow control's tip (document 1 §2.3). */
export const followTip = 'Add to your follow list to retrieve it quickly.';

export interface FollowButtonProps {
  neighbourhoodId: string;
  /**
   * The neighbourhood's name, where several of these stand together: the button is then named
   * "Following Mount Pleasant East", not one "Following" (or "Unfollow") after another (QA 45c L5).
   */
  name?: string;
  size?: ButtonProps['size'];
}

/**
 * Follow / Following, which reads Unfollow on hover (document 1 §2.3). A toggle button:
 * `aria-pressed` says whether the neighbourhood is followed. For signed-in users: the route
 * hands it to the screens only for them.
 */
export function FollowButton({ neighbourhoodId, name, size = 'sm' }: FollowButtonProps) {
  const { following, failed, retrying, retry, toggle } = useNeighbourhoodFollowing(neighbourhoodId);
  const [pointing, setPointing] = useState(false);
  if (failed) return <FollowingsRetryButton retrying={retrying} onRetry={retry} size={size} />;

  const label = following ? (pointing ? 'Unfollow' : 'Following') : 'Follow';
  return (
    <Hint label={followTip} disabled={following}>
      <Button
        size={size}
        radius="xl"
        variant={following ? (pointing ? 'light' : 'filled') : 'default'}
        color={following && pointing ? 'red' : undefined}
        aria-pressed={following}
        aria-label={name ? `${label} ${name}` : undefined}
        leftSection={<StarIcon size={16} filled={following && !pointing} />}
        onClick={toggle}
        onMouseEnter={() => setPointing(true)}
        onMouseLeave={() => setPointing(false)}
        onFocus={(event) => setPointing(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setPointing(false)}
        miw={116}
        // A 44 px target on a phone (buttons.css), as small as 30 px in a list of neighbourhoods (QA 70a).
        data-tap
      >
        {label}
      </Button>
    </Hint>
  );
}
