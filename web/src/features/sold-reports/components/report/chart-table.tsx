import { VisuallyHidden } from '@mantine/core';
import {
  basisText,
  pointMonthLabel,
  seriesKeys,
  type ChartMetric,
  type ChartPoint,
  type SeriesKey,
} from '../../chart-series';

export interface ChartTableProps {
  title: string;
  metric: ChartMetric;
  points: readonly ChartPoint[];
  names: Record<SeriesKey, string>;
  averages: Record<SeriesKey, number | null>;
  /** A figure in full, as the chart's tooltip shows it (`$1,234,567`, `12 days`). */
  full: (value: number) => string;
  /** The month still being written, if the chart's last is (pointMonthLabel). */
  toDate: string | null;
}

const figure = (value: number | null, full: (value: number) => string) => (value === null ? '--' : full(value));

/**
 * A chart's figures as a table that only screen readers meet (WCAG 1.1.1): a row per month
 * with the GTA, community and neighbourhood (each with the sales it rests on), and the 12-month
 * figures the dashed lines draw: no such row when the chart draws none (QA L7), '--' for a
 * series without one (none, or withheld from a visitor: the legend's note says which).
 */
export function ChartTable({ title, metric, points, names, averages, full, toDate }: ChartTableProps) {
  const anyAverage = seriesKeys.some((key) => averages[key] !== null);
  return (
    <VisuallyHidden>
      <table>
        <caption>{title} by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {seriesKeys.map((key) => (
              <th key={key} scope="col">
                {names[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row">{pointMonthLabel(point.month, toDate)}</th>
              {seriesKeys.map((key) => {
                const basis = point[key] === null ? null : basisText(point.basis[key], metric);
                return <td key={key}>{basis ? `${figure(point[key], full)} (${basis})` : figure(point[key], full)}</td>;
              })}
            </tr>
          ))}
          {anyAverage && (
            <tr>
              <th scope="row">12-month average</th>
              {seriesKeys.map((key) => (
                <td key={key}>{figure(averages[key], full)}</td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
