import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The owner's way back to their valuations list (document 3 §2.8: on a valuation, not on the estimate's page). */
export function BackToYourValuations() {
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/home-valuation/$type" params={{ type: 'property-valuation' }} />}
      size="sm"
    >
      ← Back to your valuations
    </Anchor>
  );
}
