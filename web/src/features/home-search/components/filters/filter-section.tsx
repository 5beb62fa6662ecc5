import { Divider, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the filter panel, ruled off from the next. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Text fw={700} size="sm" mb={8}>
        {title}
      </Text>
      {children}
      <Divider mt="lg" color="gray.2" />
    </section>
  );
}
