import { torontoDate } from '@shared/format/dates';
import type { HomeValuation, ReceiveUpdates } from '@shared/home-value/types';
import { homeValueMessages as m } from '@shared/home-value/messages';
import type { ConfirmBody } from '@shared/home-value/schemas';
import { improvementSteps } from '@shared/home-value/improvement-steps';
import { awaitsReview } from '@shared/home-value/review-request';
import type { Caller } from '../lib/auth/caller';
import { verifiedEmail } from '../lib/auth/verified-email';
import { env } from '../lib/env';
import { ConflictError, NotFoundError } from '../lib/errors';
import { createLogger } from '../lib/logger';
import type { OutgoingMail } from '../lib/mail/message';
import { sendMail } from '../lib/mail/send';
import { activeUserExists, agentIdOf, mailLedger, valuationParty, type HomeValueEvent } from '../user/published';
import { reachValuation, type Relation } from './access';
import { moveReportsToOwner } from './reports/report-repository';
import { factsStampOf } from './edited-facts';
import { discussionRequestMail, valuationConfirmedMail } from './valuation-mails';
import type { ValuationRecord } from './valuation-record';
import { replaceValuation } from './valuation-repository';
import { feed } from './valuations';
import { partyView } from './views';

/**
 * The changes to a valuation other than its details (valuations.ts): the owner's update
 * settings and discussion request, the agent's confirmation and assignment. Each reaches the
 * valuation as the caller may, writes it conditional on its version, and records its feed item.
 */
async function change(
  id: string,
  caller: Caller,
  now: Date,
  options: { ownerOnly?: boolean; event?: HomeValueEvent },
  apply: (record: ValuationRecord, relation: Relation) => Promise<Partial<ValuationRecord>> | Partial<ValuationRecord>,
): Promise<{ view: HomeValuation; record: ValuationRecord }> {
  const { record, relation } = await reachValuation(id, caller, options.ownerOnly);
  const updated: ValuationRecord = {
    ...record,
    ...(await apply(record, relation)),
    updatedAt: now.toISOString(),
    version: record.version + 1,
  };
  await replaceValuation(updated);
  if (options.event) await feed(updated.ownerId, options.event, updated, now);
  // An agent who assigned their own valuation to a contact sees it as that contact's agent now.
  const after: Relation =
    updated.ownerId === caller.sub
      ? 'owner'
      : relation === 'owner'
        ? caller.roles.includes('admin')
          ? 'admin'
          : 'agent'
        : relation;
  return { view: await partyView(updated, after, now), record: updated };
}

/** `PUT /homevalue/{id}/receiveUpdates`: the owner's switch and frequency. */
export async function setReceiveUpdates(id: string, value: ReceiveUpdates, caller: Caller, now: Date) {
  return (
    await change(id, caller, now, { ownerOnly: true, event: 'updateFrequence' }, () => ({ receiveUpdates: value }))
  ).view;
}

/**
 * `PUT /homevalue/{id}/confirm`: the agent's value, notes for the owner and private notes. A page
 * opened on other facts than the stored ones, or on another confirmation than the stored one, is
 * refused (409, QA 48b H1): its value was for a home the owner has changed since, or it would
 * silently replace a colleague's value and notes.
 */
export async function confirmValuation(id: string, body: ConfirmBody, caller: Caller, now: Date) {
  let before: ValuationRecord | undefined;
  const confirmed = await change(id, caller, now, { event: 'confirmed' }, (record) => {
    before = record;
    if (body.factsStamp !== undefined && body.factsStamp !== factsStampOf(record.request)) {
      throw new ConflictError(m.factsChangedBeforeConfirm);
    }
    if (body.previousConfirmedAt !== undefined && body.previousConfirmedAt !== (record.confirmedAt ?? null)) {
      throw new ConflictError(m.confirmedElsewhere);
    }
    return {
      confirmed: true,
      confirmedValue: Math.round(body.confirmedValue),
      confirmedAt: now.toISOString(),
      confirmedBy: caller.sub,
      // The work in the value confirmed: page 3 of the report carries it back without it.
      confirmedWork: improvementSteps(record.explanation),
      confirmedFactsStamp: factsStampOf(record.request),
      agentNotes: body.notes,
      privateNotes: body.privateNotes,
    };
  });
  if (newsForOwner(before!, confirmed.record)) await mailConfirmation(confirmed.record, caller, now);
  return confirmed.view;
}

/**
 * Whether a confirmation tells the owner something: a first one, another value or other notes
 * for them, or an answer to the review they asked for. A save of the private notes alone, or the
 * same confirmation saved again, is not mailed (review 77 M3).
 */
