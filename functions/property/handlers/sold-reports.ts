import { addMonths, currentMonth, toApiTime, type Month } from '@shared/months';
import { isPropertyType } from '@shared/property-types';
import { anonymousTypeSales } from '@shared/sold-report/anonymous';
import type { NeighbourhoodSalesAnswer } from '@shared/sold-report/types';
import { soldReportParamsSchema, soldReportQuerySchema } from '@shared/sold-report/queries';
import { clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { ok } from '../../lib/http/answers';
import { endpoint } from '../../lib/http/endpoint';
import { communityArea, gtaArea, neighbourhoodArea } from '../keys';
import { neighbourhoodDirectory } from '../neighbourhood-directory';
import { soldReportAnswer } from '../sold-report';
import { getNeighbourhoodSales, getSoldReportParts } from '../sold-report-repository';

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
    const parts = await getSoldReportParts(
      neighbourhoodArea(neighbourhood.id),
      communityArea(neighbourhood.community),
      gtaArea,
      month,
    );
    return ok(soldReportAnswer(neighbourhood, month, parts, caller !== null));
  },
);

/**
 * `GET /soldreports/neighbourhoods?time=YYYYMM`: every neighbourhood's sales and average price by
 * type. A visitor gets them masked with the decisions stored in the same item.
 */
export const getNeighbourhoodSalesData = endpoint({ query: timeQuery }, async ({ query, caller }) => {
  const month = monthOrLast(query.time);
  const document = await getNeighbourhoodSales(month);
  const neighbourhoods: NeighbourhoodSalesAnswer['neighbourhoods'] = {};
  for (const [id, byType] of Object.entries(document?.neighbourhoods ?? {})) {
    const visible = document?.visibleToVisitors?.[id];
    neighbourhoods[id] = caller
      ? byType
      : Object.fromEntries(
          Object.entries(byType).flatMap(([type, sales]) =>
            isPropertyType(type) ? [[type, anonymousTypeSales(sales, type, visible)]] : [],
          ),
        );
  }
  const answer: NeighbourhoodSalesAnswer = { time: toApiTime(month), neighbourhoods };
  return ok(answer);
});
