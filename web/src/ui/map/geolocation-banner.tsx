import { CloseButton, Paper, Text } from '@mantine/core';

/** The dismissible bar at the bottom of a map that says why geolocation failed. */
export function GeolocationBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <Paper
      role="alert"
      shadow="md"
      radius="md"
      px="md"
      py="sm"
      style={{
        position: 'absolute',
        left: '50%',
        bottom: 24,
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100% - 32px))',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        zIndex: 5,
      }}
    >
      <Text size="sm" style={{ flex: 1 }}>
        {message}
      </Text>
      <CloseButton aria-label="Dismiss" onClick={onDismiss} />
    </Paper>
  );
}
