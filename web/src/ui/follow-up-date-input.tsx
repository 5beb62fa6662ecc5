import { Button, Group, Stack } from '@mantine/core';
import { dayAfter, torontoDate } from '@shared/format/dates';
import { isOverdue } from '@shared/follow-up';
import { isValidIsoDate } from '@shared/validation/rules';
import { followUpLaterChoices } from '../lib/follow-up-later';
import { MaskedInput } from './masked-input';

/** Document 2 §4: an overdue date shows in the warning colour, as on the Agent Contacts list. */
const overdueInput = { color: 'var(--mantine-color-orange-8)', fontWeight: 600 };

interface FollowUpDateInputProps {
  label: string;
  value: string;
  onChange: (date: string) => void;
  error?: string;
  now: Date;
  /** The date the follow-up already holds: a day gone by that is the saved one is not news. */
  saved?: string;
  withAsterisk?: boolean;
  autoFocus?: boolean;
}

/**
 * A follow-up's date, typed as every date shows (`YYYY-MM-DD`), the same on a contact's page and
 * in the contact list's bulk bar (QA 53 L4: the bar had the browser's date field, which shows the
 * browser's own order, `12/05/2026` in an American Chrome). A day gone by is allowed (a reminder
 * noted late) but never by a slip of the year unseen: the field says so, and an overdue date is
 * in the warning colour. Under it, Today's quick choices, Tomorrow and Next week (QA 63b L6).
 */
export function FollowUpDateInput({ value, now, saved, onChange, ...rest }: FollowUpDateInputProps) {
  // A date still being typed ('2026-0') is no date yet, nor one of no calendar ('12/05/2026'
  // typed into the mask reads '1205-20-26', which was called a day gone by beside 'Please, enter a
  // valid date', QA 46a M2).
  const complete = isValidIsoDate(value);
  const overdue = complete && isOverdue(value, now);
  const today = torontoDate(now);
  const past = complete && value < today;
  return (
    <Stack gap={4}>
      <MaskedInput
        mask="isoDate"
        placeholder="YYYY-MM-DD"
        value={value}
        onChange={onChange}
        description={
          past
            ? value === saved
              ? 'This day has passed.'
              : 'This day has passed: the follow-up will show as due at once.'
            : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={overdue ? { input: overdueInput } : undefined}
        data-overdue={overdue || undefined}
        {...rest}
      />
      <Group gap={4}>
        {followUpLaterChoices.map(({ label, days }) => (
          <Button key={days} type="button" size="xs" variant="light" onClick={() => onChange(dayAfter(today, days))}>
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
