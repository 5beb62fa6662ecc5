import { reports } from '@shared/contract/home-value/reports';
import { bind } from '../../lib/http/handle';
import type { Route } from '../../lib/route';
import {
  deleteReportById,
  deleteReportComparable,
  getAgentReports,
  getContactReports,
  getReportById,
  postReport,
  postReportPrint,
  putReportComparable,
} from './handlers';

/** The annual reports' routes: their contract rows (shared/contract/home-value/reports.ts) bound to their handlers. */
export const reportRoutes: Route[] = bind(reports, {
  createReport: postReport,
  requestPrint: postReportPrint,
  agentReports: getAgentReports,
  getReport: getReportById,
  deleteReport: deleteReportById,
  addComparable: putReportComparable,
  removeComparable: deleteReportComparable,
  contactReports: getContactReports,
});
