import { Center, Loader } from '@mantine/core';

/**
 * A full map page's box while its map loads: the map's own height (the window below the
 * header) and land colour, so that nothing moves when the map takes its place. The
 * neighbourhood map's fallback and prerendered frame (web/src/shells).
 */
export function MapPageFrame() {
  return (
    <Center h="calc(100dvh - 64px)" mih={420} bg="#eef1ec" role="status" aria-label="Loading the map">
      <Loader />
    </Center>
  );
}
