import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { acceptAll, consented } from '../../lib/consent';
import classes from './app-shell.module.css';
import { useBannerRoom } from './use-banner-room';

/** The cookie banner (document 3 §2.2); "Accept all" is remembered on this device. */
export function ConsentBanner() {
  const [accepted, setAccepted] = useState(consented);
  if (accepted) return null;
  return <Banner onAccepted={() => setAccepted(true)} />;
}

/** The banner while it shows: the page keeps its room free (use-banner-room.ts). */
function Banner({ onAccepted }: { onAccepted: () => void }) {
  const room = useBannerRoom<HTMLDivElement>();

  function onAcceptAll() {
    acceptAll();
    onAccepted();
  }

  return (
    <Paper
      ref={room}
      className={classes.consent}
      role="region"
      aria-label="Cookie consent"
      withBorder
      shadow="lg"
      radius="lg"
      p="md"
      // Hidden in the prerendered shell once accepted (web/prerender/boot-script.ts).
      data-consent-banner
    >
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          We use cookies to keep you signed in, remember your preferences and understand how our site is used. Read more
          in our{' '}
          <Anchor component={Link} to="/privacy" inherit>
            Privacy Policy
          </Anchor>
          .
        </Text>
        <Button onClick={onAcceptAll}>Accept all</Button>
      </Group>
    </Paper>
  );
}
