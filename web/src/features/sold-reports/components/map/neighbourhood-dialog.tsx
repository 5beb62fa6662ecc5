import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Neighbourhood } from '@shared/neighbourhood';
import { monthLabel } from '@shared/sold-report/month-label';
import type { NeighbourhoodFollowing } from '../../following';
import { soldReportLink } from '../../links';
import { NeighbourhoodSalesTable } from './neighbourhood-sales-table';
import { useFocusReturn } from '../../../../ui/use-focus-return';

interface NeighbourhoodDialogProps {
  neighbourhood: Neighbourhood | null;
  /** `YYYY-MM`: the month the figures are for. */
  month: string;
  /** The follow toggle, for signed-in users. */
  FollowButton?: NeighbourhoodFollowing['Button'];
  onClose: () => void;
}

/**
 * What tapping a neighbourhood on the map opens (document 1 §2.4): its name, the follow toggle
 * for signed-in users, the month's sales and average selling price by type, and the report.
 */
export function NeighbourhoodDialog({ neighbourhood, month, FollowButton, onClose }: NeighbourhoodDialogProps) {
  useFocusReturn(neighbourhood !== null);
  return (
    <Modal
      opened={neighbourhood !== null}
      onClose={onClose}
      centered
      radius="lg"
      size="md"
      // A long name ("Parkwoods-O'Connor Hills" on a phone) wraps before the close button (QA 63c L3).
      styles={{ header: { gap: 'var(--mantine-spacing-sm)', alignItems: 'flex-start' }, title: { minWidth: 0 } }}
      title={
        neighbourhood && (
          <Stack gap={0}>
            <Text fw={700} fz={20} lh={1.2}>
              {neighbourhood.name}
            </Text>
            <Text size="sm" c="dimmed">
              {neighbourhood.community}
            </Text>
          </Stack>
        )
      }
    >
      {neighbourhood && (
        <Stack gap="md">
          <Text fw={600}>Properties sold in {monthLabel(month)}</Text>
          <NeighbourhoodSalesTable neighbourhoodId={neighbourhood.id} month={month} />
          {/* Side by side where they fit; on a 360 px phone the report's button goes under Follow, whole (QA 45c M4). */}
          <Group gap="sm" wrap="wrap">
            {FollowButton && <FollowButton neighbourhoodId={neighbourhood.id} size="sm" />}
            <Button
              renderRoot={(props) => <Link {...props} {...soldReportLink(neighbourhood.id)} />}
              radius="xl"
              size="sm"
              style={{ flex: '1 1 170px' }}
            >
              View Sold Report
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
