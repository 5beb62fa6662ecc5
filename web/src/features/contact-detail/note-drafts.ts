/**
 * The note an agent is writing on a contact, kept when the form goes (QA 63b M1: a switch to
 * another tab, or Escape, threw the typed text away): back on the Notes tab the form is open
 * again with it, and 'Add new note' or Edit gives it back. Save and Cancel end it. One per
 * contact (one form is open at a time), in memory: a reload ends it too.
 */
export interface NoteDraft {
  /** The form it was typed in: 'new', or the id of the note being edited. */
  form: string;
  text: string;
}

const drafts = new Map<string, NoteDraft>();

export const noteDraftOf = (contactId: string): NoteDraft | undefined => drafts.get(contactId);

export function keepNoteDraft(contactId: string, draft: NoteDraft): void {
  drafts.set(contactId, draft);
}

export function dropNoteDraft(contactId: string): void {
  drafts.delete(contactId);
}
