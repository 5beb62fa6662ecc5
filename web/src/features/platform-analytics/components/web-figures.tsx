import type { WebAnalyticsFigures } from '@shared/analytics';
import { averageSessionDuration, formatCount, mobileShare, pagesPerSession } from '../analytics-figures';
import { FitGrid } from '../../../ui/fit-grid';
import { FigureCard } from './figure-card';

/**
 * The web analytics block (document 2 §2): Visitors, Logins, From mobile, Avg session duration
 * (whole minutes), Pages visited on avg. Without figures (loading or failed) the cards stay empty.
 */
export function WebFigures({ figures, loading }: { figures: WebAnalyticsFigures | undefined; loading: boolean }) {
  const show = (value: (f: WebAnalyticsFigures) => string) => (figures ? value(figures) : undefined);
  return (
    // One column on a 320 px phone, five on a wide screen.
    <FitGrid min="8.5rem">
      <FigureCard label="Visitors" loading={loading} value={show((f) => formatCount(f.visitors))} />
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
    </FitGrid>
  );
}
