import { createLogger } from '../../../lib/logger';
import { deleteInvitation, getInvitation } from '../invitation-repository';
import { putInvitationTombstone } from '../../contacts/published';
import { deleteNotesOf, forgetAddressActivity } from '../../notes-follow-ups/published';
import { updateImport, type ImportRecord } from './import-repository';
import { invitedBy } from './invited-list';

const logger = /* @__PURE__ */ createLogger('contact-import');

/** How often the undo writes down where it is (its progress, and where a resumed run starts). */
const progressEvery = 100;

/**
 * The undo of an import (issue 24 L1), a step of its job like reading and sending: the call
 * marks the import `undoing` and starts the job (imports.ts); this takes back, one address of
 * `invited.json` after the other, each invitation of this import that nobody has accepted, and
 * marks the import `undone` only when the last is done. It writes its place down as it goes; a
 * run that stops (a fault, a Lambda's deadline) leaves the import `undoing`, and the next run
 * (the start's, or the hourly sweep's) carries on from the place written, checking again the few
 * addresses after it: what is taken back stays taken back, so nothing counts twice.
 */
export async function runUndo(record: ImportRecord, now: Date, deadline: number): Promise<'undone' | 'paused'> {
  const emails = await invitedBy(record);
  let checked = Math.min(record.undoChecked ?? 0, emails.length);
  let kept = record.undoKept ?? 0;
  const save = () => updateImport(record.id, { undoChecked: checked, undoKept: kept }, now, ['undoing']);
  try {
    while (checked < emails.length) {
      if (Date.now() >= deadline) {
        await save();
        return 'paused';
      }
      if ((await takeBack(emails[checked]!, record.id, now)) === 'kept') kept += 1;
      checked += 1;
      if (checked % progressEvery === 0) await save();
    }
  } catch (error) {
    logger.warn('The undo stopped; the next run carries on', { importId: record.id, checked, error });
    await save().catch(() => undefined);
    throw error;
  }
  await updateImport(record.id, { undoChecked: checked, undoKept: kept, status: 'undone' }, now, ['undoing']);
  return 'undone';
}

/**
 * One address: its invitation deleted if it is still this import's and unused (one conditional
 * delete), with the users list's tombstone; 'kept' when it was accepted (it stays with its
 * account), or a sign-up has begun with it (`signUpBegunAt`: an account of the address may be in
 * the pool, which a half-made sign-up's next visit finishes from it; the agent can withdraw it on
 * the person's page, which removes such an account). An invitation already gone (an earlier run
 * took it back) gets its tombstone again, which is harmless; someone else's invitation of that
 * address since is left alone. The notes an agent kept on the person go with their invitation,
 * and so does the address's feed (a resend's line: DECISIONS row 43).
 */
async function takeBack(email: string, importId: string, now: Date): Promise<'withdrawn' | 'kept'> {
  const withdrawn = async () => {
    await putInvitationTombstone(email, now);
    await deleteNotesOf(email);
    await forgetAddressActivity(email);
    return 'withdrawn' as const;
  };
  if (await deleteInvitation(email, { importId })) return withdrawn();
  const invitation = await getInvitation(email);
  if (invitation?.importId === importId && (invitation.usedBy ?? invitation.signUpBegunAt) !== undefined) return 'kept';
  return invitation ? 'withdrawn' : withdrawn();
}
