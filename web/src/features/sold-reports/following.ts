import type { ButtonProps } from '@mantine/core';
import type { ComponentType } from 'react';
import type { Followings } from '@shared/followings';

/**
 * What the sold-report screens show of a signed-in user's followings. Followings are a feature
 * of their own (features/followings): the routes hand them in, and hand nothing for a visitor.
 */
export interface NeighbourhoodFollowing {
  followings: Followings;
  /** The followings could not be loaded: they read as empty, and `onRetry` asks again. */
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** Follow / Following; `name` joins its accessible name where several stand in a list. */
  Button: ComponentType<{ neighbourhoodId: string; name?: string; size?: ButtonProps['size'] }>;
  /** The star beside a name in a list. */
  Star: ComponentType<{ neighbourhoodId: string; name: string }>;
}
