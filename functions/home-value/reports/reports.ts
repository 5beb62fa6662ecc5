import { randomBytes } from 'node:crypto';
import { comparablesInOrder } from '@shared/annual-report/comparables';
import { torontoDate } from '@shared/format/dates';
import { listingLastSale } from '@shared/home-value/last-sale';
import type { LastListing } from '@shared/home-value/types';
import {
  annualReportMessages as m,
  maxComparables,
  type AnnualReport,
  type AnnualReportList,
} from '@shared/annual-report/types';
import type { Caller } from '../../lib/auth/caller';
import { env } from '../../lib/env';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { MailNotSentError, MailOutcomeUnknownError, sendMail } from '../../lib/mail/send';
import { listingSummariesByMls } from '../../property/published';
import {
  agentIdOf,
  contactDetails,
  mailLedger,
  recordHomeValueEvent,
  valuationParty,
  type HomeValueEvent,
} from '../../user/published';
import { reachValuation, type Relation } from '../access';
import { printRequestMail } from './report-mails';
import { nearbyActives, proposedComparables, reportPropertyOf } from './report-properties';
import type { ReportRecord } from './report-record';
import {
  addComparable,
  allReports,
  claimPrintRequest,
  deleteReport,
  getReport,
  putNewReport,
  releasePrintRequest,
  removeComparableAt,
  reportsOfOwner,
} from './report-repository';
import { reportListItem, reportView } from './report-views';
import { getValuation } from '../valuation-repository';
import type { ValuationRecord } from '../valuation-record';

const logger = createLogger('home-value');
export const reportNotFound = () => new NotFoundError(m.notFound);
const newId = () => randomBytes(12).toString('base64url');

/**
 * The report `id`, its valuation and how the caller stands to it: whoever reaches the
 * valuation (its owner, the owner's agent, an admin) reaches its reports; anyone else gets the
 * same 404 as for an id that does not exist. The route's `access` decides who may change one.
 */
async function reachReport(
  id: string,
  caller: Caller,
): Promise<{ report: ReportRecord; valuation: ValuationRecord; relation: Relation }> {
  const report = await getReport(id);
  if (!report) throw reportNotFound();
  try {
    const { record, relation } = await reachValuation(report.valuationId, caller);
    return { report, valuation: record, relation };
  } catch (error) {
    if (error instanceof NotFoundError) throw reportNotFound();
    throw error;
  }
}

async function view(report: ReportRecord, valuation: ValuationRecord, relation: Relation, now: Date) {
  const party = valuation.ownerId ? await valuationParty(valuation.ownerId, now) : undefined;
  return reportView(report, valuation, relation, party, now);
}

/** The report as stored now (after a write), or 404 when it was deleted meanwhile. */
async function fresh(id: string): Promise<ReportRecord> {
  const report = await getReport(id);
  if (!report) throw reportNotFound();
  return report;
}

async function feed(event: HomeValueEvent, report: ReportRecord, valuation: ValuationRecord, now: Date) {
  const ownerId = valuation.ownerId ?? report.ownerId;
  try {
    await recordHomeValueEvent(
      ownerId,
      event,
      { address: valuation.displayAddress, valuationId: valuation.id, reportId: report.id },
      now,
    );
  } catch (error) {
    logger.warn('The report changed but its feed item was not written', { error, reportId: report.id, event });
  }
}

/**
 * The listing whose summary, photos and description describe the home (issue 25 "Sales are
 * sales"): its last listing, unless that was for lease, then its last sale's; a home only
 * ever leased keeps its lease listing, without the lease's advert.
 */
function describingListing(listing: LastListing | undefined): { mls: string; advert?: 'lease' } | undefined {
  if (!listing) return undefined;
  if (listing.status !== 'forLease' && listing.status !== 'leased') return { mls: listing.mls };
  const sale = listingLastSale(listing);
  return sale ? { mls: sale.mls } : { mls: listing.mls, advert: 'lease' };
}

/**
 * `POST /homevalue/{id}/report` ({id}: the valuation): the valuation's report of this
 * (Toronto) calendar year, with the model's nearest recent sales as its comparables, up to 5
 * active listings nearby and the home's own listing; 409 when the year has one already.
 */
