import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putReportAsIs } from '../../functions/home-value/reports/report-repository';
import type { ReportRecord } from '../../functions/home-value/reports/report-record';
import { putValuationAsIs } from '../../functions/home-value/valuation-repository';
import type { ValuationRecord } from '../../functions/home-value/valuation-record';
import { dynamo } from '../../functions/lib/aws-clients';
import { putNewImport } from '../../functions/user/invitations/contact-import/import-repository';
import { putTextFile } from '../../functions/user/uploads/files-repository';
import { createInvitation } from '../../functions/user/invitations/invitation';
import { accountIndexKeys, accountKeys } from '../../functions/user/accounts/keys';
import { activityKeys } from '../../functions/user/notes-follow-ups/keys';
import type { NoteRecord } from '../../functions/user/notes-follow-ups/note-repository';
import { setListed } from '../../functions/user/accounts/profile-expression';
import { mapleRequest, mapleValuation } from '../support/maple-valuation';
import { searchListings } from '../support/search-world';
import type { TestUser } from '../support/test-stack';
import { personaKeys, personas, writesNotes, type PersonaKey } from './authorization-callers';

/**
 * The records the authorization matrix (authorization-matrix.int.test.ts) seeds for its people
 * (authorization-callers.ts), each persona's own, so that every route has an own and someone
 * else's record to name: an invitation, an import, a valuation and its report, notes.
 */

/** The matrix's people as the user pool made them (filled in by the matrix's setup). */
export const users = {} as Record<PersonaKey, TestUser>;

/**
 * Makes a user the contact of an agent, or of none with null, as the link is stored (the
 * contact's profile, with its agent index entry and the users list's stamp): what a cell of
 * `PUT /users/{id}/agent` changed is put back by this, not by the route under test.
 */
