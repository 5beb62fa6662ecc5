/**
 * The feedback widget (document 2 §2 "Feedback widget", §3 "Feedback", DECISIONS rows 25 and
 * 41): its rates, limits and the spec's texts, used verbatim by the panel.
 */
export const feedbackRates = ['negative', 'positive'] as const;
export type FeedbackRate = (typeof feedbackRates)[number];

/** Longest text kept (ours: the spec sets none; a few paragraphs is plenty for a comment). */
export const feedbackMaxLength = 2000;
/** Longest page path kept. */
export const feedbackPageMaxLength = 300;
/** The admin's list: page size by default and at most (ours). */
export const feedbackPageSize = 20;
export const feedbackMaxPageSize = 100;

export const feedbackTexts = {
  tab: 'Feedback',
  title: 'Your opinion matters to us (for real).',
  rateQuestion: 'Were you satisfied with your experience with us?',
  descriptionLabel: 'Any additional feedback, ideas, comments?',
  send: 'Send your feedback',
  thanks: "We've received your feedback!",
  apology: 'Sorry, it was not possible to send your feedback this time.',
} as const;

/** One stored submission as the admin's list shows it. */
export interface FeedbackItem {
  id: string;
  rate: FeedbackRate;
  description: string;
  /** The page it was sent from (a path of the site); absent when the caller did not say. */
  page?: string;
  /** The signed-in sender; null for a visitor. `name` is empty once their profile is gone. */
  user: { id: string; name: string } | null;
  createdAt: string;
}

export interface FeedbackPage {
  items: FeedbackItem[];
  /** Pass as `cursor` for the next (older) page; absent on the last page. */
  next?: string;
}
