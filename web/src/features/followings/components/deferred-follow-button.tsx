import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { StarIcon } from '../../../ui/icons/action-icons';
import type { FollowButtonProps } from './follow-button';

// For signed-in users only: the toggle's code (its followings query, the mutation, the retry)
// loads with their page rather than in every visitor's first load (issue 26's budget).
const FollowButton = lazy(() => import('./follow-button').then((module) => ({ default: module.FollowButton })));

/**
 * The follow toggle, loaded on demand. Until its code is there (a moment), the button as it
 * shows before the followings have loaded: 'Follow', in the same place and size.
 */
export function DeferredFollowButton(props: FollowButtonProps) {
  const placeholder = (
    <span style={{ display: 'inline-flex' }}>
      <Button
        size={props.size ?? 'sm'}
        radius="xl"
        variant="default"
        aria-pressed={false}
        leftSection={<StarIcon size={16} filled={false} />}
        miw={116}
      >
        Follow
      </Button>
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <FollowButton {...props} />
    </Suspense>
  );
}
