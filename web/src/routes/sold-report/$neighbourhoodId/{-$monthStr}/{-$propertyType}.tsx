import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { isRouteMonth, monthPattern, toRouteMonth } from '@shared/months';
import { isPropertyType, type PropertyType } from '@shared/property-types';
import { useSession } from '../../../../features/auth/hooks/use-session';
import { DeferredFollowButton } from '../../../../features/followings/components/deferred-follow-button';
import { DownloadSoldReportButton } from '../../../../features/sold-report-pdf/components/download-sold-report-button';
import { recordEvent } from '../../../../features/sold-reports/api/record-event';
import { soldReportQueryOptions, useSoldReport } from '../../../../features/sold-reports/api/get-sold-report';
import { ReportNotFound } from '../../../../features/sold-reports/components/report/report-not-found';
import { SoldReportView } from '../../../../features/sold-reports/components/report/sold-report-view';
import { useRecordReportOpen } from '../../../../features/sold-reports/hooks/use-record-report-open';
import { soldReportLink } from '../../../../features/sold-reports/links';
import { reportMonth } from '../../../../features/sold-reports/report-month';
import { reportType } from '../../../../features/sold-reports/report-type';
import { ApiError } from '../../../../lib/api-client';
import { useDocumentTitle } from '../../../../ui/use-document-title';
import { monthLabel } from '@shared/sold-report/month-label';
import { parseParams, textValue } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

interface SoldReportParams {
  neighbourhoodId: string;
  monthStr?: string;
  propertyType?: PropertyType;
}

/**
 * Document 1 §2.1: `/sold-report/{neighbourhoodId}/{monthStr?}/{propertyType?}`, month as
 * `YYYY-M`; `YYYY-MM`, as the product writes months elsewhere, reads as the same month. A month
 * or type the link gets wrong (`2026-13`, `condos`) opens the report on its default month or
 * type, rather than saying the neighbourhood does not exist. The id's rule (a slug,
 * shared/sold-report/queries.ts) is the API's to apply: it answers 400 for a malformed id, which
 * the loader shows as Not Found.
 */
function soldReportParams(raw: Record<string, string | undefined>): SoldReportParams | undefined {
  // `/sold-report/{id}/{type}`: a type where the month would be is read as the type.
  const typeInMonth = raw.monthStr && isPropertyType(raw.monthStr) && !raw.propertyType;
  const month = typeInMonth ? undefined : raw.monthStr;
  const type = typeInMonth ? raw.monthStr : raw.propertyType;
  if (!raw.neighbourhoodId) return undefined;
  const monthStr =
    month === undefined ? undefined : isRouteMonth(month) ? month : isMonth(month) ? toRouteMonth(month) : undefined;
  const propertyType = type !== undefined && isPropertyType(type) ? type : undefined;
  return { neighbourhoodId: raw.neighbourhoodId, monthStr, propertyType };
}

const isMonth = (value: string) => monthPattern.test(value);
// Outside the route's options, so that the params' type is this function's, not inferred from them.
const parseSoldReportParams = parseParams(soldReportParams);

/** A query value as the router parses it (JSON first: `?month=202605` arrives as a number). */
const linkValue = (value: unknown, max: number) => textValue(typeof value === 'number' ? String(value) : value, max);

interface SoldReportSearch {
  email?: string;
  month?: string;
  user?: string;
}

/** A newsletter link's parameters (document 1 §7.4), recorded with openSoldReport. */
const soldReportSearch = (search: Record<string, unknown>): SoldReportSearch => ({
  email: linkValue(search.email, 254),
  month: linkValue(search.month, 16),
  user: linkValue(search.user, 64),
});

/** The API's answer for an id that is not a neighbourhood's: unknown (404) or malformed (400). */
const noSuchNeighbourhood = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || (error.status === 400 && 'neighbourhoodId' in error.fieldErrors()));

