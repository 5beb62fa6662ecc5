import type { Month } from '@shared/months';
import { gtaArea, type AreaKey } from '../../keys';
import {
  getMonthPublications,
  getVisitorSeries,
  publishMonthOnce,
  putVisitorSeries,
  replacePublication,
} from '../../sold-report-repository';
import type { MonthPublicationDocument } from '../../sold-report-documents';
import type { SoldReportTallies } from './aggregate';
import {
  monthPublication,
  publicationVersion,
  visitorSeriesOf,
  visitorSeriesVersion,
  withDomChecked,
} from './publication';
import { createVisitorDecisions } from './visitors';

/** Publications written at a time: each is one large item. */
const parallelPuts = 4;

/**
 * Publishes for visitors each closed month of the data that is not yet published, once
 * (DECISIONS row 34), and then writes every area's visitor series again from the stored
 * publications (also when the series are of an older shape). A month is published by the first run after it closes (the 1st, or the first
 * run after missed ones; on a first run, every closed month of the data), whatever the run was
 * asked to rebuild: `--all`, `--month`, an import or a new documents version rebuild the
 * signed-in figures only. Which months are published is read from the GTA's visitor series,
 * written last; a publication that already exists is kept, never replaced.
 */
export async function publishClosedMonths(
  tallies: SoldReportTallies,
  options: { areas: AreaKey[]; dataMonths: Month[]; monthToDate: Month; now: Date },
): Promise<{ published: Month[]; series: number }> {
  const gta = await getVisitorSeries(gtaArea);
  const listed = Object.keys(gta?.months ?? {}).sort() as Month[];
  const due = options.dataMonths.filter((month) => month < options.monthToDate && !gta?.months[month]);
  const current = gta?.version === visitorSeriesVersion;
  if (due.length === 0 && (current || listed.length === 0)) return { published: [], series: 0 };

  const visibleIn = createVisitorDecisions(tallies, options.monthToDate);
  const publishedAt = options.now.toISOString();
  const stored: Awaited<ReturnType<typeof publishMonthOnce>>[] = [];
  for (let start = 0; start < due.length; start += parallelPuts) {
    const round = due
      .slice(start, start + parallelPuts)
      .map((month) => publishMonthOnce(monthPublication(tallies, options.areas, month, visibleIn(month), publishedAt)));
    stored.push(...(await Promise.all(round)));
  }
  // Published under an earlier rule (DECISIONS row 35): checked once, in place. Those of the
  // series, and a month due whose publication a run that stopped before the series had stored.
  const checkedNow = async (publication: MonthPublicationDocument) => {
    if (publication.version === publicationVersion) return publication;
    const checked = withDomChecked(publication, tallies, visibleIn(publication.month));
    await replacePublication(checked);
    return checked;
  };
  const earlier = await Promise.all((await getMonthPublications(listed)).map(checkedNow));
  const closed = await Promise.all(stored.map((s) => (s.published ? s.document : checkedNow(s.document))));
  const series = await putVisitorSeries(
    visitorSeriesOf([...earlier, ...closed], {
      ...(tallies.firstDate && { dataFrom: tallies.firstDate }),
      ...(tallies.wholeFrom && { wholeFrom: tallies.wholeFrom }),
    }),
  );
  return { published: stored.filter((s) => s.published).map((s) => s.document.month), series };
}
