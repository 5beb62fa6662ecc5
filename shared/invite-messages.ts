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
} as const;
