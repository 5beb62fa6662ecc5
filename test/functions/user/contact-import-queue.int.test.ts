import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '@shared/contact-import';
import { torontoDate } from '@shared/format/dates';
import { setQueuePort } from '../../../functions/lib/queue/queue';
import { spendBudget } from '../../../functions/lib/rate-limit/daily-budget';
import { userRateKey } from '../../../functions/lib/rate-limit/rate-key';
import { budgetStore } from '../../../functions/user/rate-limits/published';
import { importQueue, remainingChunks } from '../../../functions/user/invitations/contact-import/import-plan';
import { importWorker } from '../../../functions/user/invitations/contact-import/import-queue';
import { getImport } from '../../../functions/user/invitations/contact-import/import-repository';
import { importsSettled } from '../../../functions/user/invitations/contact-import/imports';
import { getInvitation, putInvitation } from '../../../functions/user/invitations/invitation-repository';
import type { RunningEmulator } from '../../../infra/local/stand-ins/emulators';
import { contactImportQueues } from '../../support/contact-import-queue';
import { dynamoFault } from '../../support/dynamo-fault';
import { capturedMail } from '../../support/mail-capture';
import { killedOnce } from '../../support/newsletter-queue';
import { call, importWorld, uploadContacts, type DashboardWorld } from './dashboard-world';

/**
 * The contact import as a planner and queue workers (issue 28 "Jobs that fan out"): the start
 * call plans the import and queues its chunks, the workers drain them through the local queue
 * (the queue port's local adapter: visibility timeout, redelivery, dead-letter queue), against
 * dynalite, s3rver and the SES stand-in. The one-process run (contact-import.int.test.ts) is
 * the yardstick: the queue must come to the same result.
 */
let w: DashboardWorld;
let ses: RunningEmulator;
const now = new Date('2026-06-15T12:00:00Z');
/** The agents' daily budget of invitation e-mails (DECISIONS row 46), as the service reads it here. */
const budgetRule = { bucket: 'invitationBudget', limit: 500 };

/**
 * 150 rows of every kind (3 chunks of invitations): good ones; a bad e-mail or no name (rejected); the same person twice
 * in the file, or someone already invited (skipped); a phone that is not Canadian (imported,
 * changed). `tag` keeps two imports' addresses apart.
 */
function contactsFile(tag: string): Buffer {
  const rows = ['First Name,Last Name,Email,Phone'];
  for (let i = 0; i < 150; i++) {
    const email = `${tag}.${i}@example.com`;
    if (i % 20 === 7) rows.push(`Bad,Mail${i},not-an-email-${i},`);
    else if (i % 25 === 3) rows.push(`,Noname${i},${email},`);
    else if (i % 30 === 11) rows.push(`Twice,Row${i},${tag}.${i - 1}@example.com,`);
    else if (i % 50 === 17) rows.push(`Known,Row${i},${tag}.known.${i}@example.com,`);
    else if (i % 40 === 13) rows.push(`Odd,Phone${i},${email},123`);
    // The name carries the tag: the same phone and names would be a duplicate of the other imports.
    else rows.push(`Person-${tag},Row${i},${email},416-555-${String(1000 + i)}`);
  }
  return Buffer.from(rows.join('\r\n'));
}

/** The people of `tag`'s file the product knows already (someone else's invitations). */
async function knownOf(tag: string) {
  for (const i of [17, 67, 117, 167, 217, 267]) {
    await putInvitation({
      email: `${tag}.known.${i}@example.com`,
      firstName: 'Known',
      lastName: `Row${i}`,
      role: 'client',
      agentId: w.sarah.sub,
      invitedBy: w.sarah.sub,
      createdAt: now.toISOString(),
    });
  }
}

