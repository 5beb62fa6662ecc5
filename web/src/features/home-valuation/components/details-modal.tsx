import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

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
  return (
    <Suspense fallback={loading}>
      <DetailsModalContent {...props} />
    </Suspense>
  );
}
