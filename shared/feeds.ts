/*
 * The contact screen's Activity tab (document 2 §2, §3 "User feed item"): `GET
 * /users/{id}/feeds?month=YYYY-MM` answers a month's items, newest first, each with a short
 * title (DECISIONS row 20: written by us), and the month's count per type.
 */

/** DECISIONS row 20: the short title of each feed type the product writes. */
export const feedTitles: Record<string, string> = {
  AddToWaitList: 'Joined the waitlist',
  Invited: 'Was invited',
  ResendInvite: 'Was sent the invitation again',
  SignUp: 'Signed up',
  Deleted: 'Account deleted',
  Archived: 'Account archived',
  Unarchived: 'Account unarchived',
  Follow: 'Followed',
  Unfollow: 'Unfollowed',
  UpdateProfile: 'Profile updated',
  /** The user's own newsletter switch (their account page), with the list as its description. */
  Subscribe: 'Subscribed in their account',
  Unsubscribe: 'Unsubscribed in their account',
  OpenSoldReport: 'Opened the sold report',
  DownloadSoldReport: 'Downloaded the sold report',
  PageView: 'Viewed a page',
  RoleGranted: 'Role granted',
  RoleRemoved: 'Role removed',
  /** An admin's change of whose contact the user is (ours, QA 75b M1), with the agent's name. */
  AgentAssigned: 'Agent assigned',
  AgentRemoved: 'Agent removed',
  '_email.send': 'Was sent an e-mail',
  '_email.delivered': 'Received an e-mail',
  '_email.open': 'Opened an e-mail',
  '_email.click': 'Clicked a link in an e-mail',
  '_email.unsubscribe': 'Unsubscribed from e-mails',
  '_email.complaint': 'Marked an e-mail as spam',
  '_email.hardbounce': 'An e-mail bounced',
};

/**
 * Which e-mail an e-mail item was about (document 2 §3 `emailtype`): the message's kind, the first
 * part of its idempotency key (functions/lib/mail/send.ts `campaignOf`), in the words of the
 * Activity history. Only mail to a user reaches their history.
 */
export const emailKindLabels: Record<string, string> = {
  newsletter: 'Monthly sold report',
  'valuation-update': 'Home value update',
  'valuation-confirmed': 'Value confirmed',
};

/** A HomeValue item's title by its event (document 2 §3). */
export const homeValueTitles: Record<string, string> = {
  create: 'Valued a home',
  update: 'Updated a home valuation',
  delete: 'Removed a home valuation',
  updateFrequence: 'Changed how often valuation updates come',
  assigned: 'Was assigned a home valuation',
  emailClick: 'Opened a valuation e-mail',
  view: 'Viewed a home valuation',
  confirmed: 'Home valuation confirmed by the agent',
  annualReportCreated: 'Annual report created',
  annualReportPrintRequested: 'Annual report print requested',
  annualReportDeleted: 'Annual report deleted',
};

/** The title of one item: its type's, a HomeValue event's, or the type itself when we have none. */
export function feedTitle(item: { feedType: string; event?: string }): string {
  if (item.feedType === 'HomeValue') return homeValueTitles[item.event ?? ''] ?? 'Home valuation';
  return feedTitles[item.feedType] ?? item.feedType;
}

/** One item of the Activity history (document 2 §3). */
export interface FeedEntry {
  id: string;
  feedType: string;
  /** ISO instant. */
  time: string;
  title: string;
  /** What it was about, when known: a neighbourhood, a listing, an address, a section. */
  description?: string;
  nid?: string;
  mls?: string;
  month?: string;
  url?: string;
  event?: string;
  /** An e-mail item's message kind (`newsletter`, `valuation-update`): `emailKindLabels`. */
  emailtype?: string;
  payload?: {
    address?: string;
    valuationId?: string;
    reportId?: string;
    section?: string;
    role?: string;
    /** The agent assigned (`AgentAssigned`), by name. */
    agent?: string;
  };
}

/** The Aggregation list: how many items of each type the month holds. */
export interface FeedAggregate {
  feedType: string;
  title: string;
  count: number;
}

export interface UserFeeds {
  month: string;
  items: FeedEntry[];
  aggregation: FeedAggregate[];
}
