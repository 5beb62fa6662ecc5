import type { PersonaKey } from './authorization-callers';
import { trackLink } from '../../functions/lib/mail/tracked-link';
import { signUnsubscribeToken } from '../../functions/lib/mail/unsubscribe-token';
import { readTrackedLocation } from '@shared/email-link';
import { searchNow } from '../support/search-world';

/**
 * One valid request per route for the authorization matrix (authorization-matrix.int.test.ts),
 * against the world that test seeds (search-world.ts and sold-report-fixture.ts, at
 * `searchNow`). The id of a record the route's `owner` names is filled in by the matrix; the
 * rest is here. A route without a sample fails the matrix, so a new route is not done until
 * it has one.
 */
/** What a sample may depend on: the cell's number, and ids that exist only once the world is seeded. */
export interface SampleContext {
  n: number;
  /** The matrix's agent, who has a public page. */
  agentId: string;
  /** The matrix's client, the agent's contact. */
  clientId: string;
  /** The link's token of the open invitation the matrix seeds for hannah.lee@example.com. */
  invitationToken: string;
}
type Part<T> = T | ((context: SampleContext) => T);

export interface Sample {
  /** Path parameters (every `{param}` of the path but the owned record's). */
  params?: Part<Record<string, string>>;
  query?: Part<Record<string, string>>;
  body?: Part<Record<string, unknown>>;
  /**
   * Answers that an allowed caller may get and that are about the request or the caller's own
   * data, never about access: each with the exact message and why it is not a refusal.
   */
  answers?: { status: number; message: string; because: string; /** Only this caller may get it. */ by?: PersonaKey }[];
  /** A signed-in caller's answer holds sold details: the control for the anonymous check. */
  soldDetails?: boolean;
  /** Creates or changes what other routes read (a caller's profile), so it runs after them. */
  last?: boolean;
  /**
   * Changes who its target is (archived, roles): the cells run one at a time, and a target a
   * cell changed is put back as the matrix made it before the next cell, so every caller is
   * still who the matrix says when its own cells run.
   */
  restoresTarget?: boolean;
  /**
   * Changes the records it names (deletes a note, gives a valuation to another owner): the cells
   * run one at a time, each followed by putting the records back as the matrix made them.
   */
  oneAtATime?: boolean;
}

const notReady = {
  status: 503,
  message: 'Valuations are not available yet. Please try again in a few minutes.',
  because: 'the matrix world has no valuation model',
};
const concurrentWrite = {
  status: 409,
  message: 'The valuation changed meanwhile. Please try again.',
  because: "the owner's agent and the admin write the same valuation in cells that run at once",
};
const changedElsewhere = {
  status: 409,
  message: 'This profile was changed elsewhere. Reload to see the latest version.',
  because:
    "the sample sends the section's version 0, and cells that run at once (the agent's and the admin's) edit the same profile",
};
const notYourself = (message: string) => ({
  status: 403,
  message,
  because: 'an admin reaches every profile, their own too, but may not lock themselves out',
});
const valuationBody = {
  locationId: '12-maple-avenue-toronto',
  type: 'detatched',
  bedroom: 3,
  bathroom: 2,
  parking: 1,
  address: '12 Maple Avenue, Toronto',
};

