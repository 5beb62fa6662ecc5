/**
 * The invitation calls' outcomes (document 2 §4, §8), for the pages and the API's answers.
 * Kept apart from the invite schemas (invite-schemas.ts), so that a view showing them loads no zod.
 */
export const inviteMessages = {
  exists: 'Invite already exists.',
  sent: 'Invite successfully sent.',
  failed: 'Invite failed.',
  resent: 'Invite sent',
  resendFailed: 'Sorry, invite could not be sent',
} as const;
