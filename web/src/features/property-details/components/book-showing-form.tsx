import { Alert, Box, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { torontoDate, torontoHour } from '@shared/format/dates';
import {
  firstOpenShowingTime,
  firstShowingDay,
  showingTimeLabels,
  showingTimeOver,
  showingTimes,
  type ShowingTime,
} from '@shared/search/booking';
import { sameDayNextYear } from '@shared/validation/rules';
import { ApiError } from '../../../lib/api-client';
import { useBookShowing } from '../api/book-showing';
import { LoadingButton } from '../../../ui/loading-button';
import { showFieldErrors } from '../../../ui/show-field-errors';

/**
 * The request's schema (zod, ~23 KB gzipped) is needed only to send: fetched when the form is
 * first focused, and waited for by a submit that comes before it.
 */
const loadBookShowingSchema = () => import('@shared/search/booking-schemas').then((module) => module.bookShowingSchema);
const preloadBookShowingSchema = () => void loadBookShowingSchema().catch(() => undefined);

// The dialog (a modal) loads with the first success.
const ThanksDialog = lazy(() => import('./thanks-dialog').then((module) => ({ default: module.ThanksDialog })));

/** Book a Showing's form (document 3 §2.6): on success a Thanks dialog that can be closed. */
export default function BookShowingForm({ mls }: { mls: string }) {
  const now = new Date();
  const today = torontoDate(now);
  const hour = torontoHour(now);
  const [date, setDate] = useState('');
  const [time, setTime] = useState<ShowingTime>('afternoon');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The request just sent, which the Thanks dialog repeats. */
  const [thanks, setThanks] = useState<{ date: string; time: ShowingTime } | null>(null);
  const [checking, setChecking] = useState(false);
  const [schemaFailed, setSchemaFailed] = useState(false);
  const booking = useBookShowing(mls);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLElement;
    setChecking(true);
    setSchemaFailed(false);
    loadBookShowingSchema()
      .then(
        (bookShowingSchema) => {
          const parsed = bookShowingSchema(today, hour).safeParse({ date, time, message: message || undefined });
          if (!parsed.success) {
            const found = Object.fromEntries(
              parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
            );
            showFieldErrors(form, () => setErrors(found));
            return;
          }
          setErrors({});
          booking.mutate(parsed.data, {
            onSuccess: () => {
              setThanks({ date: parsed.data.date, time: parsed.data.time });
              setDate('');
              setMessage('');
            },
          });
        },
        () => setSchemaFailed(true),
      )
      .finally(() => setChecking(false));
  };

  return (
    <>
      <Box component="form" onSubmit={submit} onFocus={preloadBookShowingSchema} noValidate aria-label="Book a Showing">
        <Stack gap="sm">
          <TextInput
            type="date"
            label="Preferred date"
            // Tomorrow once this evening is over; a time already over moves to the next open one.
            min={firstShowingDay(today, hour)}
            max={sameDayNextYear(today)}
            value={date}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              setDate(chosen);
              if (showingTimeOver(chosen, time, today, hour))
                setTime(firstOpenShowingTime(chosen, today, hour) ?? time);
            }}
            error={errors.date}
            required
          />
          <NativeSelect
            label="Time of day"
            value={time}
            onChange={(event) => setTime(event.currentTarget.value as ShowingTime)}
            // Today, a time already over cannot be chosen (the server refuses it too).
            data={showingTimes.map((value) => ({
              value,
              label: showingTimeLabels[value],
              disabled: showingTimeOver(date, value, today, hour),
            }))}
            error={errors.time}
          />
          <Textarea
            label="Message (optional)"
            placeholder="Anything the agent should know?"
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={errors.message}
          />
          {(booking.isError || schemaFailed) && (
            <Alert color="red" variant="light" p="xs">
              {booking.error instanceof ApiError && !schemaFailed
                ? booking.error.message
                : 'The request could not be sent. Please try again.'}
            </Alert>
          )}
          <LoadingButton type="submit" loading={booking.isPending || checking} fullWidth size="md" data-wrap>
            Book a Showing
          </LoadingButton>
        </Stack>
      </Box>
      {thanks && (
        <Suspense fallback={null}>
          <ThanksDialog requested={thanks} onClose={() => setThanks(null)} />
        </Suspense>
      )}
    </>
  );
}
