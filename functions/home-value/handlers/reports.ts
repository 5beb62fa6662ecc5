import {
  agentReportsQuerySchema,
  comparableParamsSchema,
  contactReportsQuerySchema,
  reportParamsSchema,
} from '@shared/annual-report/schemas';
import { valuationParamsSchema } from '@shared/home-value/schemas';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { created, noContent, ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import {
  addReportComparable,
  agentReports,
  contactReports,
  createReport,
  readReport,
  removeReport,
  removeReportComparable,
  requestPrint,
} from '../reports';

/** `POST /homevalue/{id}/report` ({id}: the valuation). */
export const postReport = endpoint({ params: valuationParamsSchema }, async ({ params, caller }) =>
  created(await createReport(params.id, signedInCaller(caller), clock.now())),
);

/** `POST /homevalue/{id}/report/print` ({id}: the report). */
export const postReportPrint = endpoint({ params: reportParamsSchema }, async ({ params, caller }) =>
  ok(await requestPrint(params.id, signedInCaller(caller), clock.now())),
);

export const getReportById = endpoint({ params: reportParamsSchema }, async ({ params, caller }) =>
  ok(await readReport(params.id, signedInCaller(caller), clock.now())),
);

export const deleteReportById = endpoint({ params: reportParamsSchema }, async ({ params, caller }) => {
  await removeReport(params.id, signedInCaller(caller), clock.now());
  return noContent();
});

export const putReportComparable = endpoint({ params: comparableParamsSchema }, async ({ params, caller }) =>
  ok(await addReportComparable(params.id, params.mls, signedInCaller(caller), clock.now())),
);

export const deleteReportComparable = endpoint({ params: comparableParamsSchema }, async ({ params, caller }) =>
  ok(await removeReportComparable(params.id, params.mls, signedInCaller(caller), clock.now())),
);

export const getAgentReports = endpoint({ query: agentReportsQuerySchema }, async ({ query, caller }) =>
  ok(await agentReports(signedInCaller(caller), query.onlyPrintRequested ?? false)),
);

export const getContactReports = endpoint({ query: contactReportsQuerySchema }, async ({ query, caller }) =>
  ok(await contactReports(signedInCaller(caller), query.userId)),
);
