import {
  agentReportsQuerySchema,
  comparableParamsSchema,
  contactReportsQuerySchema,
  reportParamsSchema,
} from '@shared/annual-report/schemas';
import type { AnnualReport, AnnualReportList } from '@shared/annual-report/types';
import { valuationParamsSchema } from '@shared/home-value/schemas';
import { created, json, noContent, route, type OwnedTarget } from '../route';

/**
 * An annual report named in the path: whoever reaches its valuation (the owner, the owner's
 * agent, an admin) reaches the report, within the route's `access`; anyone else 404.
 */
const report: OwnedTarget = { in: 'path', name: 'id', record: 'report', rule: 'self-or-agent-or-admin', refusal: 404 };
const staff = ['agent', 'admin'] as const;

/** Annual reports (issue 17; shared/annual-report/README.md): agents and admins make and change them, the contact reads their own. */
export const reports = {
  createReport: route({
    method: 'POST',
    path: '/homevalue/{id}/report',
    params: valuationParamsSchema,
    answer: created<AnnualReport>(),
    access: staff,
    owner: { in: 'path', name: 'id', record: 'valuation', rule: 'self-or-agent-or-admin', refusal: 404 },
    spec: '2 §7, 3 §7.1',
  }),
  // {id} is the report's id here (the button is on a report row).
  requestPrint: route({
    method: 'POST',
    path: '/homevalue/{id}/report/print',
    params: reportParamsSchema,
    answer: json<AnnualReport>(),
    access: staff,
    owner: report,
    spec: '2 §7, 3 §7.1',
    note: '{id} is the report id',
  }),
  // The agent's contacts' reports (an admin's: all), found from the token.
  agentReports: route({
    method: 'GET',
    path: '/homevalue/agent/reports',
    query: agentReportsQuerySchema,
    answer: json<AnnualReportList>(),
    access: staff,
    owner: 'caller',
    spec: '2 §7, 3 §7.1',
  }),
  getReport: route({
    method: 'GET',
    path: '/homevalue/reports/{id}',
    params: reportParamsSchema,
    answer: json<AnnualReport>(),
    access: 'signedIn',
    owner: report,
    spec: '2 §7, 3 §7.1',
  }),
  deleteReport: route({
    method: 'DELETE',
    path: '/homevalue/reports/{id}',
    params: reportParamsSchema,
    answer: noContent(),
    access: staff,
    owner: report,
    spec: '2 §7, 3 §7.1',
  }),
  addComparable: route({
    method: 'PUT',
    path: '/homevalue/reports/{id}/similarSolds/{mls}',
    params: comparableParamsSchema,
    answer: json<AnnualReport>(),
    access: staff,
    owner: report,
    spec: '2 §7, 3 §7.1',
  }),
  removeComparable: route({
    method: 'DELETE',
    path: '/homevalue/reports/{id}/similarSolds/{mls}',
    params: comparableParamsSchema,
    answer: json<AnnualReport>(),
    access: staff,
    owner: report,
    spec: '2 §7, 3 §7.1',
  }),
  contactReports: route({
    method: 'GET',
    path: '/homevalue/contact/reports',
    query: contactReportsQuerySchema,
    answer: json<AnnualReportList>(),
    access: 'signedIn',
    owner: { in: 'query', name: 'userId', record: 'user', rule: 'self-or-agent-or-admin', refusal: 403 },
    spec: '2 §7, 3 §7.1',
    note: 'query userId',
  }),
};
