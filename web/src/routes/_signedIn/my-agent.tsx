import { Button } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon';

/** Document 1 §2.1: "Coming Soon" with a link back to /profile. */
export const Route = createFileRoute('/_signedIn/my-agent')({
  component: () => (
    <ComingSoon
      title="My Agent"
      action={
        <Button component={Link} to="/profile" variant="light" mt="sm">
          Back to my profile
        </Button>
      }
    />
  ),
});
