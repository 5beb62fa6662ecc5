import { lazy, Suspense, useState } from 'react';
import { EstimateInfoButton } from './estimate-info-button';

// A popover brings floating-ui (~15 KB gzipped): it follows the list, which shows the same
// button meanwhile; a click on it before the popover's code is there opens it once it is.
const EstimateInfoPopover = lazy(() =>
  import('./estimate-info-popover').then((module) => ({ default: module.EstimateInfoPopover })),
);

/** The list header's info: what the estimate is made of, and where its accuracy is published. */
export function EstimateInfo() {
  const [opened, setOpened] = useState(false);
  return (
    <Suspense fallback={<EstimateInfoButton onClick={() => setOpened(true)} />}>
      <EstimateInfoPopover opened={opened} onChange={setOpened} />
    </Suspense>
  );
}
