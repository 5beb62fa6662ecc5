import type { SeriesKey } from '../../chart-series';
import { gray } from '../../../../ui/theme';

/** Dark enough for the tooltip's text in the series' colour (4.5:1 on white). */
export const seriesColours: Record<SeriesKey, string> = {
  gta: gray[6],
  community: '#4263eb',
  neighbourhood: '#0b7c76',
};

/** The axes' labels, in the theme's dimmed grey (4.5:1 on white). */
export const axisText = gray[6];
