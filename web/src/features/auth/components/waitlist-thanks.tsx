import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthCard } from './auth-card';

/** The waitlist thank-you page, with a link to the home page (document 1 §2.6). */
export function WaitlistThanks() {
  return (
    <AuthCard title="Thank you!">
      <Stack gap="md">
        <Text>
          You are on our waitlist. We will e-mail you as soon as your invitation is ready. Until then, the neighbourhood
          map and home search are open to everyone.
        </Text>
        <Button component={Link} to="/" size="md" fullWidth data-wrap>
          Go to the home page
        </Button>
      </Stack>
    </AuthCard>
  );
}