function newsForOwner(before: ValuationRecord, after: ValuationRecord): boolean {
  return (
    !before.confirmed ||
    before.confirmedValue !== after.confirmedValue ||
    (before.agentNotes ?? '') !== (after.agentNotes ?? '') ||
    awaitsReview(before)
  );
}

/**
 * Tells the owner their value was confirmed (`valuationConfirmedMail`): not an agent's own home
 * (nor the confirmer's), nor an owner who turned the valuation's updates or all e-mail off. The
 * confirmation stands whatever becomes of the e-mail: a failure is logged.
 */
async function mailConfirmation(record: ValuationRecord, caller: Caller, now: Date) {
  const ownerId = record.ownerId;
  if (!ownerId || ownerId === caller.sub || record.receiveUpdates === 'none') return;
  await sendBeside('The confirmation', record.id, now, async () => {
    const owner = await valuationParty(ownerId, now);
    if (!owner?.receiveEmail || owner.agentId === ownerId) return undefined;
    return valuationConfirmedMail({ record, owner, ownerId, siteUrl: env().SITE_URL });
  });
}

/**
 * Sends the e-mail that goes with a change already saved (`what`: the change, in a log line):
 * the change stands whatever becomes of it, so a failure, the making of the mail included, is
 * logged, never thrown. `make` answers undefined when there is no one to mail.
 */
async function sendBeside(what: string, valuationId: string, now: Date, make: () => Promise<OutgoingMail | undefined>) {
  try {
    const mail = await make();
    if (!mail) return;
    const outcome = await sendMail(mailLedger, mail, now);
    if (outcome.status === 'suppressed') logger.warn(`${what}'s e-mail is suppressed`, { valuationId });
  } catch (error) {
    logger.error(`${what} was saved but its e-mail not sent`, { valuationId, error });
  }
}

/**
 * `PUT /homevalue/{id}/assign/{contactId}` (DECISIONS row 8): the contact owns it from now on.
 * Only the caller's own valuation, one they made for a contact: a contact's own would hand their
 * purchase, improvements and notes to another person, and take it from them (QA 63a H1), so it
 * is 404 as any other. An agent assigns to their own contacts only, an admin to any active user;
 * any other id is 404, whether the user exists or not.
 */
export async function assignValuation(id: string, contactId: string, caller: Caller, now: Date) {
  const contactNotFound = () => new NotFoundError('There is no such contact.');
  const { view } = await change(id, caller, now, { event: 'assigned', ownerOnly: true }, async () => {
    const admin = caller.roles.includes('admin');
    if (!(await activeUserExists(contactId))) throw contactNotFound();
    if (!admin && (await agentIdOf(contactId)) !== caller.sub) throw contactNotFound();
    return { ownerId: contactId };
  });
  // Its annual reports are the new owner's too: their list finds them.
  await moveReportsToOwner(id, contactId);
  return view;
}

const logger = createLogger('home-value');

/**
 * `POST /homevalue/{id}/discussion`: the owner's "Next" (DECISIONS row 6). Records the request
 * (the agent's confirmation requests list it), then e-mails the owner's agent a link to review
 * it, once a valuation and day; a request still waiting is left as it is. Without an agent (or when the owner is their own agent) the
 * request is only recorded. The request stands whatever becomes of the e-mail: a refusal is
 * logged, and the agent still finds it on the dashboard.
 */
export async function requestDiscussion(id: string, caller: Caller, now: Date) {
  // Asked again while the first request waits on the agent: it stands, dated the day it was made
  // (the owner's pages say so), and the agent gets no second e-mail (QA 70a M1: each press moved
  // the date on the agent's list, and another day's press mailed them again).
  const reached = await reachValuation(id, caller, true);
  if (awaitsReview(reached.record)) {
    return { view: await partyView(reached.record, reached.relation, now), record: reached.record };
  }
  const changed = await change(id, caller, now, { ownerOnly: true }, () => ({
    discussionRequestedAt: now.toISOString(),
  }));
  const { record } = changed;
  const party = await valuationParty(caller.sub, now);
  if (!party?.agent || party.agentId === caller.sub) return changed;
  const agent = party.agent;
  await sendBeside('The review request', id, now, async () =>
    discussionRequestMail({
      record,
      owner: party,
      ownerEmail: verifiedEmail(caller),
      agent,
      day: torontoDate(now),
      siteUrl: env().SITE_URL,
    }),
  );
  return changed;
}
