import type { OwnedTarget, Route } from '../lib/route';
import {
  deleteValuationById,
  getAccuracy,
  getAddressComplete,
  getAgentValuations,
  getChart,
  getLastListing,
  getMyValuations,
  getSharedValuation,
  getSimilarSolds,
  getValuationById,
  postClaim,
  postDiscussion,
  postValuation,
  putAssign,
  putConfirm,
  putReceiveUpdates,
  putValuation,
} from './handlers/valuations';
import {
  deleteReportById,
  deleteReportComparable,
  getAgentReports,
  getContactReports,
  getReportById,
  postReport,
  postReportPrint,
  putReportComparable,
} from './handlers/reports';

/** A valuation named in the path: its owner, the owner's agent or an admin; anyone else 404. */
const valuation = (rule: OwnedTarget['rule']): OwnedTarget => ({
  in: 'path',
  name: 'id',
  record: 'valuation',
  rule,
  refusal: 404,
});

/**
 * An annual report named in the path: whoever reaches its valuation (the owner, the owner's
 * agent, an admin) reaches the report, within the route's `access`; anyone else 404.
 */
const report: OwnedTarget = {
  in: 'path',
  name: 'id',
  record: 'report',
  rule: 'self-or-agent-or-admin',
  refusal: 404,
};

/** The home-value service's route table (document 3 §7.1; README.md here). */
export const routes: Route[] = [
  { method: 'GET', path: '/addressComplete', access: 'public', owner: 'none', handler: getAddressComplete },
  { method: 'GET', path: '/homevalue/lastlisting', access: 'optional', owner: 'none', handler: getLastListing },
  // Anyone may ask for a valuation (document 3 §6); a visitor's is theirs through its claim secret.
  { method: 'POST', path: '/homevalue', access: 'optional', owner: 'caller', handler: postValuation },
  { method: 'GET', path: '/homevalue', access: 'signedIn', owner: 'caller', handler: getMyValuations },
  // Public, read-only, by what the link carries: no owner, purchase facts or notes.
  { method: 'GET', path: '/homevalue/shared/{token}', access: 'public', owner: 'none', handler: getSharedValuation },
  { method: 'GET', path: '/homevalue/accuracy', access: 'public', owner: 'none', handler: getAccuracy },
  {
    method: 'GET',
    path: '/homevalue/agent',
    access: ['agent', 'admin'],
    owner: { in: 'query', name: 'userId', record: 'user', rule: 'agent-or-admin', refusal: 403 },
    handler: getAgentValuations,
  },
  {
    method: 'GET',
    path: '/homevalue/{id}',
    access: 'signedIn',
    owner: valuation('self-or-agent-or-admin'),
    handler: getValuationById,
  },
  {
    method: 'PUT',
    path: '/homevalue/{id}',
    access: 'signedIn',
    owner: valuation('self-or-agent-or-admin'),
    handler: putValuation,
  },
  // Remove Valuation, Next and the update e-mails' frequency are the owner's (document 3 §6).
  {
    method: 'DELETE',
    path: '/homevalue/{id}',
    access: 'signedIn',
    owner: valuation('self'),
    handler: deleteValuationById,
  },
  {
    method: 'POST',
    path: '/homevalue/{id}/discussion',
    access: 'signedIn',
    owner: valuation('self'),
    handler: postDiscussion,
  },
  {
    method: 'PUT',
    path: '/homevalue/{id}/receiveUpdates',
    access: 'signedIn',
    owner: valuation('self'),
    handler: putReceiveUpdates,
  },
  {
    method: 'GET',
    path: '/homevalue/{id}/chart',
    access: 'signedIn',
    owner: valuation('self-or-agent-or-admin'),
    handler: getChart,
  },
  {
    method: 'GET',
    path: '/homevalue/{id}/similarSolds',
    access: 'signedIn',
    owner: valuation('self-or-agent-or-admin'),
    handler: getSimilarSolds,
  },
  // Agents and admins (DECISIONS row 9): a valuation they own or of their contact.
  {
    method: 'PUT',
    path: '/homevalue/{id}/assign/{contactId}',
    access: ['agent', 'admin'],
    owner: valuation('self-or-agent-or-admin'),
    // The contact: the agent's own (a client-only user), anyone for an admin; else 404.
    names: { in: 'path', name: 'contactId', record: 'user', rule: 'agent-or-admin', refusal: 404 },
    handler: putAssign,
  },
  {
    method: 'PUT',
    path: '/homevalue/{id}/confirm',
    access: ['agent', 'admin'],
    owner: valuation('self-or-agent-or-admin'),
    handler: putConfirm,
  },
  // Annual reports (issue 17; shared/annual-report/README.md): agents and admins make and
  // change them, the contact reads their own.
  {
    method: 'POST',
    path: '/homevalue/{id}/report',
    access: ['agent', 'admin'],
    owner: valuation('self-or-agent-or-admin'),
    handler: postReport,
  },
  // {id} is the report's id here (the button is on a report row).
  {
    method: 'POST',
    path: '/homevalue/{id}/report/print',
    access: ['agent', 'admin'],
    owner: report,
    handler: postReportPrint,
  },
  // The agent's contacts' reports (an admin's: all), found from the token.
  {
    method: 'GET',
    path: '/homevalue/agent/reports',
    access: ['agent', 'admin'],
    owner: 'caller',
    handler: getAgentReports,
  },
  { method: 'GET', path: '/homevalue/reports/{id}', access: 'signedIn', owner: report, handler: getReportById },
  {
    method: 'DELETE',
    path: '/homevalue/reports/{id}',
    access: ['agent', 'admin'],
    owner: report,
    handler: deleteReportById,
  },
  {
    method: 'PUT',
    path: '/homevalue/reports/{id}/similarSolds/{mls}',
    access: ['agent', 'admin'],
    owner: report,
    handler: putReportComparable,
  },
  {
    method: 'DELETE',
    path: '/homevalue/reports/{id}/similarSolds/{mls}',
    access: ['agent', 'admin'],
    owner: report,
    handler: deleteReportComparable,
  },
  {
    method: 'GET',
    path: '/homevalue/contact/reports',
    access: 'signedIn',
    owner: { in: 'query', name: 'userId', record: 'user', rule: 'self-or-agent-or-admin', refusal: 403 },
    handler: getContactReports,
  },
  // The secret decides, not an owner: a wrong one is 404 like an unknown id.
  { method: 'POST', path: '/homevalue/{id}/claim', access: 'signedIn', owner: 'none', handler: postClaim },
];
