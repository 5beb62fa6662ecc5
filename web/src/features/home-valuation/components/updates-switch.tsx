/** Mantine's Switch in a chunk of its own, for the update notifications' control (receive-updates.tsx). */
export { Switch as default } from '@mantine/core';