export const samples: Record<string, Sample> = {
  // The user service.
  'GET /identity': {},
  'GET /myprofile': {},
  'PUT /myprofile': {
    body: { firstName: 'Matrix', lastName: 'Caller' },
    last: true,
    answers: [
      {
        status: 410,
        message: 'This account has no profile, so nothing was saved. Please contact your agent.',
        because: 'the form saves an existing profile only; a sign-up makes it (review 69 H1)',
        by: 'noProfile',
      },
    ],
  },
  // The matrix seeds an open invitation for this address: 204 for anyone (a public look-up).
  'GET /invite/{id}': { params: { id: 'hannah.lee@example.com' } },
  // With its link's token: the name the inviter gave, for anyone who has the link.
  'POST /invite/{id}/name': {
    params: { id: 'hannah.lee@example.com' },
    body: ({ invitationToken }) => ({ token: invitationToken }),
  },
  'GET /waitlist/{email}': { params: { email: 'grace.kim@example.com' } },
  // One address per cell: a second join of one address is a 409 about the input.
  'PUT /waitlist': { body: ({ n }) => ({ email: `matrix.${n}@example.com` }) },
  'GET /profiles/myagent': {
    answers: [
      {
        status: 404,
        message: 'An agent will be assigned to you soon.',
        because: 'the caller has no agent (an admin, a client without one)',
      },
    ],
  },
  'GET /agents/{id}': { params: ({ agentId }) => ({ id: agentId }) },
  'GET /agents/{id}/headshot': {
    params: ({ agentId }) => ({ id: agentId }),
    answers: [{ status: 404, message: 'No picture.', because: "the matrix's agent has no picture" }],
  },
  'PUT /subscription': { body: { receiveEmail: true, receiveSoldReport: false } },
  // The token is the authority (owner 'none'): one for the agent's newsletter, as of the matrix's
  // clock, under this test file's LINK_SIGNING_SECRET. Any caller the middleware lets in may use it.
  'POST /unsubscribe': {
    body: ({ agentId }) => ({
      uid: signUnsubscribeToken(
        { userId: agentId, list: 'newsletter', issuedAt: Date.parse(searchNow) / 1000 },
        process.env.LINK_SIGNING_SECRET ?? '',
      ),
    }),
  },
  // Opens nothing: a redirect to the page, whoever asks, with or without a token.
  'GET /unsubscribe': { query: { uid: 'a-token-the-page-checks' } },
  'POST /email/click/{id}': {
    params: () => ({ id: 'matrixMatrixMatr.1' }),
    body: () => {
      // A link as the mail helper signs it (no message of the matrix's carries it: not recorded, still answered).
      const link = new URL(
        trackLink(
          'https://site.test/sold-report?n=alpha-park',
          'https://site.test',
          'matrixMatrixMatr.1',
          process.env.LINK_SIGNING_SECRET ?? '',
        ),
      );
      const parts = readTrackedLocation(link.pathname, link.search)!;
      return { path: parts.path, query: parts.query, h: parts.hmac };
    },
  },
  'POST /uploads': { body: { purpose: 'headshot', contentType: 'image/jpeg', size: 48_213 } },
  'GET /followings': {},
  'PUT /followings/neighbourhoods/{id}': { params: { id: 'alpha-park' } },
  'DELETE /followings/neighbourhoods/{id}': { params: { id: 'beta-village' } },
  'PUT /followings/properties/{id}': { params: { id: 'C5000001' } },
  'DELETE /followings/properties/{id}': { params: { id: 'C5000005' } },
  // One address per cell: a second invite of one address is 409 'Invite already exists.'.
  'POST /invite/admin': {
    body: ({ n }) => ({ email: `matrix.invite.${n}@example.com`, firstName: 'Ivy', lastName: 'Admin' }),
  },
  'POST /invite/agent': {
    body: ({ n }) => ({ email: `matrix.invite.${n}@example.com`, firstName: 'Ivan', lastName: 'Agent' }),
  },
  'POST /invite/client': {
    body: ({ n }) => ({ email: `matrix.invite.${n}@example.com`, firstName: 'Iris', lastName: 'Client' }),
  },
  'POST /invite/agent/{id}/client': {
    body: ({ n }) => ({ email: `matrix.invite.${n}@example.com`, firstName: 'Iris', lastName: 'Client' }),
    answers: [
      {
        status: 404,
        message: 'There is no such agent.',
        because: 'an admin names someone who is not an agent (a client, an admin, an archived agent)',
      },
    ],
  },
  // An upload the caller does not own: the start is refused before anything is created (its
  // happy path is contact-import.int.test.ts).
  'GET /invite/contacts/import': {
    query: { key: 'uploads/someone-else/contacts.csv' },
    answers: [
      { status: 400, message: 'The file was not uploaded. Please try again.', because: "not the caller's upload" },
      {
        status: 400,
        message: 'Choose the agent the contacts are for.',
        because: 'an admin who is not an agent imports for an agent they name',
      },
    ],
  },
  'GET /invite/contacts/{id}/import': {
    query: { key: 'uploads/someone-else/contacts.csv' },
    answers: [
      { status: 400, message: 'The file was not uploaded. Please try again.', because: "not the caller's upload" },
      {
        status: 404,
        message: 'There is no such agent.',
        because: 'an admin names someone who is not an agent (a client, an admin, an archived agent)',
      },
    ],
  },
  // The matrix seeds one finished import per persona with a profile, for that persona as its agent.
  'GET /imports': {},
  'GET /imports/{id}': {},
  'GET /imports/{id}/report': {},
  'POST /imports/{id}/undo': {
    answers: [
      {
        status: 409,
        message: 'This import cannot be undone: it is still reading the file, or was undone already.',
        because: 'its agent and an admin undo the same import in the same run; the second finds it undone',
      },
    ],
  },
  'GET /admin/exportwaitlist': {},
  // Bulk sending's pause (mail-events/): the state, and an admin's resume of a running sender.
  'GET /admin/sending': {},
  'POST /admin/sending/resume': {},
  // A month's newsletter campaign (a month with none answers not-started).
  'GET /admin/newsletter': { query: { month: '2026-05' } },
  // The agent's own address as an SES identity; locally the stand-in has none, so it answers pending.
  'POST /verifySesIdentity/{id}': {
    answers: [
      {
        status: 404,
        message: 'There is no such agent.',
        because: 'an admin names someone who is not an agent (a client, an admin, an archived agent)',
      },
    ],
  },
  // How that stands as last asked (the record only); not-asked for an agent who never asked.
  'GET /verifySesIdentity/{id}': {
    answers: [
      {
        status: 404,
        message: 'There is no such agent.',
        because: 'an admin names someone who is not an agent (a client, an admin, an archived agent)',
      },
    ],
  },
  'GET /admin/exportcontacts': {
    answers: [
      {
        status: 400,
        message: 'agent is required: the agent whose contacts to export.',
        because: 'an admin who is no agent names none',
      },
      {
        status: 404,
        message: 'There is no such agent.',
        because: 'an admin names someone who is not an agent (a client, an admin, an archived agent)',
      },
    ],
  },
  // The matrix seeds one open invitation per persona with a profile, of a client of that persona's agent.
  'PUT /invite/{id}/resent': {},
  // What is left of the caller's own daily invitation e-mails (an admin has no budget).
  'GET /invitations/budget': {},
  // Correcting an invitation's details: the seeded one's names, as they were.
  'PUT /invite/{id}': { body: { firstName: 'Matrix', lastName: 'Invitee', phone: '416-555-0142' } },
  // Withdrawing deletes the invitation: one cell at a time, each followed by seeding it again.
  'DELETE /invite/{id}': { oneAtATime: true },
  'GET /followings/{userId}': {},
  'GET /users/{id}/followings': {},
  // An agent's own contacts whatever agentId says; everyone for an admin.
  'GET /users': { query: ({ agentId }) => ({ sort: 'lastName', size: '50', q: 'o', agentId }) },
  'GET /users/{id}': {},
  // The matrix starts no delete job (setDeletionStarter): a cell only puts the deletion on
  // record and marks the target, which restorePersona undoes.
  'DELETE /users/{id}': { restoresTarget: true, answers: [notYourself('You cannot delete your own account.')] },
  'POST /users/{id}/notes': { body: { note: 'Called about the spring listing on Maple.' } },
  'GET /users/{id}/notes': {},
  // The note is the route's second record (`names`): the matrix names the caller's own, one of
  // another contact and another author's, from the notes it seeds.
  'PUT /users/{id}/notes/{noteId}': { body: { note: 'Called again about the spring listing.' } },
  // A note that is not the caller's changes nothing and answers 204, like one that is gone.
  'DELETE /users/{id}/notes/{noteId}': { oneAtATime: true },
  'POST /users/{id}/follow-up': { body: { date: '2026-06-20', note: 'Call about the open house on Sunday.' } },
  'GET /users/{id}/feeds': { query: { month: '2026-06' } },
  'GET /profiles/{id}': {},
  'PUT /profiles/{id}': {
    body: { section: 'homeOwnership', version: 0, ownershipStats: 'owner', purchaseDate: '2019-06-01' },
    answers: [changedElsewhere],
  },
  'GET /myprofile/{id}': {},
  'PUT /profiles/{id}/archive': {
    restoresTarget: true,
    answers: [notYourself('You cannot archive your own account.')],
  },
  'PUT /profiles/{id}/unarchive': { restoresTarget: true },
  'PUT /users/{id}/role/admin': { restoresTarget: true, answers: [notYourself('You cannot change your own roles.')] },
  'DELETE /users/{id}/role/admin': {
    restoresTarget: true,
    answers: [notYourself('You cannot change your own roles.')],
  },
  'PUT /users/{id}/role/agent': { restoresTarget: true, answers: [notYourself('You cannot change your own roles.')] },
  'DELETE /users/{id}/role/agent': {
    restoresTarget: true,
    answers: [notYourself('You cannot change your own roles.')],
  },
  // The matrix's agent for every client an admin reaches: one who has another agent, one who has
  // none, one who has them already (unchanged); each cell is put back (restorePersona).
  'PUT /users/{id}/agent': {
    body: ({ agentId }) => ({ agentId }),
    restoresTarget: true,
    answers: [
      {
        status: 409,
        message: "An agent or admin is nobody's contact: only a client can be given an agent.",
        because: "an admin reaches staff profiles too, their own among them, and a staff user is nobody's contact",
      },
    ],
  },
  'POST /events': {
    body: {
      type: 'openSoldReport',
      neighbourhoodId: 'alpha-park',
      month: '2026-05',
      path: '/neighbourhood/alpha-park',
    },
  },
  'POST /users/feedback': { body: { rate: 'positive', description: 'Lovely maps.', page: '/neighbourhoods' } },
  'GET /admin/feedback': {},
  'GET /analytics/email': { query: { time: '202605' } },
  'GET /analytics/agentemail': { query: { time: '202605' } },
  'GET /admin/webanalytics': { query: { time: '202605' } },
  'GET /admin/useranalytics': {},

  // The property service.
  'GET /neighbourhoods': {},
  'GET /soldreports/neighbourhoods': { query: { time: '202605' } },
  'GET /soldreports/{neighbourhoodId}': {
    params: { neighbourhoodId: 'alpha-park' },
    query: { time: '202605' },
    soldDetails: true,
  },
  'GET /properties': { query: { topLeft: '43.66,-79.4', bottomRight: '43.64,-79.37' }, soldDetails: true },
  'GET /markers': { query: { topLeft: '43.66,-79.4', bottomRight: '43.64,-79.37', zoom: '18' }, soldDetails: true },
  'GET /quickview': { query: { ids: 'C5000002,C5000003,C5000004' }, soldDetails: true },
  'GET /search': { query: { q: 'maple' }, soldDetails: true },
  'GET /search/location/{id}': { params: { id: 'alpha-park' } },
  'GET /properties/{mls}': { params: { mls: 'C5000002' }, soldDetails: true },
  'POST /properties/{mls}/book': {
    params: { mls: 'C5000001' },
    body: { date: '2026-06-20', time: 'evening', message: 'Could we see the basement too?' },
  },

  // The home-value service. The matrix world has no valuation model (no training run): the
  // calls that value or look addresses up answer 503 there, about the world, not about access.
  'GET /addressComplete': { query: { q: 'maple' }, answers: [notReady] },
  'GET /homevalue/lastlisting': { query: { locationId: '12-maple-avenue-toronto' }, answers: [notReady] },
  'POST /homevalue': { body: valuationBody, answers: [notReady] },
  'GET /homevalue': {},
  'GET /homevalue/{id}': {},
  'PUT /homevalue/{id}': { body: valuationBody, answers: [notReady] },
  'DELETE /homevalue/{id}': {},
  'POST /homevalue/{id}/discussion': {},
  'GET /homevalue/{id}/chart': { query: { from: String(Date.parse('2025-06-01')) } },
  'GET /homevalue/{id}/similarSolds': {},
  'PUT /homevalue/{id}/receiveUpdates': { body: { receiveUpdates: 'weekly' } },
  // The contact is the route's second record (`names`): the caller's own contact, and another
  // agent's. Each cell gives the valuation away, so they run one at a time and it is put back.
  'PUT /homevalue/{id}/assign/{contactId}': { oneAtATime: true },
  'PUT /homevalue/{id}/confirm': {
    body: { confirmedValue: 950_000, notes: 'Checked.', privateNotes: 'Matrix.' },
    answers: [concurrentWrite],
  },
  'GET /homevalue/agent': {},
  'GET /homevalue/agent/homes': {},
  'POST /homevalue/{id}/claim': {
    params: { id: 'matrix-valuation-client' },
    body: { secret: 'A'.repeat(43) },
    answers: [
      {
        status: 404,
        message: 'There is no valuation with this id.',
        because: 'the sample names a claimed valuation with a made-up secret: the secret decides, never the caller',
      },
    ],
  },
  // The valuation rests on the home's own sale, which a share link's value never does: without a
  // model to value it again without the sale, 503 (own-sale.int.test.ts reads the answer with one).
  'GET /homevalue/shared/{token}': { params: { token: 'matrix-share-token-client-00001' }, answers: [notReady] },
  'GET /homevalue/accuracy': { answers: [notReady] },
  'GET /contacts/search': { query: { q: 'ol' } },
  // Annual reports (issue 17): each persona's valuation has last year's report, with C5000003.
  'POST /homevalue/{id}/report': {
    answers: [
      {
        status: 409,
        message: 'This valuation already has an annual report for this year.',
        because:
          "the owner's agent and the admin make this year's report of the same valuation in cells that run at once",
      },
    ],
  },
  'POST /homevalue/{id}/report/print': {},
  'GET /homevalue/agent/reports': { query: { onlyPrintRequested: 'false' } },
  'GET /homevalue/reports/{id}': {},
  'DELETE /homevalue/reports/{id}': {
    answers: [
      {
        status: 404,
        message: 'There is no annual report with this id.',
        because: "the owner's agent and the admin delete the same report in cells that run at once",
      },
    ],
  },
  // C5000004: sold yesterday in the matrix world.
  'PUT /homevalue/reports/{id}/similarSolds/{mls}': { params: { mls: 'C5000004' } },
  'DELETE /homevalue/reports/{id}/similarSolds/{mls}': { params: { mls: 'C5000003' } },
  'GET /homevalue/contact/reports': {},
};