/** Starts an import of `tag`'s file as the page does; the start call's planner has run when it resolves. */
async function startFile(tag: string): Promise<string> {
  await knownOf(tag);
  const key = await uploadContacts(w.priya.idToken, contactsFile(tag));
  const started = await call('GET /invite/contacts/{id}/import', w.priya.idToken, {
    id: w.sarah.sub,
    query: { key, name: 'contacts.csv' },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await importsSettled();
  return started.body.id as string;
}

const progressOf = async (id: string) =>
  (await call('GET /imports/{id}', w.sarah.idToken, { id })).body as ImportProgress;

/** The report's rows, with the file's tag taken out so two imports' reports compare. */
async function reportOf(id: string, tag: string): Promise<string[][]> {
  const report = await call('GET /imports/{id}/report', w.sarah.idToken, { id });
  const csv = await (await fetch(report.body.url)).text();
  return (parse(csv, { bom: true }) as string[][]).map((row) => row.map((cell) => cell.replaceAll(tag, 'TAG')));
}

/** How many invitation e-mails each of `tag`'s addresses received. */
async function mailsByAddress(tag: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const mail of await capturedMail(ses.endpoint)) {
    for (const to of mail.destination.to) if (to.startsWith(`${tag}.`)) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

const figures = ({ status, read, invited, skipped, rejected, changed, emailsSent, emailsTotal }: ImportProgress) => ({
  status,
  read,
  invited,
  skipped,
  rejected,
  changed,
  emailsSent,
  emailsTotal,
});

/** The yardstick: the same kind of file through the one-process run (no queue). */
let solo: { figures: ReturnType<typeof figures>; report: string[][]; mailed: number };

beforeAll(async () => {
  ({ w, ses } = await importWorld(2000));
  setQueuePort(undefined);
  const id = await startFile('solo');
  const progress = await progressOf(id);
  solo = {
    figures: figures(progress),
    report: await reportOf(id, 'solo'),
    mailed: (await mailsByAddress('solo')).size,
  };
}, 120_000);

afterEach(() => setQueuePort(undefined));

afterAll(async () => {
  await ses?.stop();
});

describe('the contact import through its queue', () => {
  it('the one-process yardstick: 150 rows, accepted, rejected with reasons, skipped and changed', () => {
    expect(solo.figures).toMatchObject({ status: 'done', read: 150, rejected: 14, changed: 3 });
    // 5 rows twice in the file and 2 known people (the third known row has a bad e-mail).
    expect(solo.figures).toMatchObject({ invited: 129, skipped: 7, emailsSent: 129, emailsTotal: 129 });
    expect(solo.mailed).toBe(solo.figures.invited);
  });

  it('drains a file of several chunks to the same result, the progress showing as the chunks drain', async () => {
    const queues = contactImportQueues();
    const id = await startFile('fan');
    const planned = await getImport(id);
    expect(planned).toMatchObject({ status: 'reading', chunks: Math.ceil((solo.figures.invited as number) / 50) });
    expect(queues.queue(importQueue).depth).toBe(planned!.chunks);
    expect(await progressOf(id)).toMatchObject({ status: 'reading', read: 150, invited: 0, rejected: 14 });

    // One chunk handled: its 50 invitations show, the import still reading.
    const queue = queues.queue(importQueue);
    const [first] = queue.receive(1);
    expect((await importWorker()({ Records: [first!] }, {} as never)).batchItemFailures).toEqual([]);
    queue.delete(first!.receiptHandle);
    expect(await progressOf(id)).toMatchObject({ status: 'reading', invited: 50 });

    await queues.drainAll();
    const progress = await progressOf(id);
    expect(figures(progress)).toEqual(solo.figures);
    expect(progress).toMatchObject({ hasReport: true, undoable: true });
    expect(await reportOf(id, 'fan')).toEqual(solo.report);
    const mailed = await mailsByAddress('fan');
    expect(mailed.size).toBe(solo.mailed);
    expect([...mailed.values()].filter((count) => count > 1)).toEqual([]);
    expect(queue.deadLetters?.depth).toBe(0);
  });

  it('changes nothing when every chunk is delivered twice, during the import and after it', async () => {
    const queues = contactImportQueues();
    const id = await startFile('twice');
    await queues.send(importQueue, remainingChunks((await getImport(id))!, 'invite'));
    await queues.drainAll();
    const done = await getImport(id);
    const before = figures(await progressOf(id));
    expect(before).toEqual(solo.figures);

    // Every chunk of both steps once more, after the import is done.
    await queues.send(importQueue, [
      ...remainingChunks({ ...done!, chunksDone: new Set() }, 'invite'),
      ...remainingChunks({ ...done!, mailChunksDone: new Set() }, 'mail'),
    ]);
    await queues.drainAll();
    expect(figures(await progressOf(id))).toEqual(before);
    expect(await reportOf(id, 'twice')).toEqual(solo.report);
    const mailed = await mailsByAddress('twice');
    expect(mailed.size).toBe(solo.mailed);
    expect([...mailed.values()].filter((count) => count > 1)).toEqual([]);
  });

  it('leaves no duplicate and no skipped row when workers die part-way and their chunks come back', async () => {
    // An invitation written, then its worker dies (row 70, in the second chunk); an e-mail SES
    // accepted, then its worker dies before noting it (row 120); a worker killed half-way
    // through a batch.
    let invitationKilled = false;
    let mailKilled = false;
    const fault = dynamoFault(async (command, send) => {
      if (!invitationKilled && command instanceof PutCommand && command.input.Item?.email === 'killed.70@example.com') {
        await send();
        invitationKilled = true;
        throw new Error('The worker was killed after the put');
      }
      const key = command instanceof UpdateCommand ? String(command.input.Key?.PK) : '';
      const marksMailed = command instanceof UpdateCommand && command.input.UpdateExpression === 'SET #mailedAt = :now';
      if (!mailKilled && marksMailed && key.includes('killed.120@example.com')) {
        mailKilled = true;
        throw new Error('The worker was killed after the send');
      }
      return send();
    });
    const worker = killedOnce(importWorker(), 1);
    try {
      const queues = contactImportQueues({ worker, batchSize: 2 });
      const id = await startFile('killed');
      await queues.drainAll();
      expect([invitationKilled, mailKilled, worker.killed()]).toEqual([true, true, true]);
      expect(figures(await progressOf(id))).toEqual(solo.figures);
      expect(await reportOf(id, 'killed')).toEqual(solo.report);
      expect(await getInvitation('killed.70@example.com')).toMatchObject({ importId: id });
      const mailed = await mailsByAddress('killed');
      expect(mailed.size).toBe(solo.mailed);
      expect([...mailed.values()].filter((count) => count > 1)).toEqual([]);
      expect(queues.queue(importQueue).deadLetters?.depth).toBe(0);
    } finally {
      fault.restore();
    }
  });

  it('undoes an import the workers made: every unaccepted invitation taken back', async () => {
    const queues = contactImportQueues();
    const id = await startFile('undo');
    await queues.drainAll();
    const undo = await call('POST /imports/{id}/undo', w.sarah.idToken, { id });
    expect(undo).toMatchObject({ status: 202, body: { status: 'undoing' } });
    await importsSettled();
    const after = await progressOf(id);
    expect(after).toMatchObject({ status: 'undone', withdrawn: solo.figures.invited, kept: 0 });
    expect(await getInvitation('undo.0@example.com')).toBeUndefined();
    expect(await getInvitation('undo.known.17@example.com')).toBeDefined();
  });

  it("gives back to the agent's budget the rows someone else invited between the plan and the chunks (QA 48b L1)", async () => {
    // Two imports of one file at once: each is charged the whole file at its plan, and the rows
    // the other created first are then skipped. Here another agent invites one of the rows.
    const queues = contactImportQueues();
    const today = new Date();
    const left = async () =>
      (await spendBudget(budgetStore, budgetRule, userRateKey(w.sarah.sub), 0, torontoDate(today), today)).left;
    const before = await left();
    const emails = ['race.1@example.com', 'race.2@example.com', 'race.3@example.com'];
    const file = Buffer.from(
      ['First Name,Last Name,Email', ...emails.map((email, i) => `Race,Row${i},${email}`)].join('\r\n'),
    );
    const started = await call('GET /invite/contacts/import', w.sarah.idToken, {
      query: { key: await uploadContacts(w.sarah.idToken, file), name: 'contacts.csv' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await importsSettled();
    expect(await left()).toBe(before - 3);

    await putInvitation({
      email: emails[1]!,
      firstName: 'Race',
      lastName: 'Other',
      role: 'client',
      agentId: w.david.sub,
      invitedBy: w.david.sub,
      createdAt: new Date().toISOString(),
    });
    await queues.drainAll();

    const id = started.body.id as string;
    expect(await progressOf(id)).toMatchObject({ status: 'done', invited: 2, skipped: 1 });
    expect(await left()).toBe(before - 2);

    // Its chunks delivered again: nothing is given back twice.
    await queues.send(importQueue, remainingChunks({ ...(await getImport(id))!, chunksDone: new Set() }, 'invite'));
    await queues.drainAll();
    expect(await left()).toBe(before - 2);
  });

  it('moves a chunk that cannot be handled to the dead-letter queue after its tries', async () => {
    // It fails at once, so it may come back at once: five tries take half a second, not ten.
    const queues = contactImportQueues({ visibilityTimeoutMs: 100 });
    await queues.send(importQueue, [{ importId: 'not-a-uuid', step: 'invite', chunk: 0 }]);
    await queues.drainAll();
    expect(queues.queue(importQueue).deadLetters?.depth).toBe(1);
  });
});
