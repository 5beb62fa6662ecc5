/**
 * The invitation calls' outcomes (document 2 §4, §8), for the pages and the API's answers.
 * Kept apart from the invite schemas (invite-schemas.ts), so that a view showing them loads no zod.
 */
export const inviteMessages = {
  exists: 'Invite already exists.',
  sent: 'Invite successfully sent.',
  failed: 'Invite failed.',
  /** Ours (the spec has no message for it): the address belongs to someone with an account. */
  accountExists: 'This e-mail address already has an account.',
  resent: 'Invite sent',
  resendFailed: 'Sorry, invite could not be sent',
  /** Ours (QA 48b M1): the e-mail service took the message but its answer was lost. */
  sentUnconfirmed:
    'The invitation was made, but the e-mail service did not confirm that it went out. If it does not arrive, use Resend Invite.',
  resentUnconfirmed:
    'A new link was made, but the e-mail service did not confirm that it went out. If it does not arrive, resend it.',
  /** Ours (DECISIONS row 46): a fourth invitation e-mail to one address within 24 hours. */
  addressLimit:
    'This address has already been sent 3 invitation e-mails in the last 24 hours. Please try again tomorrow.',
} as const;

/** Ours (DECISIONS row 46): an agent past their daily budget of invitation e-mails. */
export const inviteBudgetSpent = (budget: number) =>
  `You have sent your ${budget.toLocaleString('en-US')} invitation e-mails for today. Please try again tomorrow.`;

/**
 * A bulk resend that would go past what is left of the agent's daily budget (QA 62b L3): said
 * before it starts, as an import's is, rather than row by row once the budget is spent.
 */
export const resendsOverBudget = (resends: number, left: number) =>
  `This would send ${resends.toLocaleString('en-US')} invitation e-mails; you have ${left.toLocaleString('en-US')} left today. Select ${left.toLocaleString('en-US')} or fewer, or try again tomorrow.`;
