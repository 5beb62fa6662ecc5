import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from './use-document-title';

/** The router's Not Found page. */
export function NotFound() {
  return <NotFoundView message="The page you are looking for does not exist or has moved." />;
}

/**
 * The not-found page, saying what is not there: a page, or what the API said (a valuation's link
 * that leads nowhere). Inside the dashboard the way on is the dashboard, not the home page (QA 63a
 * L9d: a removed valuation's confirmation page).
 */
export function NotFoundView({ message, inDashboard = false }: { message: string; inDashboard?: boolean }) {
  useDocumentTitle('Not Found');
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="brand.5" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Not Found</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to={inDashboard ? '/dashboard' : '/'}>
          {inDashboard ? 'Go to your dashboard' : 'Go to the home page'}
        </Button>
      </Stack>
    </Container>
  );
}
