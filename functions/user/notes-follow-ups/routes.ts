import { notesFollowUps } from '@shared/contract/user/notes-follow-ups';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import { getFeeds, postFollowUp } from './handlers/contact-activity';
import { deleteNote, getNotes, postNote, putNote } from './handlers/notes';

/**
 * The routes of notes, follow-ups and a contact's activity (shared/contract/user/notes-follow-
 * ups.ts), bound to their handlers.
 */
export const routes: Route[] = bind(notesFollowUps, {
  setFollowUp: postFollowUp,
  getActivity: getFeeds,
  listNotes: getNotes,
  addNote: postNote,
  updateNote: putNote,
  deleteNote,
});
