import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** What failed, as the sentence's subject: "The booking form". */
  name: string;
  /**
   * For a dialog's code: the failure is said over the page, where the dialog would have opened,
   * rather than in the page's flow (maybe far below the button that opened it), and Close closes it.
   */
  onClose?: () => void;
  children: ReactNode;
}

/** Where a dialog would have opened: over the page, near its top, whatever its scroll. */
const overlay = {
  position: 'fixed',
  zIndex: 300,
  left: '50%',
  top: '30%',
  transform: 'translateX(-50%)',
  width: 'min(24rem, calc(100vw - 2rem))',
} as const;

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
    const { name, onClose } = this.props;
    if (!onClose) return <LoadFailure name={name} />;
    return (
      <Paper withBorder shadow="md" radius="md" p="md" style={overlay}>
        <LoadFailure name={name} onClose={onClose} />
      </Paper>
    );
  }
}

/** What a part whose code failed to load says in its place, with the way back (a reload). */
export function LoadFailure({ name, onClose }: { name: string; onClose?: () => void }) {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text size="sm">{name} could not be loaded. Check your connection and reload the page.</Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        {onClose && (
          <Button variant="subtle" size="xs" onClick={onClose}>
            Close
          </Button>
        )}
      </Group>
    </Stack>
  );
}
