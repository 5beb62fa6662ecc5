import { addMonths, currentMonth, type Month } from '@shared/months';
import { soldReportParamsSchema, soldReportQuerySchema } from '@shared/sold-report/queries';
import { clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { neighbourhoodDirectory } from '../neighbourhood-directory';
import { neighbourhoodSalesAnswer, soldReport } from '../sold-report';
import { getNeighbourhoodSales } from '../sold-report-repository';

const timeQuery = () => soldReportQuerySchema(() => clock.now());
/** Absent `time` means last month, the month the screens open on (document 1 §4.1). */
const monthOrLast = (time: Month | undefined) => time ?? addMonths(currentMonth(clock.now()), -1);

/** `GET /soldreports/{neighbourhoodId}?time=YYYYMM` (document 1 §7.2). */
export const getSoldReport = endpoint(
  { params: soldReportParamsSchema, query: timeQuery },
  async ({ params, query, caller }) => {
    const neighbourhood = (await neighbourhoodDirectory()).byId.get(params.neighbourhoodId);
    if (!neighbourhood) throw new NotFoundError(`There is no neighbourhood ${params.neighbourhoodId}.`);
    const month = monthOrLast(query.time);
    return ok(await soldReport(neighbourhood, month, caller !== null, currentMonth(clock.now())));
  },
);

/**
 * `GET /soldreports/neighbourhoods?time=YYYYMM`: every neighbourhood's sales and average price by
 * type; a visitor's as the month was published.
 */
export const getNeighbourhoodSalesData = endpoint({ query: timeQuery }, async ({ query, caller }) => {
  const month = monthOrLast(query.time);
  const documents = await getNeighbourhoodSales(month, { visitor: caller === null });
  return ok(neighbourhoodSalesAnswer(month, documents, caller !== null));
});