/**
 * The report's own address for what the route read: `2026-09` as `2026-9`, a month past today as
 * this one, a month or type the link got wrong left out (a type it got right stays, where the
 * route reads it: `/{id}/2026-13/condo` is `/{id}/condo`). Without a month in the link, the
 * default month is shown and not written.
 */
function reportPath(params: SoldReportParams, now: Date): string {
  const { neighbourhoodId, monthStr, propertyType } = params;
  const parts = monthStr ? [toRouteMonth(reportMonth(monthStr, now)), propertyType] : [propertyType];
  return ['', 'sold-report', neighbourhoodId, ...parts.filter(Boolean)].join('/');
}

export const Route = createFileRoute('/sold-report/$neighbourhoodId/{-$monthStr}/{-$propertyType}')({
  head: () => pageHead('Sold Report'),
  params: { parse: parseSoldReportParams, stringify: (params) => params },
  validateSearch: soldReportSearch,
  // A link written another way is rewritten, before the page draws, to the report it shows: the
  // address bar and a copied link say what is on screen (the newsletter's parameters kept).
  beforeLoad: ({ params, location }) => {
    const path = reportPath(params, new Date());
    if (decodeURI(location.pathname).replace(/\/+$/, '') !== path) {
      throw redirect({ href: `${path}${location.searchStr}`, replace: true });
    }
  },
  loader: async ({ context, params }) => {
    const month = reportMonth(params.monthStr, new Date());
    try {
      await context.queryClient.ensureQueryData(soldReportQueryOptions(params.neighbourhoodId, month));
    } catch (error) {
      if (noSuchNeighbourhood(error)) throw notFound();
      throw error;
    }
  },
  notFoundComponent: ReportNotFound,
  component: SoldReportPage,
});

function SoldReportPage() {
  const params = Route.useParams();
  const { neighbourhoodId, monthStr } = params;
  const propertyType = params.propertyType && isPropertyType(params.propertyType) ? params.propertyType : undefined;
  const link = Route.useSearch();
  const navigate = Route.useNavigate();
  const [now] = useState(() => new Date());
  const month = reportMonth(monthStr, now);
  const { data: answer } = useSoldReport(neighbourhoodId, month);
  const type = reportType(propertyType, answer.reports);
  useDocumentTitle(`${answer.neighbourhood.name} Sold Report, ${monthLabel(month)}`);
  const signedIn = useSession().status === 'signedIn';
  const queryClient = useQueryClient();

  // Month and type changes replace the route: no new history entry (document 1 §2.2).
  const show = (nextMonth: string, nextType: PropertyType | undefined) =>
    void navigate({ ...soldReportLink(neighbourhoodId, nextMonth, nextType), search: {}, replace: true });

  useRecordReportOpen({
    neighbourhoodId,
    month,
    type,
    link,
    // The link's e-mail address has done its job: keep it out of the address bar and shared links.
    onRecorded: () => void navigate({ search: {}, replace: true }),
  });

  // The PDF, for signed-in users only (DECISIONS row 4); each download is an analytics event.
  const download = signedIn ? (
    <DownloadSoldReportButton
      neighbourhoodName={answer.neighbourhood.name}
      month={month}
      now={now}
      loadReport={(pdfMonth) => queryClient.fetchQuery(soldReportQueryOptions(neighbourhoodId, pdfMonth))}
      onDownloaded={(pdfMonth) =>
        recordEvent({
          type: 'downloadSoldReport',
          neighbourhoodId,
          month: pdfMonth,
          propertyType: type,
          path: window.location.pathname,
        })
      }
    />
  ) : undefined;

  return (
    <SoldReportView
      answer={answer}
      month={month}
      type={type}
      now={now}
      onMonthChange={(next) => show(next, propertyType)}
      onTypeChange={(next) => show(month, next)}
      shareUrl={`${window.location.origin}/sold-report/${neighbourhoodId}/${toRouteMonth(month)}/${type}`}
      follow={signedIn ? <DeferredFollowButton neighbourhoodId={neighbourhoodId} /> : undefined}
      download={download}
    />
  );
}
