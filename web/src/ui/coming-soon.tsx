import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HouseIcon } from './icons/listing-icons';

interface ComingSoonProps {
  /** The page's name, e.g. "Home Search". */
  title: string;
  description?: string;
  /** A link or button under the message, e.g. back to the profile. */
  action?: ReactNode;
}

/** Stand-in for a page whose product area is built by a later issue. */
export function ComingSoon({ title, description, action }: ComingSoonProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} ta="center">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <HouseIcon size={28} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text size="lg" fw={600} c="brand">
            Coming soon
          </Text>
          <Text c="dimmed" maw={420}>
            {description ?? 'We are putting the finishing touches on this page. Please check back shortly.'}
          </Text>
          {action}
        </Stack>
      </Paper>
    </Container>
  );
}
