import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadBoundary } from '../../../ui/load-boundary';

import type { DetailsModalProps } from './details-modal-content';

export type { DetailsModalProps };

// The form (its inputs, masks and checks) loads when the modal first opens, not with the page.
const DetailsModalContent = lazy(() => import('./details-modal-content'));

/** The details form in a modal, in update mode (document 3 §2.7 step 2). */
export function DetailsModal(props: DetailsModalProps) {
  // Not a Modal: Mantine's Modal would bring its own code (and floating-ui's) into the page.
  const loading = (
    <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
      <Loader aria-label="Loading the form" />
    </Center>
  );
  // Its code failing to load (offline) is said where the form would have opened (review 76 M2).
  return (
    <LoadBoundary name="The details form" onClose={props.onClose}>
      <Suspense fallback={loading}>
        <DetailsModalContent {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
