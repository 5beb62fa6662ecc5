import { homeValue } from '@shared/contract/home-value';
import { signedInCaller } from '../../lib/auth/caller';
import { clock } from '../../lib/clock';
import { created, noContent, ok } from '../../lib/http/answers';
import { handle } from '../../lib/http/handle';
import {
  addReportComparable,
  agentReports,
  contactReports,
  createReport,
  readReport,
  removeReport,
  removeReportComparable,
  requestPrint,
} from './reports';

/** `POST /homevalue/{id}/report` ({id}: the valuation). */
export const postReport = handle(homeValue.createReport, async ({ params, caller }) =>
  created(await createReport(params.id, signedInCaller(caller), clock.now())),
);

/** `POST /homevalue/{id}/report/print` ({id}: the report). */
export const postReportPrint = handle(homeValue.requestPrint, async ({ params, caller }) =>
  ok(await requestPrint(params.id, signedInCaller(caller), clock.now())),
);

export const getReportById = handle(homeValue.getReport, async ({ params, caller }) =>
  ok(await readReport(params.id, signedInCaller(caller), clock.now())),
);

export const deleteReportById = handle(homeValue.deleteReport, async ({ params, caller }) => {
  await removeReport(params.id, signedInCaller(caller), clock.now());
  return noContent();
});

export const putReportComparable = handle(homeValue.addComparable, async ({ params, caller }) =>
  ok(await addReportComparable(params.id, params.mls, signedInCaller(caller), clock.now())),
);

export const deleteReportComparable = handle(homeValue.removeComparable, async ({ params, caller }) =>
  ok(await removeReportComparable(params.id, params.mls, signedInCaller(caller), clock.now())),
);

export const getAgentReports = handle(homeValue.agentReports, async ({ query, caller }) =>
  ok(await agentReports(signedInCaller(caller), query.onlyPrintRequested ?? false)),
);

export const getContactReports = handle(homeValue.contactReports, async ({ query, caller }) =>
  ok(await contactReports(signedInCaller(caller), query.userId)),
);
