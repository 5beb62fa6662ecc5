import { Anchor, List, Popover, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { EstimateInfoButton } from './estimate-info-button';
import { rangeMeaning } from './value-card';

/**
 * The list header's info popover: what the estimate is made of, and where its accuracy is
 * published. Escape closes it wherever the focus is (QA 69a L1: Mantine's closes on Escape only
 * from inside the dropdown, and the focus stays on the button).
 */
export function EstimateInfoPopover({ opened, onChange }: { opened: boolean; onChange: (opened: boolean) => void }) {
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') onChange(false);
  });
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md" opened={opened} onChange={onChange}>
      <Popover.Target>
        <EstimateInfoButton onClick={() => onChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={700}>How we estimate your home</Text>
          <List size="sm" spacing={4}>
            <List.Item>
              Recent sales of similar homes nearby (the sold reports), adjusted for their differences
            </List.Item>
            <List.Item>A model learned from every sale in the area: type, size, rooms, lot and location</List.Item>
            {/* Often the largest part of the estimate, and not said (QA 54a: 81% of one). */}
            <List.Item>
              The home&apos;s own last sale or your purchase, carried to today along the area&apos;s price trend, with
              the improvements made since: the more recent it is, the more it counts
            </List.Item>
            {/* The index is a board area's and segment's (shared/valuation/price-index.ts), not a neighbourhood's (QA 43). */}
            <List.Item>
              The price trend of homes of its kind in its area (Toronto, Peel, York, Durham or Halton), which brings
              older sales to today&apos;s prices
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {rangeMeaning} An agent can confirm the value after seeing the home.
          </Text>
          <Anchor renderRoot={(props) => <Link {...props} to="/home-valuation/accuracy" />} size="sm">
            How accurate are the estimates?
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
