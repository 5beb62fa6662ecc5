import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';

/** The share link of a valuation: its own token opens a read-only view (no purchase facts, notes or owner). */
export function shareLink(id: string, shareToken: string): string {
  return `${window.location.origin}/home-valuation-summary/${encodeURIComponent(id)}?share=${encodeURIComponent(shareToken)}`;
}

/** The Share button's popover with the link and Copy: loaded after the page (see share-button.tsx). */
export function SharePopover({
  id,
  shareToken,
  opened,
  onChange,
}: {
  id: string;
  shareToken: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const link = shareLink(id, shareToken);
  return (
    <Popover
      // 340 px at the default font size, or the screen's width less a margin on the narrowest
      // phones (WCAG 1.4.10, 320 px).
      width="min(calc(21.25rem * var(--mantine-scale)), calc(100vw - 24px))"
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      opened={opened}
      onChange={onChange}
    >
      <Popover.Target>
        <Button variant="default" onClick={() => onChange(!opened)}>
          Share
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Share this valuation
          </Text>
          <Text size="xs" c="dimmed">
            Anyone with the link sees the address and an estimate from the home&apos;s facts and recent sales nearby,
            not from its own last sale; never your purchase facts or notes.
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Share link"
              value={link}
              readOnly
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal' : 'brand'} onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