export async function linkAgent(userId: string, agentId: string | null) {
  const names: Record<string, string> = { '#agentId': 'agentId', '#GSI1PK': 'GSI1PK', '#GSI1SK': 'GSI1SK' };
  const set: string[] = [];
  const values: Record<string, unknown> = {};
  if (agentId !== null) {
    const keys = accountIndexKeys.agentContact(agentId, userId);
    set.push('#agentId = :agentId', '#GSI1PK = :GSI1PK', '#GSI1SK = :GSI1SK');
    Object.assign(values, { ':agentId': agentId, ':GSI1PK': keys.GSI1PK, ':GSI1SK': keys.GSI1SK });
  }
  setListed(userId, set, names, values);
  await dynamo().send(
    new UpdateCommand({
      TableName: process.env.USER_TABLE,
      Key: accountKeys.profile(userId),
      UpdateExpression: `SET ${set.join(', ')}${agentId === null ? ' REMOVE #agentId, #GSI1PK, #GSI1SK' : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/**
 * Each persona with a profile has one open invitation "of theirs" (`record: 'invitation'`): a
 * client invited for that persona's agent, so that the ownership rules read as for their profile.
 */
export const invitationOf = (persona: PersonaKey) => `matrix.invitation.${persona.toLowerCase()}@example.com`;

/** Each persona with a profile has one finished import, with that persona as its agent. */
export const importIdOf = (persona: PersonaKey) =>
  `00000000-0000-4000-8000-${(personaKeys.indexOf(persona) + 1).toString().padStart(12, '0')}`;
export const missingImportId = '00000000-0000-4000-8000-999999999999';

export async function seedImports() {
  for (const key of personaKeys.filter((k) => personas[k].profile)) {
    const id = importIdOf(key);
    await putTextFile(`imports/${id}/report.csv`, 'Line,Outcome,Column,Reason,Email\r\n3,Rejected,Email,Bad,\r\n');
    await putTextFile(`imports/${id}/invited.json`, '[]', 'application/json');
    await putNewImport({
      id,
      agentId: users[key].sub,
      startedBy: users[key].sub,
      fileKey: `uploads/${users[key].sub}/contacts.csv`,
      fileName: 'contacts.csv',
      status: 'done',
      read: 1,
      invited: 0,
      skipped: 0,
      rejected: 1,
      emailsSent: 0,
      emailsTotal: 0,
      reportKey: `imports/${id}/report.csv`,
      invitedKey: `imports/${id}/invited.json`,
      createdAt: '2026-06-01T12:00:00.000Z',
      updatedAt: '2026-06-01T12:00:00.000Z',
    });
  }
}

export async function seedInvitations() {
  for (const key of personaKeys.filter((k) => personas[k].profile)) await seedInvitationOf(key);
}

/** A persona's open invitation, as the matrix made it (again, after a cell withdrew it). */
export async function seedInvitationOf(key: PersonaKey) {
  const agent = personas[key].profile?.agent;
  await createInvitation(
    {
      email: invitationOf(key),
      firstName: 'Matrix',
      lastName: 'Invitee',
      role: 'client',
      invitedBy: 'matrix',
      ...(agent && { agentId: users[agent].sub }),
    },
    new Date('2026-06-01T12:00:00.000Z'),
  );
}

/** Each persona with a profile owns one valuation, with this id (the others' ids name nothing). */
export const valuationIdOf = (persona: PersonaKey) => `matrix-valuation-${persona}`;
const matrixShareToken = (persona: PersonaKey) => `matrix-share-token-${persona}-00001`;

function matrixValuation(persona: PersonaKey): ValuationRecord {
  return mapleValuation({
    id: valuationIdOf(persona),
    ownerId: users[persona].sub,
    shareToken: matrixShareToken(persona),
    request: { ...mapleRequest, purchaseDate: '2019-06-01', purchasePrice: 800_000 },
    // The home's listing, a lease, with the sale behind it; and what the own sale did to the value.
    lastListing: {
      mls: 'C9100001',
      address: '12 Maple Avenue',
      displayAddress: '12 Maple Avenue, Toronto',
      type: 'detatched',
      bedroom: 3,
      bathroom: 2,
      parking: 1,
      status: 'leased',
      listDate: '2025-08-01',
      soldPrice: 4_100,
      soldDate: '2025-08-20',
      lastSale: { mls: 'C9100000', soldPrice: 910_000, soldDate: '2024-03-15' },
    },
    explanation: {
      carriedSale: { date: '2019-06-01', price: 800_000, source: 'purchase', carriedPrice: 962_000, weight: 0.31 },
    },
    privateNotes: 'matrix private note',
    discussionRequestedAt: '2026-06-01T13:00:00.000Z',
  });
}

/** Puts one persona's valuation back as it was (after a cell gave it to someone else). */
export async function putMatrixValuation(persona: PersonaKey) {
  await putValuationAsIs(matrixValuation(persona));
}

/** Puts every persona's valuation back as it was: routes that write them run before others read. */
export async function reseedValuations() {
  await Promise.all(
    personaKeys.filter((key) => personas[key].profile).map((key) => putValuationAsIs(matrixValuation(key))),
  );
}

/** Each persona with a valuation has last year's annual report of it, with this id (the others' name nothing). */
export const reportIdOf = (persona: PersonaKey) => `matrix-report-${persona}`;

function matrixReport(persona: PersonaKey): ReportRecord {
  const comparable = searchListings.find((l) => l.mls === 'C5000003')!;
  return {
    id: reportIdOf(persona),
    valuationId: valuationIdOf(persona),
    year: 2025,
    createdAt: '2025-06-01T12:00:00.000Z',
    createdBy: users.admin.sub,
    ownerId: users[persona].sub,
    similarSolds: [
      {
        mls: comparable.mls,
        address: comparable.address,
        municipality: comparable.municipality,
        area: comparable.area,
        neighbour: comparable.neighbour,
        type: comparable.type,
        status: comparable.status,
        bedroom: comparable.bedroom,
        brPlus: comparable.brPlus,
        bathroom: comparable.bathroom,
        parking: comparable.parking,
        listingPrice: comparable.listingPrice,
        listDate: comparable.listDate,
        numberOfPic: comparable.numberOfPic,
        location: comparable.location,
      },
    ],
    comparableIds: [comparable.mls],
    similarActives: [],
  };
}

/** Puts every persona's valuation and report back as they were (report routes delete and change them). */
export async function reseedReports() {
  await reseedValuations();
  await Promise.all(personaKeys.filter((key) => personas[key].profile).map((key) => putReportAsIs(matrixReport(key))));
}

/**
 * Notes (`names.record: 'note'`): each persona who writes notes has one about every persona with
 * a profile, with this id, so that a note cell can name the caller's own, one of another
 * contact, and another author's.
 */
export const noteOf = (author: PersonaKey, contact: PersonaKey): NoteRecord => ({
  id: `matrix${personaKeys.indexOf(author)}n${personaKeys.indexOf(contact)}`,
  contactId: users[contact].sub,
  authorId: users[author].sub,
  note: `A note of ${author} about ${contact}.`,
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
});

/** Writes a note as the matrix made it (again, after a cell deleted or changed it). */
export async function putMatrixNote(note: NoteRecord) {
  await dynamo().send(
    new PutCommand({
      TableName: process.env.USER_TABLE,
      Item: { ...activityKeys.note(note.contactId, note.id), ...note },
    }),
  );
}

export async function seedNotes() {
  const withProfile = personaKeys.filter((key) => personas[key].profile);
  await Promise.all(
    withProfile
      .filter(writesNotes)
      .flatMap((author) => withProfile.map((contact) => putMatrixNote(noteOf(author, contact)))),
  );
}
