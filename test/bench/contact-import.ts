import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { createBuckets } from '../../infra/local/provision/buckets';
import { generatePeople, type GeneratedPerson } from '../../infra/local/seed/people';
import { findFreePort, localCredentials, startS3rver } from '../../infra/local/stand-ins/emulators';
import { withBenchTables } from './bench-tables';

type Log = (line: string) => void;

const rowCount = 10_000;
const knownCount = 5_000;
const duplicateEvery = 20;
const badEvery = 50;
const targetSeconds = 60;
const now = new Date('2026-06-15T12:00:00Z');

/**
 * A 10,000-row file in the shape of an Outlook export: every 20th row someone the product
 * already knows (a duplicate to skip), every 50th a malformed e-mail (a row to reject), the
 * rest new people with phones to normalise. Made in memory; never written to the repository.
 */
function contactsCsv(known: readonly GeneratedPerson[]): Buffer {
  const lines = ['First Name,Last Name,E-mail Address,Mobile Phone,Home Street'];
  for (let i = 0; i < rowCount; i += 1) {
    const line = i + 2;
    if (i % duplicateEvery === 0) {
      const person = known[i % known.length]!;
      lines.push(`${person.firstName},${person.lastName},${person.email.toUpperCase()},,`);
    } else if (i % badEvery === 1) {
      lines.push(`Bad,Row ${line},not-an-email-${line},,`);
    } else {
      const phone = `(416) 555-${String(i % 10_000).padStart(4, '0')}`;
      lines.push(`Imported${i},"Contact, Jr",imported.${i}@example.com,${phone},"${i} Queen St W, Toronto"`);
    }
  }
  return Buffer.from(lines.join('\r\n'));
}

/**
 * Issue 15 "Speed": a 10,000-row CSV imported by the job on the local stand-ins (dynalite and
 * s3rver of its own, in memory and in a temporary folder), over a product that already knows
 * 5,000 people: reading the stored file, checking every row, sorting out duplicates and
 * charging the agent's budget and creating the invitations, writing the report. The steps are
 * the planner's and the invitation chunks' (as the queue's workers run them, one after the
 * other here); the e-mails, paced by SES's rate, are not sent.
 */
export async function benchContactImport(log: Log): Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const s3rver = await startS3rver({ port: await findFreePort(), directory });
  try {
    await withBenchTables(
      'bench-import-',
      {
        S3_ENDPOINT: s3rver.endpoint,
        UPLOADS_BUCKET: 'bench-uploads',
        // The agent's import is charged to their daily budget of invitation e-mails (DECISIONS
        // row 46) before the job invites anyone: a budget the 10,000 rows fit in, and its key.
        INVITATION_DAILY_BUDGET: String(rowCount),
        RATE_KEY_SECRET: randomBytes(32).toString('base64url'),
      },
      async () => {
        const s3 = new S3Client({
          endpoint: s3rver.endpoint,
          region: 'ca-central-1',
          credentials: localCredentials,
          forcePathStyle: true,
        });
        await createBuckets(s3, ['bench-uploads']);
        const { putSeededProfiles } = await import('../../functions/user/accounts/profile-repository');
        const { putTextFile } = await import('../../functions/user/uploads/files-repository');
        const { putNewImport, getImport } =
          await import('../../functions/user/invitations/contact-import/import-repository');
        const { planOrUndo } = await import('../../functions/user/invitations/contact-import/import-job');
        const { finishReadingIfDone, inviteChunk } =
          await import('../../functions/user/invitations/contact-import/import-chunks');
        const { invitationsIn, remainingChunks } =
          await import('../../functions/user/invitations/contact-import/import-plan');
        const { forgetUsersList } = await import('../../functions/user/contacts/users-list/loader');

        const known = generatePeople({
          seed: 'bench-import',
          tag: 'bench',
          agentIds: ['bench-agent'],
          count: knownCount,
          now,
        });
        await putSeededProfiles(known);
        forgetUsersList();
        const csv = contactsCsv(known);
        const fileKey = 'uploads/bench-agent/contacts.csv';
        await putTextFile(fileKey, csv.toString('utf8'), 'text/csv');
        const id = '00000000-0000-4000-8000-000000010000';
        await putNewImport({
          id,
          agentId: 'bench-agent',
          startedBy: 'bench-agent',
          fileKey,
          fileName: 'contacts.csv',
          chargedTo: 'bench-agent',
          status: 'queued',
          read: 0,
          invited: 0,
          skipped: 0,
          rejected: 0,
          emailsSent: 0,
          emailsTotal: 0,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        });

        log(
          `Contact import (${rowCount.toLocaleString('en-US')} rows, ${(csv.byteLength / 1024).toFixed(0)} KB, over ${knownCount.toLocaleString('en-US')} known people; target: reading, checking and creating the invitations ≤ ${targetSeconds} s)`,
        );
        // An agent's start call counts the invitations first, to refuse what exceeds their budget.
        const counting = performance.now();
        const invitations = await invitationsIn(fileKey);
        log(
          `  the start call's count of the invitations (an agent's budget check): ${invitations} in ${((performance.now() - counting) / 1000).toFixed(2)} s`,
        );
        const started = performance.now();
        // The plan (read, check, charge the budget, sort out duplicates), then every chunk of
        // invitations and the report; it stops where the e-mails start.
        const planned = await planOrUndo(id, now, Number.POSITIVE_INFINITY);
        if (typeof planned === 'string') throw new Error(`The import was not planned: ${planned}`);
        const chunks = remainingChunks(planned, 'invite');
        for (const { chunk } of chunks) await inviteChunk(id, chunk, now);
        await finishReadingIfDone(id, now);
        const seconds = (performance.now() - started) / 1000;
        const record = await getImport(id);
        log(
          `  ${seconds.toFixed(1)} s (${record?.status}, ${chunks.length} chunks): read ${record?.read}, invited ${record?.invited}, skipped ${record?.skipped}, rejected ${record?.rejected}  ${seconds <= targetSeconds ? 'ok' : 'OVER'}`,
        );
      },
    );
  } finally {
    await s3rver.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

/** `npx tsx test/bench/contact-import.ts`: this figure alone. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchContactImport((line) => console.log(line));
}
