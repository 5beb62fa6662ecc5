import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '../../lib/page-head';

/** Document 1 §2.1 and document 3 §2.1: 'Coming Soon' with a link back to /profile. */
export const Route = createFileRoute('/_signedIn/my-agent')({
  head: () => pageHead('My Agent'),
  component: MyAgentPage,
});

function MyAgentPage() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper withBorder radius="lg" p={{ base: 'clamp(1rem, 5.2vw, 1.25rem)', sm: 48 }} ta="center">
        <Stack align="center" gap="sm">
          <Title order={1}>Coming Soon</Title>
          <Text c="dimmed" maw={420}>
            A page to work with your agent is on its way.
          </Text>
          <Anchor component={Link} to="/profile" fw={600}>
            Back to profile
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
