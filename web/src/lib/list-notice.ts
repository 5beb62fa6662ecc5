/**
 * What a user list says on arrival after a profile sent the viewer back to it: "Carla Diaz is
 * archived." It travels in the history entry's state, which the list clears once it has read it
 * (users-screen.tsx): said once, not again on a reload; a search or a page of the list (a new
 * entry) drops it, and a shared link never carries it.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    listNotice?: string;
  }
}

export const listNotices = {
  archived: (name: string) => `${name} is archived: they cannot sign in until an admin unarchives them.`,
  deleted: (name: string) => `${name} is being deleted.`,
  withdrawn: (email: string) => `The invitation to ${email} is withdrawn.`,
};
