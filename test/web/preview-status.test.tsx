import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewStatus } from '../../web/src/features/annual-reports/components/preview-status';
import type { PreviewState } from '../../web/src/features/annual-reports/hooks/use-report-preview';
import { reportTexts } from '../../web/src/features/annual-reports/report-texts';
import { theme } from '../../web/src/ui/theme';
import { expectSaidIn, silentRegions } from './live-region';

const shown = (state: PreviewState) => (
  <MantineProvider theme={theme} env="test">
    <PreviewStatus state={state} />
  </MantineProvider>
);

describe("the annual report preview's status", () => {
  it('says, in a live region there from the start, that the browser kept the report from opening, with its link', async () => {
    const view = render(shown({ status: 'idle' }));
    const regions = silentRegions();

    view.rerender(shown({ status: 'ready', url: 'blob:report', blocked: true }));

    await expectSaidIn(regions, reportTexts.popupBlocked);
    expect(screen.getByRole('link', { name: reportTexts.openReport }).getAttribute('href')).toBe('blob:report');
  });

  it('says nothing when the report opened in its tab', () => {
    render(shown({ status: 'ready', url: 'blob:report', blocked: false }));

    expect(screen.queryByText(reportTexts.popupBlocked)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
