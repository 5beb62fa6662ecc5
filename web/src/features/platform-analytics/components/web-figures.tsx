import { SimpleGrid } from '@mantine/core';
import type { WebAnalyticsFigures } from '@shared/analytics';
import { averageSessionDuration, formatCount, mobileShare, pagesPerSession } from '../analytics-figures';
import { FigureCard } from './figure-card';

/**
 * The web analytics block (document 2 §2): Visitors, Logins, From mobile, Avg session duration
 * (whole minutes), Pages visited on avg. Without figures (loading or failed) the cards stay empty.
 */
export function WebFigures({ figures, loading }: { figures: WebAnalyticsFigures | undefined; loading: boolean }) {
  const show = (value: (f: WebAnalyticsFigures) => string) => (figures ? value(figures) : undefined);
  return (
    // Columns by the room the block has (a container query, in rem: it follows the reader's text
    // size), each card at least 9rem so that "39,446" is never cut off: one on a 320 px phone, two,
    // three, then all five, never four and one alone.
    <SimpleGrid type="container" cols={{ base: 1, '18.75rem': 2, '28.5rem': 3, '48rem': 5 }} spacing="sm">
      {/* Visitors are counted a day at a time (a daily salt, no one followed across days): the
          figure says it is their sum, not a count of people. */}
      <FigureCard
        label="Visitors"
        loading={loading}
        value={show((f) => formatCount(f.visitors))}
        caption={figures && 'Daily visitors, added up'}
      />
      <FigureCard label="Logins" loading={loading} value={show((f) => formatCount(f.logins))} />
      <FigureCard
        label="From mobile"
        loading={loading}
        value={show(mobileShare)}
        caption={
          figures && `${formatCount(figures.mobileSessionNumber)} of ${formatCount(figures.sessionNumber)} sessions`
        }
      />
      <FigureCard label="Avg session duration" loading={loading} value={show(averageSessionDuration)} />
      <FigureCard label="Pages visited on avg" loading={loading} value={show(pagesPerSession)} />
    </SimpleGrid>
  );
}