export async function createReport(valuationId: string, caller: Caller, now: Date): Promise<AnnualReport> {
  const { record: valuation, relation } = await reachValuation(valuationId, caller);
  const today = torontoDate(now);
  const subjectMls = valuation.lastListing?.mls;
  const describing = describingListing(valuation.lastListing);
  const [proposed, similarActives, subject] = await Promise.all([
    proposedComparables(valuation, today),
    nearbyActives(valuation, now, subjectMls),
    describing ? listingSummariesByMls([describing.mls], today) : undefined,
  ]);
  const found = describing ? subject?.get(describing.mls) : undefined;
  // A lease's advert ("Available for lease; tenant pays hydro.") is no description of an owner's home.
  const own = found && describing?.advert === 'lease' ? { ...found, description: undefined } : found;
  const propertyDetails = own && {
    summary: reportPropertyOf(own.summary),
    photos: own.photos,
    ...(own.description && { description: own.description }),
  };
  // Stored in the order they are read, as each answer orders them (`reportView`, after an add too).
  const similarSolds = comparablesInOrder({
    homeValue: valuation,
    location: valuation.location,
    propertyDetails,
    similarSolds: proposed,
  });
  const report: ReportRecord = {
    id: newId(),
    valuationId: valuation.id,
    year: Number(today.slice(0, 4)),
    createdAt: now.toISOString(),
    createdBy: caller.sub,
    ownerId: valuation.ownerId!,
    ...(subjectMls && { subjectMls }),
    ...(propertyDetails && { propertyDetails }),
    similarSolds,
    comparableIds: similarSolds.map((p) => p.mls),
    similarActives,
    valueAtReport: valuation.instanceValue,
  };
  if (!(await putNewReport(report))) throw new ConflictError(m.oneAYear);
  await feed('annualReportCreated', report, valuation, now);
  return view(report, valuation, relation, now);
}

/** `GET /homevalue/reports/{id}`: the contact (read only), their agent, admins. */
export async function readReport(id: string, caller: Caller, now: Date): Promise<AnnualReport> {
  const { report, valuation, relation } = await reachReport(id, caller);
  return view(report, valuation, relation, now);
}

/** `DELETE /homevalue/reports/{id}`: the year is free again for a new report. */
export async function removeReport(id: string, caller: Caller, now: Date): Promise<void> {
  const { report, valuation } = await reachReport(id, caller);
  await deleteReport(report);
  await feed('annualReportDeleted', report, valuation, now);
}

/**
 * A listing number as an agent types it: the board's are capitals and digits, and the property
 * page finds one typed in lower case (`property-details.ts`); the report's routes read it the same
 * way (QA 36 L10: 'c6054499' was a 404 here).
 */
const sameNumber = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

async function listingNamed(mls: string, today: string) {
  const exact = (await listingSummariesByMls([mls], today)).get(mls);
  if (exact || mls === mls.toUpperCase()) return exact;
  return (await listingSummariesByMls([mls.toUpperCase()], today)).get(mls.toUpperCase());
}

/**
 * `PUT /homevalue/reports/{id}/similarSolds/{mls}`: adds a sold listing (not the home itself)
 * as a comparable, in one conditional write: never more than 5, even when adds race (the
 * loser gets 409). One already there: the report unchanged.
 */
export async function addReportComparable(id: string, typed: string, caller: Caller, now: Date): Promise<AnnualReport> {
  const { report, valuation, relation } = await reachReport(id, caller);
  const mls = report.comparableIds.find((held) => sameNumber(held, typed)) ?? typed;
  if (report.comparableIds.includes(mls)) return view(report, valuation, relation, now);
  if ([report.subjectMls, valuation.lastListing?.mls].some((home) => home !== undefined && sameNumber(home, mls))) {
    throw new ValidationError([{ field: 'mls', message: m.sameHome }]);
  }
  const listing = await listingNamed(mls, torontoDate(now));
  if (!listing) throw new NotFoundError('There is no listing with this MLS number.');
  if (listing.summary.status !== 'sold') throw new ValidationError([{ field: 'mls', message: m.notASale }]);
  const added = await addComparable(report, reportPropertyOf(listing.summary), now.toISOString());
  const after = await fresh(id);
  if (!added && !after.comparableIds.includes(listing.summary.mls)) {
    if (after.comparableIds.length >= maxComparables) throw new ConflictError(m.tooManyComparables);
    throw new ConflictError('The annual report changed meanwhile. Please try again.');
  }
  return view(after, valuation, relation, now);
}

/** `DELETE /homevalue/reports/{id}/similarSolds/{mls}`: one absent leaves the report unchanged. */
export async function removeReportComparable(
  id: string,
  mls: string,
  caller: Caller,
  now: Date,
): Promise<AnnualReport> {
  const reached = await reachReport(id, caller);
  const { valuation, relation } = reached;
  let report = reached.report;
  // A concurrent change moves the list: read again and retry a few times.
  for (let attempt = 0; attempt < 5; attempt++) {
    const index = report.comparableIds.findIndex((held) => sameNumber(held, mls));
    if (index < 0) return view(report, valuation, relation, now);
    if (await removeComparableAt(report, index, report.comparableIds[index]!, now.toISOString())) {
      return view(await fresh(id), valuation, relation, now);
    }
    report = await fresh(id);
  }
  throw new ConflictError('The annual report changed meanwhile. Please try again.');
}

