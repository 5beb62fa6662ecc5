import { useContactReports } from '../api/report-queries';
import { ReportList } from './report-list';

/**
 * The Insights tab's 'Annual Reports' (document 2 §2): the contact's reports with Edit, Request
 * Print or 'Print Requested', Delete. Edit opens the report through the route's `report`.
 */
export function ContactAnnualReports({ userId, onOpen }: { userId: string; onOpen: (reportId: string) => void }) {
  const list = useContactReports(userId);
  return <ReportList list={list} onEdit={onOpen} showContact={false} />;
}
