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

/** The seed's: listings from 2021-12-03, and every sale of a month held from April 2022 on. */
const seed = { dataFrom: '2021-12-03', wholeFrom: '2022-04' };

describe('a sold report within the data', () => {
  it('has no figures for a month before the data, not zeros, and its charts none before it either', () => {
    const answer = withinData(answerOf('202006', 0, 0), seed);

    expect(answer).toMatchObject({ dataFrom: '2021-12-03', dataWholeFrom: '2022-04' });
    expect(answer.reports.detatched).toMatchObject({ soldNumber: null, averagePrice: null, soldNumberLastYear: null });
    expect(answer.statistics['2021-11']!.condo.soldNumber).toBeNull();
    expect(answer.statistics['2021-12']!.condo.soldNumber).toBe(0);
  });

  it('keeps the first months’ own figures, and compares no month with one the data does not hold whole', () => {
    expect(withinData(answerOf('202112', 234, 0), seed).reports.detatched).toMatchObject({
      soldNumber: 234,
      soldNumberLastYear: null,
    });
    // December 2022 against the 4 weeks of December 2021 had read +67%; March 2023 against a
    // March 2022 missing the sales of homes listed before December 3.
    for (const time of ['202212', '202303'])
      expect(withinData(answerOf(time, 25, 15), seed).reports.detatched).toMatchObject({
        soldNumber: 25,
        soldNumberLastYear: null,
      });
    expect(withinData(answerOf('202304', 25, 15), seed).reports.detatched.soldNumberLastYear).toBe(15);
    // Without the job's month, the first month begun on or after the first list day.
    expect(
      withinData(answerOf('202301', 25, 15), { dataFrom: '2021-12-03' }).reports.detatched.soldNumberLastYear,
    ).toBe(15);
    expect(
      withinData(answerOf('202212', 25, 15), { dataFrom: '2021-12-01' }).reports.detatched.soldNumberLastYear,
    ).toBe(15);
    expect(withinData(answerOf('202212', 25, 15), {})).toEqual(answerOf('202212', 25, 15));
  });

  it('says where the data begins when it matters to the month', () => {
    expect(dataExtentNote('2020-06', seed)).toBe(
      'Our sales records begin on 2021-12-03: there are no figures for June 2020.',
    );
    expect(dataExtentNote('2022-02', seed)).toBe(
      'Our sales records begin on 2021-12-03, and homes listed before then are missing from the sales of the months after: the figures of February 2022 cover only part of its sales, and there is no change from last year to show.',
    );
    expect(dataExtentNote('2023-03', seed)).toBe(
      'Our sales records begin on 2021-12-03: the sales of March 2022 are not all in them, so there is no change from it to show.',
    );
    expect(dataExtentNote('2023-04', seed)).toBeUndefined();
    expect(dataExtentNote('2020-06', {})).toBeUndefined();
    // QA 46d L2: a year before the first whole month, last year's month was before the records.
    expect(dataExtentNote('2022-04', { dataFrom: '2021-12-01', wholeFrom: '2022-04' })).toBe(
      'Our sales records begin on 2021-12-01: there are no sales of April 2021 in them, so there is no change from it to show.',
    );
    expect(isBeforeData('2021-11', '2021-12-03')).toBe(true);
    expect(isBeforeData('2021-12', '2021-12-03')).toBe(false);
  });
});
