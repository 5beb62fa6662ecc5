import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../lib/api-client';
import { NotFoundView } from './not-found';
import { useDocumentTitle } from './use-document-title';

/** What went wrong, in words for the user: the API's own message, else no technical text ("Failed to fetch"). */
export const pageFailureText = (error: unknown) =>
  error instanceof ApiError
    ? error.message
    : 'The page could not be loaded. Please check your connection and try again.';

/**
 * The router's error fallback: a page failed to load its code or data. Retry reloads the route's
 * data; what the API says is not there (a link to someone else's or a removed valuation) is the
 * not-found page with the API's words, as trying again would not change it, and from inside the
 * dashboard its way on is the dashboard.
 */
export function ErrorView({ error }: ErrorComponentProps) {
  const router = useRouter();
  const inDashboard = useRouterState({ select: (state) => state.location.pathname.startsWith('/dashboard') });
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(notFound ? 'Not Found' : 'Something went wrong');
  if (notFound) return <NotFoundView message={error.message} inDashboard={inDashboard} />;
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{pageFailureText(error)}</Text>
        <Button variant="light" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
