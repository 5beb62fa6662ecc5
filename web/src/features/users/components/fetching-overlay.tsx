import { LoadingOverlay } from '@mantine/core';

/** The rows veiled, with a loader, while the list fetches them again (users-screen.tsx loads it on demand). */
export function FetchingOverlay({ visible }: { visible: boolean }) {
  return <LoadingOverlay visible={visible} zIndex={5} overlayProps={{ blur: 1 }} />;
}
