import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './static-page.module.css';

interface StaticPageProps {
  title: string;
  /** The line under the title. */
  lead: ReactNode;
  children: ReactNode;
}

/** The frame of About and Privacy: a tinted title band, then the text in a readable column. */
export function StaticPage({ title, lead, children }: StaticPageProps) {
  return (
    <>
      <Box className={classes.band}>
        <Container size="md" py={{ base: 40, sm: 64 }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 32, sm: 44 }}>
              {title}
            </Title>
            <Text size="lg" c="dimmed" maw={680}>
              {lead}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="md" py={{ base: 32, sm: 56 }} className={classes.prose}>
        {children}
      </Container>
    </>
  );
}

/** One titled part of a static page. */
export function PageSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} className={classes.section}>
      <Title order={2} id={id} fz={{ base: 22, sm: 26 }} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Box>
  );
}
