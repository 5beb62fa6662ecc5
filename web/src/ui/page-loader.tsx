import { Center, Loader } from '@mantine/core';

/** The router's pending fallback while a page's code or data loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
