import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The card every auth page shows its form in, labelled BETA (document 1 §2.5). */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
      {/* The badge goes under a title that larger text leaves too little room beside it. */}
      <Group justify="space-between" align="center" mb={4} gap="xs">
        <Title order={1} fz={{ base: 24, sm: 28 }} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
          BETA
        </Badge>
      </Group>
      {description && (
        <Text c="dimmed" size="sm" mb="lg">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
