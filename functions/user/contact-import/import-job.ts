import { stringify } from 'csv-stringify/sync';
import { createLogger } from '../../lib/logger';
import { recordMetric } from '../../lib/signals/signals';
import { env } from '../../lib/env';
import { ConflictError } from '../../lib/errors';
import { sendBulkMail } from '../../lib/mail/send';
import type { AgentBrand } from '../../lib/mail/message';
import { getProfile } from '../profile-repository';
import { isOpen, renewInvitationToken } from '../invitation';
import { getInvitation, markInvitationMailed, putInvitation, type InvitationRecord } from '../invitation-repository';
import { invitationBrand, invitationMail } from '../invite';
import { mailLedgerRepository as mailLedger } from '../mail-ledger-repository';
import { putTextFile, readFile } from '../files-repository';
import { admitImportMail, chargeImport } from '../invitation-limits';
import { usersList } from '../users-list/loader';
import { sortOutDuplicates, type KnownPerson, type SkippedRow } from './duplicates';
import { getImport, updateImport, type ImportRecord } from './import-repository';
import { invitedBy } from './invited-list';
import { readContacts, type ImportedContact, type RejectedRow } from './read-contacts';
import { runUndo } from './undo-step';

const logger = /* @__PURE__ */ createLogger('contact-import');

/**
 * The contact import job (issue 15): reads the stored file, charges its invitations to the
 * agent's daily budget, creates the invitations, writes the report, then sends the e-mails at
 * the configured rate; and, when asked, undoes it (undo-step.ts). Every step can be run again: a
 * resumed run finds what it already created (the invitations carry the import's id), an
 * invitation is mailed once (`mailedAt`), an import is charged once (`charged`). `deadline`
 * (epoch ms) lets a Lambda stop before its time runs out; the run then answers 'paused' and the
 * next run carries on.
 */
export async function runImport(id: string, now: Date, deadline = Number.POSITIVE_INFINITY) {
  const record = await getImport(id);
  if (!record) return 'missing';
  if (record.status === 'undoing') return runUndo(record, now, deadline);
  if (record.status === 'queued' || record.status === 'reading') {
    const read = await readAndInvite(record, now);
    if (read === 'refused') return 'refused';
  }
  const current = await getImport(id);
  if (current?.status !== 'sending') return current?.status ?? 'missing';
  return sendInvitations(current, now, deadline);
}

/**
 * Everyone the product knows (profiles and invitations), from the users list's read model,
 * brought up to date first: someone invited a second ago is a duplicate, not an invitation to
 * charge to the agent's budget.
 */
async function knownPeople(): Promise<KnownPerson[]> {
  return (await usersList()).everyone().map((item) => item.details);
}

const concurrency = 16;
const progressEvery = 250;

/** How many invitations a stored file would make now: its good rows that are nobody the product knows. */
export async function invitationsIn(fileKey: string): Promise<number | undefined> {
  const bytes = await readFile(fileKey);
  const read = bytes ? readContacts(bytes) : undefined;
  if (!read || 'refused' in read) return undefined;
  return sortOutDuplicates(read.contacts, await knownPeople()).fresh.length;
}

