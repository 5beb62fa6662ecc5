import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { importedNobody, recentImportDays, type ImportProgress, type ImportStatus } from '@shared/contact-import';
import { displayDate, torontoTimeOfDay } from '@shared/format/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent } from 'react';
import { useAgentOptions } from '../../../lib/agent-options';
import { recentImportsKey, useRecentImports } from '../api/list-imports';
import { count } from '../import-messages';
import classes from './import-contacts.module.css';

const statusLabels: Record<ImportStatus, { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'gray' },
  reading: { label: 'Reading', color: 'blue' },
  sending: { label: 'Sending', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  refused: { label: 'Failed', color: 'red' },
  undoing: { label: 'Undoing', color: 'orange' },
  undone: { label: 'Undone', color: 'gray' },
};

/** Its badge: a finished import that invited nobody is no green "Done" (QA 69b M2). */
const badgeOf = (item: ImportProgress) =>
  importedNobody(item) ? { label: 'Nothing imported', color: 'orange' } : statusLabels[item.status];

/** "3 invited · 1 skipped · 2 rejected", or why a refused file made nothing. */
function outcomeOf(item: ImportProgress): string {
  if (item.status === 'refused') return 'Nothing imported';
  const parts = [
    `${count(item.invited)} invited`,
    `${count(item.skipped)} skipped`,
    `${count(item.rejected)} rejected`,
  ];
  if (item.changed) parts.push(`${count(item.changed)} with changes`);
  return parts.join(' · ');
}

interface RecentImportsProps {
  /** The import the page shows: marked, and its row kept as current as the page's own polling. */
  current?: ImportProgress;
  /** Admins see every agent's imports: each row says whose contacts they are. */
  isAdmin: boolean;
  onOpen: (id: string) => void;
}

/**
 * The caller's imports of the last 30 days (`GET /imports`), newest first: an import's report and
 * its undo stay within reach once its page's address is gone (QA 67b M1). Drawn only when there
 * is one; a list that fails to load says so in a line.
 */
export function RecentImports({ current, isAdmin, onOpen }: RecentImportsProps) {
  const recent = useRecentImports();
  // The list's rows are snapshots: asked again as the import shown changes, or moves on, so the
  // one left behind does not keep an old status (review 67).
  const queryClient = useQueryClient();
  const shownNow = current && `${current.id} ${current.status}`;
  useEffect(() => {
    if (shownNow) void queryClient.invalidateQueries({ queryKey: recentImportsKey });
  }, [queryClient, shownNow]);
  // The form's own agent list (one query, cached): an archived agent's import is named by nobody.
  const agents = useAgentOptions(isAdmin);
  if (recent.isPending) return null;
  if (recent.isError) {
    return (
      <Text size="sm" c="dimmed">
        Your recent imports could not be loaded. Reload the page to try again.
      </Text>
    );
  }
  // The progress polled is newer than the list's row, which alone names who ran it (QA 69b L4).
  const listed = recent.data.imports.map((item) => (item.id === current?.id ? { ...item, ...current } : item));
  const imports = current && !listed.some((item) => item.id === current.id) ? [current, ...listed] : listed;
  if (imports.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.panel}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            Recent imports
          </Title>
          <Text size="sm" c="dimmed">
            The last {recentImportDays} days. Open one to see its report, or to undo it.
          </Text>
        </div>
        <ul className={classes.recentList} aria-label="Recent imports">
          {imports.map((item) => {
            const shown = item.id === current?.id;
            const status = badgeOf(item);
            const agent = agents.data?.find((option) => option.value === item.agentId)?.label;
            const open = (event: MouseEvent) => {
              event.preventDefault();
              onOpen(item.id);
            };
            return (
              <li key={item.id} className={classes.recentItem} data-current={shown || undefined}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={2} miw={0}>
                    {/* The import shown above is named, not linked: there is nowhere to go. */}
                    {shown ? (
                      <Text fw={600} className={classes.recentName} aria-current="true">
                        {item.fileName}
                      </Text>
                    ) : (
                      <Anchor href={`?import=${item.id}`} onClick={open} fw={600} className={classes.recentName}>
                        {item.fileName}
                      </Anchor>
                    )}
                    <Text size="xs" c="dimmed">
                      {displayDate(item.createdAt)} {torontoTimeOfDay(new Date(item.createdAt))}
                      {agent && ` · for ${agent}`}
                      {item.startedByName && ` · by ${item.startedByName}`}
                      {shown && ' · shown above'}
                    </Text>
                    <Text size="sm">{outcomeOf(item)}</Text>
                  </Stack>
                  <Badge color={status.color} variant="light" className={classes.recentStatus}>
                    {status.label}
                  </Badge>
                </Group>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Paper>
  );
}
