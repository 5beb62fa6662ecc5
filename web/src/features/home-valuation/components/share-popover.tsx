import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency } from '@shared/format/currency';
import { sharedValuationQueryOptions } from '../api/get-shared-valuation';

/** The share link of a valuation: its own token opens a read-only view (no purchase facts, notes or owner). */
export function shareLink(id: string, shareToken: string): string {
  return `${window.location.origin}/home-valuation-summary/${encodeURIComponent(id)}?share=${encodeURIComponent(shareToken)}`;
}

/** The Share button's popover with the link and Copy: loaded after the page (see share-button.tsx). */
export function SharePopover({
  id,
  shareToken,
  value,
  opened,
  onChange,
}: {
  id: string;
  shareToken: string;
  /** The estimate this page shows, which the link's may differ from. */
  value: number;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const link = shareLink(id, shareToken);
  // What the link shows, asked for once the popover opens: an owner's estimate may rest on the
  // home's own sale or their purchase, which the link's never weighs (`shareableValue`), and the
  // link's is worked out today (QA 62a M1: the owner read $725,567 and sent a link that says
  // $844,689, without a word).
  // Read afresh at each opening: an edit of the details or a confirmation since changes it.
  const shared = useQuery({ ...sharedValuationQueryOptions(shareToken), enabled: opened, staleTime: 0 });
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
          {shared.data && !shared.isFetching && <LinkValue shown={value} linked={shared.data.instanceValue} />}
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

/** The estimate the link shows, beside this page's when they differ. */
function LinkValue({ shown, linked }: { shown: number; linked: number }) {
  return (
    <Text size="xs" data-testid="share-link-value">
      {Math.round(linked) === Math.round(shown)
        ? `The link shows this estimate, ${formatCurrency(linked)}.`
        : `The link shows an estimate of ${formatCurrency(linked)} today, not this page’s ${formatCurrency(shown)}: it never weighs the home’s own sale or a purchase.`}
    </Text>
  );
}
