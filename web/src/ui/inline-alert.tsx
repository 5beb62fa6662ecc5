import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's failure or question, said at once (`role="alert"`), drawn with Paper and Text rather
 * than Mantine's Alert: pages whose first load sits at the 170 KB budget (DESIGN "Targets": the
 * confirmation page, Invite User) carry nothing more for a box shown only when something is wrong.
 */
export function InlineAlert({
  color = 'red',
  title,
  children,
}: {
  color?: 'red' | 'yellow';
  title?: string;
  children: ReactNode;
}) {
  return (
    <Paper role="alert" bg={`${color}.0`} c={color === 'red' ? 'red.9' : undefined} p="sm" radius="md" fz="sm">
      {title && (
        <Text fw={700} size="sm" mb={4}>
          {title}
        </Text>
      )}
      {children}
    </Paper>
  );
}