async function readAndInvite(record: ImportRecord, now: Date): Promise<'refused' | 'sending'> {
  await updateImport(record.id, { status: 'reading' }, now, ['queued', 'reading']);
  const bytes = await readFile(record.fileKey);
  const read = bytes ? readContacts(bytes) : { refused: 'The uploaded file is gone. Please upload it again.' };
  if ('refused' in read) {
    await updateImport(record.id, { status: 'refused', message: read.refused }, now, ['reading']);
    return 'refused';
  }
  const rows = read.contacts.length + read.rejected.length;
  recordMetric('importRowsAccepted', read.contacts.length);
  recordMetric('importRowsRejected', read.rejected.length);
  const sorted = sortOutDuplicates(read.contacts, await knownPeople());
  // The agent's budget pays for every invitation before the first is made, or none is (DECISIONS
  // row 46); once: a resumed run finds it charged. Charged before it is noted, so a run that
  // stops between the two charges twice rather than not at all.
  if (record.chargedTo && record.charged === undefined) {
    const refusal = await chargeImport(record.chargedTo, sorted.fresh.length, now);
    if (refusal) {
      await updateImport(record.id, { status: 'refused', message: refusal }, now, ['reading']);
      return 'refused';
    }
    await updateImport(record.id, { charged: sorted.fresh.length }, now, ['reading']);
  }
  // A resumed run: what this import already created is its own, not someone else's.
  const invited: string[] = [];
  const skipped: SkippedRow[] = [];
  for (const row of sorted.skipped) {
    const mine = row.kind === 'email' && (await getInvitation(row.email))?.importId === record.id;
    if (mine) invited.push(row.email);
    else skipped.push(row);
  }
  await updateImport(
    record.id,
    {
      read: rows,
      rejected: read.rejected.length,
      skipped: skipped.length,
      invited: invited.length,
      changed: read.changed?.length ?? 0,
    },
    now,
  );

  const queue = [...sorted.fresh];
  let done = 0;
  const worker = async () => {
    for (let contact = queue.shift(); contact; contact = queue.shift()) {
      try {
        await putInvitation(invitationOf(contact, record, now));
        invited.push(contact.email);
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        // Created by this import's earlier run (not yet in the read model), or by someone else since.
        if ((await getInvitation(contact.email))?.importId === record.id) invited.push(contact.email);
        else skipped.push({ ...skippedAs(contact), reason: 'Invited by someone else meanwhile.' });
      }
      done += 1;
      if (done % progressEvery === 0) {
        await updateImport(record.id, { invited: invited.length, skipped: skipped.length }, now);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  const reportKey = `imports/${record.id}/report.csv`;
  const invitedKey = `imports/${record.id}/invited.json`;
  await putTextFile(reportKey, reportCsv(read.rejected, skipped, read.changed));
  await putTextFile(invitedKey, JSON.stringify(invited), 'application/json');
  await updateImport(
    record.id,
    {
      status: 'sending',
      invited: invited.length,
      skipped: skipped.length,
      reportKey,
      invitedKey,
      emailsTotal: invited.length,
      emailsSent: 0,
    },
    now,
    ['reading'],
  );
  return 'sending';
}

const skippedAs = (contact: ImportedContact) => ({ line: contact.line, email: contact.email, kind: 'email' as const });

function invitationOf(contact: ImportedContact, record: ImportRecord, now: Date) {
  return {
    email: contact.email,
    firstName: contact.firstName,
    lastName: contact.lastName,
    role: 'client' as const,
    agentId: record.agentId,
    invitedBy: record.startedBy,
    createdAt: now.toISOString(),
    importId: record.id,
    profile: { ...(contact.phone && { phone: contact.phone }), ...(contact.address && { address: contact.address }) },
  };
}

/**
 * Every row not imported, with why: 100% of the rejected rows, and the skipped duplicates; and
 * every field an imported row left empty or cut (`Changed`, issue 29).
 */
export function reportCsv(
  rejected: readonly RejectedRow[],
  skipped: readonly SkippedRow[],
  changed: readonly RejectedRow[] = [],
): string {
  const rows = [
    ...rejected.map((row) => [row.line, 'Rejected', row.column, row.reason, '']),
    ...skipped.map((row) => [row.line, 'Skipped', '', row.reason, row.email]),
    ...changed.map((row) => [row.line, 'Changed', row.column, row.reason, '']),
  ].sort((a, b) => Number(a[0]) - Number(b[0]));
  const body = stringify([['Line', 'Outcome', 'Column', 'Reason', 'Email'], ...rows], {
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  return `\uFEFF${body}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The e-mails, one per invitation still open and not yet mailed, at `IMPORT_MAILS_PER_SECOND`. */
async function sendInvitations(record: ImportRecord, now: Date, deadline: number) {
  const emails = await invitedBy(record);
  const agent = await getProfile(record.agentId);
  const brand = await invitationBrand(agent, now);
  const gapMs = 1000 / env().IMPORT_MAILS_PER_SECOND;
  let sent = 0;
  let next = Date.now();
  for (const email of emails) {
    if (Date.now() >= deadline) return 'paused';
    const invitation = await getInvitation(email);
    if (invitation?.importId === record.id && isOpen(invitation) && !invitation.mailedAt) {
      // Undone meanwhile: stop sending, with the count of what went out.
      const status = (await getImport(record.id))?.status;
      if (status !== 'sending') {
        await updateImport(record.id, { emailsSent: sent }, now);
        return status ?? 'missing';
      }
      await sleep(Math.max(0, next - Date.now()));
      next = Math.max(next, Date.now()) + gapMs;
      if ((await mailOne(invitation, brand, record.id, now)) === 'paused') {
        await updateImport(record.id, { emailsSent: sent }, now);
        return 'paused';
      }
    }
    sent += 1;
    if (sent % 50 === 0) await updateImport(record.id, { emailsSent: sent }, now, ['sending']);
  }
  await updateImport(record.id, { emailsSent: sent, status: 'done' }, now, ['sending']);
  return 'done';
}

/**
 * One invitation's e-mail: within its address's 3 a day (DECISIONS row 46; past it, not sent
 * nor its token renewed, and a resend can follow later), a fresh token, the bulk send. 'paused'
 * stops the run before this one, which stays unmailed, so the next run starts from it: bounces
 * or complaints paused bulk sending (an admin resumes it), or SES refused (a quota, throttling).
 * A suppressed address is skipped, not failed: nothing went out. What was not sent gives its
 * address's share back.
 */
async function mailOne(
  invitation: InvitationRecord,
  brand: AgentBrand | undefined,
  importId: string,
  now: Date,
): Promise<'sent' | 'skipped' | 'paused'> {
  const admission = await admitImportMail(invitation.email, now);
  if (!admission) {
    logger.info('Skipped: 3 invitation e-mails to this address in 24 hours', { importId });
    return 'skipped';
  }
  const token = await renewInvitationToken(invitation.email, now);
  if (!token) {
    await admission.giveBack();
    return 'skipped';
  }
  try {
    const outcome = await sendBulkMail(
      mailLedger,
      invitationMail({ invitation, token, brand, siteUrl: env().SITE_URL }),
      now,
    );
    if (outcome.status === 'paused') {
      logger.warn('Import e-mails paused: bulk sending is paused', { importId, pause: outcome.pause });
      await admission.giveBack();
      return 'paused';
    }
    if (outcome.status === 'suppressed') {
      logger.info('Skipped: the address is suppressed', { importId });
      await admission.giveBack();
    }
  } catch (error) {
    logger.warn('Import e-mails paused: SES refused a message', { error, importId });
    await admission.giveBack();
    return 'paused';
  }
  await markInvitationMailed(invitation.email, now);
  return 'sent';
}
