import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// A popover brings floating-ui (~15 KB gzipped): it follows the page, which shows the same
// button meanwhile; a click on it before the popover's code is there opens it once it is.
const SharePopover = lazy(() => import('./share-popover').then((module) => ({ default: module.SharePopover })));

export function ShareButton({ id, shareToken, value }: { id: string; shareToken: string; value: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <Suspense
      fallback={
        <Button variant="default" onClick={() => setOpened(true)}>
          Share
        </Button>
      }
    >
      <SharePopover id={id} shareToken={shareToken} value={value} opened={opened} onChange={setOpened} />
    </Suspense>
  );
}
