import { startTransition, useEffect, useState } from 'react';

/** The cards drawn with the page: a tall phone's first screen holds about 5 under the search and chips. */
export const firstDrawnRows = 6;
/** The rows each later step adds: a step's render and its commit stay well under a long task. */
export const rowsPerStep = 8;

/**
 * A page's first rows at once, then the rest a few at a time, each step a transition of its own
 * after the last one's commit: drawing (and inserting) 50 rows in one go was the contact list's
 * longest task on a phone (issue 26's TBT), and one transition for all the rest still inserted
 * them in one commit. Each new page of rows starts again from its first rows; `busy` until the
 * page is whole. Not `stepwise`: every row at once.
 */
export function useDrawnRows<T>(rows: T[], stepwise = true): { drawn: T[]; busy: boolean } {
  const [step, setStep] = useState<{ rows: T[]; count: number }>({ rows, count: firstDrawnRows });
  const count = step.rows === rows ? step.count : firstDrawnRows;
  const busy = stepwise && count < rows.length;
  useEffect(() => {
    if (busy) startTransition(() => setStep({ rows, count: count + rowsPerStep }));
  }, [busy, rows, count]);
  return { drawn: busy ? rows.slice(0, count) : rows, busy };
}
