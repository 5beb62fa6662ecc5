import { soldReportParamsSchema, soldReportQuerySchema } from '@shared/sold-report/queries';
import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { neighbourhoodSales, soldReport } from '../sold-report';

const timeQuery = () => soldReportQuerySchema(() => clock.now());

/** `GET /soldreports/{neighbourhoodId}?time=YYYYMM` (document 1 §7.2); absent `time` is last month. */
export const getSoldReport = endpoint(
  { params: soldReportParamsSchema, query: timeQuery },
  async ({ params, query, caller }) =>
    ok(
      await soldReport({
        neighbourhoodId: params.neighbourhoodId,
        month: query.time,
        signedIn: caller !== null,
        now: clock.now(),
      }),
    ),
);

/**
 * `GET /soldreports/neighbourhoods?time=YYYYMM`: every neighbourhood's sales and average price by
 * type; a visitor's as the month was published.
 */
export const getNeighbourhoodSalesData = endpoint({ query: timeQuery }, async ({ query, caller }) =>
  ok(await neighbourhoodSales({ month: query.time, signedIn: caller !== null, now: clock.now() })),
);
