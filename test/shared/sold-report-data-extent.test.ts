import { describe, expect, it } from 'vitest';
import { dataExtentNote, isBeforeData, withinData } from '@shared/sold-report/data-extent';
import { completeMonth, completeTypeReports } from '@shared/sold-report/tally';
import type { SoldReportAnswer } from '@shared/sold-report/types';

/** QA 44 M1: a report says no more than the data, which the seed begins on 2021-12-03. */
const answerOf = (time: string, soldNumber: number, soldNumberLastYear: number): SoldReportAnswer => {
  const reports = completeTypeReports(`${time.slice(0, 4)}-${time.slice(4)}`, undefined);
  reports.detatched = { ...reports.detatched, soldNumber, soldNumberLastYear, averagePrice: 1_000_000 };
  const statistics = { '2021-11': completeMonth(undefined), '2021-12': completeMonth(undefined) };
  return {
    time,
    neighbourhood: { id: 'n', name: 'N', community: 'C' },
    reports,
    statistics,
    communityStatistics: statistics,
    neighbourhoodStatistics: statistics,
  };
};

describe('a sold report within the data', () => {
  it('has no figures for a month before the data, not zeros, and its charts none before it either', () => {
    const answer = withinData(answerOf('202006', 0, 0), '2021-12-03');

    expect(answer.dataFrom).toBe('2021-12-03');
    expect(answer.reports.detatched).toMatchObject({ soldNumber: null, averagePrice: null, soldNumberLastYear: null });
    expect(answer.statistics['2021-11']!.condo.soldNumber).toBeNull();
    expect(answer.statistics['2021-12']!.condo.soldNumber).toBe(0);
  });

  it('keeps the first month’s own figures, and compares no later month with a first month begun after its 1st', () => {
    expect(withinData(answerOf('202112', 234, 0), '2021-12-03').reports.detatched).toMatchObject({
      soldNumber: 234,
      soldNumberLastYear: null,
    });
    // December 2022 against the 4 weeks of December 2021 had read +67%.
    expect(withinData(answerOf('202212', 25, 15), '2021-12-03').reports.detatched).toMatchObject({
      soldNumber: 25,
      soldNumberLastYear: null,
    });
    // Begun on the 1st, the first month is whole.
    expect(withinData(answerOf('202212', 25, 15), '2021-12-01').reports.detatched.soldNumberLastYear).toBe(15);
    expect(withinData(answerOf('202301', 25, 15), '2021-12-03').reports.detatched.soldNumberLastYear).toBe(15);
  });

  it('says where the data begins when it matters to the month', () => {
    expect(dataExtentNote('2020-06', '2021-12-03')).toBe(
      'Our sales records begin on 2021-12-03: there are no figures for June 2020.',
    );
    expect(dataExtentNote('2021-12', '2021-12-03')).toBe(
      'Our sales records begin on 2021-12-03: the figures of December 2021 cover only the days from then, and there is no change from last year to show.',
    );
    expect(dataExtentNote('2022-06', '2021-12-01')).toBe(
      'Our sales records begin in December 2021: there is no change from June 2021 to show.',
    );
    expect(dataExtentNote('2022-12', '2021-12-03')).toBe(
      'Our sales records begin on 2021-12-03: there is no change from December 2021 to show.',
    );
    expect(dataExtentNote('2023-01', '2021-12-03')).toBeUndefined();
    expect(dataExtentNote('2020-06', undefined)).toBeUndefined();
    expect(isBeforeData('2021-11', '2021-12-03')).toBe(true);
    expect(isBeforeData('2021-12', '2021-12-03')).toBe(false);
  });
});
