import { Paper, Text } from '@mantine/core';
import type { ImportProgress } from '@shared/contact-import';
import { count } from '../import-messages';
import classes from './import-contacts.module.css';

/** Rows read, invited, skipped and rejected; then e-mails sent out of total; after an undo, what it took back and kept. */
export function ImportFigures({ progress }: { progress: ImportProgress }) {
  const figures: [string, string][] = [
    ['Rows read', count(progress.read)],
    ['Invited', count(progress.invited)],
    ['Skipped', count(progress.skipped)],
    ['Rejected', count(progress.rejected)],
  ];
  // Issue 29: rows imported with a field left empty or cut (the report says which).
  if (progress.changed) figures.push(['Imported with changes', count(progress.changed)]);
  if (progress.status !== 'queued' && progress.status !== 'reading' && progress.status !== 'refused') {
    figures.push(['E-mails sent', `${count(progress.emailsSent)} of ${count(progress.emailsTotal)}`]);
  }
  if (progress.status === 'undoing' || progress.status === 'undone') {
    figures.push(['Taken back', count(progress.withdrawn ?? 0)], ['Accepted, kept', count(progress.kept ?? 0)]);
  }
  return (
    <dl className={classes.figures} data-testid="import-figures">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="xs" className={classes.figure}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={700} size="lg" m={0} data-testid={`figure-${label}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </dl>
  );
}
