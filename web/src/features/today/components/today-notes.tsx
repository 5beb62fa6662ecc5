import { Alert } from '@mantine/core';
import { agentHomesLimit } from '@shared/home-value/types';
import { checkedRequests, type TodayData } from '../api/get-today';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What Today left out, said rather than dropped without a word: a list that went on past what
 * the screen reads (get-today.ts) gets a note of what was read.
 */
export function TodayNotes({ data, admin }: { data: TodayData | undefined; admin: boolean }) {
  const notes: { id: string; text: string }[] = [];
  if (data?.dueTruncated) {
    const { shown, total } = data.dueTruncated;
    notes.push({
      id: 'today-due-truncated',
      text: `Showing the ${count(shown)} longest-due of your ${count(total)} due follow-ups only; the others are not on this list.`,
    });
  }
  if (data?.suggestedTruncated) {
    const { shown, total } = data.suggestedTruncated;
    notes.push({
      id: 'today-suggested-truncated',
      text: `Showing the first ${count(shown)} of ${count(total)} suggested contacts only; the others are not on this list.`,
    });
  }
  if (data?.discussionsTruncated) {
    notes.push({
      id: 'today-discussions-truncated',
      text: `Discussions are checked among the newest ${count(checkedRequests)} confirmation requests only; older requests are not on this list.`,
    });
  }
  if (data?.homesTruncated) {
    notes.push({
      id: 'today-homes-truncated',
      text: `Value moves and anniversaries are checked on ${admin ? 'this agent’s' : 'your'} contacts’ newest ${count(agentHomesLimit)} home valuations only; older valuations are not on this list.`,
    });
  }
  return notes.map((note) => (
    <Alert key={note.id} color="yellow" variant="light" role="note" data-testid={note.id}>
      {note.text}
    </Alert>
  ));
}