/**
 * `POST /homevalue/{id}/report/print` ({id}: the report): sets `printRequestAt` once and, the
 * first time, e-mails the print desk. A later request sends nothing and answers the report.
 * The e-mail's people are read before the claim, so a failed read claims nothing. When the
 * e-mail is not sent (SES refuses it, or anything else fails before it goes), the claim is
 * given back and the call fails (the agent may ask again); when SES's answer never came, the
 * e-mail may have gone: the request stands.
 */
export async function requestPrint(id: string, caller: Caller, now: Date): Promise<AnnualReport> {
  const { report, valuation, relation } = await reachReport(id, caller);
  if (report.printRequestAt) return view(report, valuation, relation, now);
  const [requester, contact] = await Promise.all([
    valuationParty(caller.sub, now),
    valuation.ownerId ? valuationParty(valuation.ownerId, now) : undefined,
  ]);
  const at = now.toISOString();
  if (!(await claimPrintRequest(report, at))) return view(await fresh(id), valuation, relation, now);
  try {
    const mail = printRequestMail({
      report,
      valuation,
      requester: requester ?? { firstName: '', lastName: '', ...(caller.email && { email: caller.email }) },
      contact,
      printDesk: env().PRINT_DESK_EMAIL,
      siteUrl: env().SITE_URL,
    });
    const outcome = await sendMail(mailLedger, mail, now);
    if (outcome.status === 'suppressed') throw new MailNotSentError('The print desk address is suppressed.');
    if (outcome.status === 'duplicate') logger.warn('The print request e-mail was claimed before', { reportId: id });
  } catch (error) {
    if (error instanceof MailOutcomeUnknownError) {
      logger.error('The print request e-mail may not have gone out', { reportId: id, error });
    } else {
      await releasePrintRequest(report, at);
      logger.error('The print request e-mail was not sent; the request is given back', { reportId: id, error });
      throw new ServiceUnavailableError(m.printFailed, { cause: error });
    }
  }
  await feed('annualReportPrintRequested', report, valuation, now);
  return view(await fresh(id), valuation, relation, now);
}

/** The list rows of these reports whose valuation still belongs to an owner `admit` accepts. */
async function listOf(
  reports: ReportRecord[],
  admit: (ownerId: string, agentId: () => Promise<string | undefined>) => Promise<boolean> | boolean,
): Promise<AnnualReportList> {
  const valuations = new Map<string, Promise<ValuationRecord | undefined>>();
  const owners = new Map<string, Promise<{ name?: { firstName: string; lastName: string }; agentId?: string }>>();
  const ownerOf = (ownerId: string) => {
    if (!owners.has(ownerId)) {
      owners.set(
        ownerId,
        Promise.all([contactDetails(ownerId), agentIdOf(ownerId)]).then(([details, agentId]) => ({
          ...(details && { name: { firstName: details.firstName, lastName: details.lastName } }),
          ...(agentId && { agentId }),
        })),
      );
    }
    return owners.get(ownerId)!;
  };
  const rows = await Promise.all(
    reports.map(async (report) => {
      if (!valuations.has(report.valuationId)) valuations.set(report.valuationId, getValuation(report.valuationId));
      const valuation = await valuations.get(report.valuationId);
      if (!valuation?.ownerId) return undefined;
      const ownerId = valuation.ownerId;
      if (!(await admit(ownerId, async () => (await ownerOf(ownerId)).agentId))) return undefined;
      return reportListItem(report, valuation, (await ownerOf(ownerId)).name);
    }),
  );
  return { items: rows.filter((row) => row !== undefined) };
}

/**
 * `GET /homevalue/agent/reports?onlyPrintRequested=`: the reports of the agent's current
 * contacts and their own valuations (an admin's: every report), newest first; with `onlyPrintRequested`, those whose
 * print was requested.
 */
export async function agentReports(caller: Caller, onlyPrintRequested: boolean): Promise<AnnualReportList> {
  const admin = caller.roles.includes('admin');
  const reports = (await allReports()).filter((r) => !onlyPrintRequested || r.printRequestAt);
  // An agent's own valuations count too: an agent without an agent is their own (DECISIONS row 4).
  return listOf(
    reports,
    async (ownerId, agentId) => admin || ownerId === caller.sub || (await agentId()) === caller.sub,
  );
}

/** `GET /homevalue/contact/reports?userId=`: the contact, their agent or an admin (403 for anyone else). */
export async function contactReports(caller: Caller, userId: string): Promise<AnnualReportList> {
  const allowed =
    userId === caller.sub ||
    caller.roles.includes('admin') ||
    (caller.roles.includes('agent') && (await agentIdOf(userId)) === caller.sub);
  if (!allowed) throw new ForbiddenError('This user is not your contact.');
  if (!(await contactDetails(userId))) throw new NotFoundError('There is no such user.');
  return listOf(await reportsOfOwner(userId), (ownerId) => ownerId === userId);
}
