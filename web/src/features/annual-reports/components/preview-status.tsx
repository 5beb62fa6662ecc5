import { Alert, Anchor, Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import type { PreviewState } from '../hooks/use-report-preview';
import { reportTexts } from '../report-texts';
import { LiveStatus } from '../../../ui/live-status';

/** The preview's progress: a spinner over the page, the failure, or the link when the new tab was blocked. */
export function PreviewStatus({ state }: { state: PreviewState }) {
  return (
    <>
      <LoadingOverlay
        visible={state.status === 'generating'}
        pos="fixed"
        zIndex={400}
        loaderProps={{
          children: (
            <Stack align="center" gap="sm" role="status">
              <Loader />
              <Text fw={600}>{reportTexts.generating}</Text>
            </Stack>
          ),
        }}
      />
      {state.status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {state.message}
        </Alert>
      )}
      <LiveStatus>
        {state.status === 'ready' && state.blocked && (
          <Alert color="blue" variant="light" role="none">
            <Text size="sm">
              {reportTexts.popupBlocked}{' '}
              <Anchor href={state.url} target="_blank" rel="noopener" fw={700}>
                {reportTexts.openReport}
              </Anchor>
            </Text>
          </Alert>
        )}
      </LiveStatus>
    </>
  );
}
