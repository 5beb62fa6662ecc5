import { Button, Modal, Text } from '@mantine/core';
import { showingTimeLabels, type ShowingTime } from '@shared/search/booking';
import { useFocusReturn } from '../../../ui/use-focus-return';

/** What was asked for, repeated in the Thanks dialog: "Monday 2026-12-07, in the afternoon (12 pm – 5 pm)". */
export function showingRequested({ date, time }: { date: string; time: ShowingTime }): string {
  const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', timeZone: 'UTC' });
  return `${weekday} ${date}, ${showingTimeLabels[time].replace(/^\w/, (first) => `in the ${first.toLowerCase()}`)}`;
}

/**
 * After a showing is booked (document 3 §2.6): the Thanks dialog, closed by its button or
 * Escape. It repeats the day and time asked for, which the form has cleared.
 */
export function ThanksDialog({
  requested,
  onClose,
}: {
  requested: { date: string; time: ShowingTime };
  onClose: () => void;
}) {
  useFocusReturn();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Thanks!</Text>} centered>
      <Text mb="lg">
        Your request to see the home on {showingRequested(requested)} has been sent. A member of the team will contact
        you shortly.
      </Text>
      <Button fullWidth onClick={onClose}>
        Close
      </Button>
    </Modal>
  );
}
