import { type ButtonProps } from '@mantine/core';
import { RetryIcon } from '../../../ui/icons/action-icons';
import { Hint } from './hint';
import { LoadingButton } from '../../../ui/loading-button';

export const followingsFailedText = 'Your followings could not be loaded.';

/** Where a follow control would be, when the followings could not be loaded: ask again. */
export function FollowingsRetryButton({
  retrying,
  onRetry,
  size = 'sm',
}: {
  retrying: boolean;
  onRetry: () => void;
  size?: ButtonProps['size'];
}) {
  return (
    <Hint label={followingsFailedText}>
      <LoadingButton
        size={size}
        radius="xl"
        variant="default"
        leftSection={<RetryIcon size={16} />}
        loading={retrying}
        onClick={onRetry}
        miw={116}
      >
        Try again
      </LoadingButton>
    </Hint>
  );
}
