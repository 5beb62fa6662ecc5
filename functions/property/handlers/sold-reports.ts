import { clock } from '../../lib/clock';
import { ok } from '../../lib/http/answers';
import { handle } from '../../lib/http/handle';
import { property } from '@shared/contract/property';
import { neighbourhoodSales, soldReport } from '../sold-report';

/** `GET /soldreports/{neighbourhoodId}?time=YYYYMM` (document 1 §7.2); absent `time` is last month. */
export const getSoldReport = handle(property.soldReport, async ({ params, query, caller }) =>
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
export const getNeighbourhoodSalesData = handle(property.neighbourhoodSales, async ({ query, caller }) =>
  ok(await neighbourhoodSales({ month: query.time, signedIn: caller !== null, now: clock.now() })),
);
