import { Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** What failed, as the sentence's subject: "The booking form". */
  name: string;
  children: ReactNode;
}

/**
 * A part of a page whose code loads after the page (a lazy chunk): when that load fails (a lost
 * connection, or a release that replaced the chunk while the tab was open), the part says so and
 * the page around it stands. A reload is the way back: a failed import is not fetched again.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.name} could not be loaded`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailure name={this.props.name} />;
  }
}

/** What a part whose code failed to load says in its place, with the way back (a reload). */
export function LoadFailure({ name }: { name: string }) {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text size="sm">{name} could not be loaded. Check your connection and reload the page.</Text>
      <Button variant="default" size="xs" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Stack>
  );
}
