import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { toRouteMonth } from '@shared/months';
import type { PropertyType } from '@shared/property-types';
import { sampleRows } from '../../sample-rows';
import { SignInPrompt } from '../sign-in-prompt';
import { soldTablePageSize, SoldRows } from './sold-table';
import classes from './sold-report.module.css';

/**
 * What visitors see instead of the sales (document 1 §2.2, §6): rows made up in the browser,
 * blurred and not selectable, under the sign-in prompt. No sold row ever reaches a visitor.
 */
export function SampleTable({
  count,
  type,
  month,
  lastDay,
  neighbourhoodId,
}: {
  /** The report's neighbourhood: sign-in comes back to this month and type of it. */
  neighbourhoodId: string;
  count: number;
  type: PropertyType;
  month: string;
  /** The last day a made-up sale may fall on: today's in the month to date. */
  lastDay?: number;
}) {
  const rows = useMemo(
    () => sampleRows(count, type, month, { lastDay }).slice(0, soldTablePageSize),
    [count, type, month, lastDay],
  );
  return (
    <Box className={classes.sample}>
      <Box className={classes.sampleRows} aria-hidden data-testid="sample-rows">
        <SoldRows rows={rows} interactive={false} />
      </Box>
      <Box className={classes.samplePrompt}>
        <Box className={classes.samplePromptCard}>
          <SignInPrompt redirect={`/sold-report/${neighbourhoodId}/${toRouteMonth(month)}/${type}`} />
        </Box>
      </Box>
    </Box>
  );
}
