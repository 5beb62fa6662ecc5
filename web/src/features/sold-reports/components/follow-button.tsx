import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useNeighbourhoodFollowing } from '../hooks/use-neighbourhood-following';
import { Hint } from './hint';
import { StarIcon } from '../../../ui/icons/action-icons';

/** The follow control's tip (document 1 §2.3). */
export const followTip = 'Add to your follow list to retrieve it quickly.';

interface FollowButtonProps {
  signedIn: boolean;
  neighbourhoodId: string;
  size?: ButtonProps['size'];
}

/**
 * Follow / Following, which reads Unfollow on hover (document 1 §2.3); signed-in users only.
 * A toggle button: `aria-pressed` says whether the neighbourhood is followed.
 */
export function FollowButton({ signedIn, neighbourhoodId, size = 'sm' }: FollowButtonProps) {
  const { following, toggle } = useNeighbourhoodFollowing(signedIn, neighbourhoodId);
  const [pointing, setPointing] = useState(false);
  if (!signedIn) return null;

  const label = following ? (pointing ? 'Unfollow' : 'Following') : 'Follow';
  return (
    <Hint label={followTip} disabled={following}>
      <Button
        size={size}
        radius="xl"
        variant={following ? (pointing ? 'light' : 'filled') : 'default'}
        color={following && pointing ? 'red' : undefined}
        aria-pressed={following}
        leftSection={<StarIcon size={16} filled={following && !pointing} />}
        onClick={toggle}
        onMouseEnter={() => setPointing(true)}
        onMouseLeave={() => setPointing(false)}
        onFocus={(event) => setPointing(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setPointing(false)}
        miw={116}
      >
        {label}
      </Button>
    </Hint>
  );
}
