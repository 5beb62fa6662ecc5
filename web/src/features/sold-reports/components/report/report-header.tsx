import { ActionIcon, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ShareIcon } from '../../../../ui/icons/action-icons';
import { MapIcon } from '../../../../ui/icons/navigation-icons';
import { MonthPicker } from './month-picker';

interface ReportHeaderProps {
  name: string;
  community: string;
  month: string;
  now: Date;
  onMonthChange: (month: string) => void;
  onShare: () => void;
  /** The follow toggle (signed-in users). */
  follow: ReactNode;
  /** The PDF download (signed-in users). */
  download?: ReactNode;
}

/**
 * The sold report's header (document 1 §2.2): the neighbourhood's name, the month picker,
 * the download (signed-in users) and share actions, and the way to another neighbourhood.
 */
export function ReportHeader({
  name,
  community,
  month,
  now,
  onMonthChange,
  onShare,
  follow,
  download,
}: ReportHeaderProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <nav aria-label="Breadcrumb">
          <Group component="ol" gap={6} m={0} p={0} fz="sm" style={{ listStyle: 'none' }}>
            <li>
              <Anchor component={Link} to="/neighbourhoods" c="dimmed" fz="sm">
                Sold Reports
              </Anchor>
            </li>
            <Text component="li" fz="sm" c="dimmed" aria-hidden>
              ›
            </Text>
            <Text component="li" fz="sm" c="dimmed">
              {community}
            </Text>
            <Text component="li" fz="sm" c="dimmed" aria-hidden>
              ›
            </Text>
            <Text component="li" fz="sm" c="dark.4" aria-current="page">
              {name}
            </Text>
          </Group>
        </nav>
        <Button
          component={Link}
          to="/neighbourhood/map"
          variant="subtle"
          size="compact-sm"
          leftSection={<MapIcon size={16} />}
          data-wrap
        >
          Select Another Neighbourhood
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Text size="sm" fw={600} c="brand.7" tt="uppercase" lts={0.6}>
            Sold Report · {community}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15}>
            {name}
          </Title>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <MonthPicker value={month} onChange={onMonthChange} now={now} />
          <Group gap="sm" wrap="wrap">
            {follow}
            <Button
              variant="default"
              radius="md"
              h={36}
              leftSection={<ShareIcon size={16} />}
              onClick={onShare}
              visibleFrom="sm"
            >
              Share
            </Button>
            <ActionIcon variant="default" size={36} radius="md" aria-label="Share" onClick={onShare} hiddenFrom="sm">
              <ShareIcon size={16} />
            </ActionIcon>
            {download}
          </Group>
        </Group>
      </Group>
    </Stack>
  );
}
