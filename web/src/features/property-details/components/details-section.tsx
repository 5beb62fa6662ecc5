import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the property page, named for assistive technology by its title. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title}>
      <Title order={2} fz={20} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
