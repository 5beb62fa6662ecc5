import { Paper, Text } from '@mantine/core';

/** Under zoom 12 the outlines are hidden (document 1 §9): say how to bring them back. */
export function ZoomHint() {
  return (
    <Paper
      pos="absolute"
      top={76}
      left="50%"
      shadow="sm"
      radius="xl"
      px="md"
      py={6}
      style={{ transform: 'translateX(-50%)', zIndex: 3 }}
    >
      <Text size="sm">Zoom in to see the neighbourhoods</Text>
    </Paper>
  );
}
