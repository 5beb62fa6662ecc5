import type { UserAnalytics, WebAnalyticsFigures } from '@shared/analytics';

/** What a ratio shows when there is nothing to divide by: no sessions, no invitations. */
export const noFigure = '--';

const whole = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });

/** A count as people read it: '12,345'. */
export const formatCount = (count: number) => whole.format(count);

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : noFigure);

/** Document 2 §9 "Session average shown in whole minutes": the sessions' total time over their number. */
export function averageSessionDuration({ sessionTime, sessionNumber }: WebAnalyticsFigures): string {
  return sessionNumber > 0 ? `${Math.round(sessionTime / sessionNumber / 60_000)} min` : noFigure;
}

/** Page views per session, to one decimal. */
export function pagesPerSession({ pageVisited, sessionNumber }: WebAnalyticsFigures): string {
  return sessionNumber > 0 ? oneDecimal.format(pageVisited / sessionNumber) : noFigure;
}

/** The share of sessions on a phone. */
export const mobileShare = ({ mobileSessionNumber, sessionNumber }: WebAnalyticsFigures) =>
  share(mobileSessionNumber, sessionNumber);

/** Of the invitations sent, the share that became accounts (`registerredUsers`: invitations used). */
export const registeredPercent = ({ registerredUsers, invites }: UserAnalytics) => share(registerredUsers, invites);

/** Under the percent, the count behind it: '1 invited person signed up', '30 invited people signed up'. */
export const registeredCaption = ({ registerredUsers }: UserAnalytics) =>
  `${formatCount(registerredUsers)} invited ${registerredUsers === 1 ? 'person' : 'people'} signed up`;

/** The waitlist's change since a week ago: '+3 since last week', 'No change since last week'. */
export function waitlistChange({ waitingLists, waitingListLastWeek }: UserAnalytics): string {
  const change = waitingLists - waitingListLastWeek;
  if (change === 0) return 'No change since last week';
  return `${change > 0 ? '+' : '−'}${formatCount(Math.abs(change))} since last week`;
}
