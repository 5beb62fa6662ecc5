import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ExportFile } from '@shared/contract/user/answers';
import { downloadFile } from '../api/export-waitlist';
import { LoadingButton } from '../../../ui/loading-button';

/**
 * A download the server writes first (the waitlist, an agent's contacts): busy while it does,
 * then the browser follows the signed link; a failure says so in `failedMessage`.
 */
export function ExportFileButton({
  label,
  failedMessage,
  write,
}: {
  label: string;
  failedMessage: string;
  write: () => Promise<Pick<ExportFile, 'filename' | 'url'>>;
}) {
  const exporting = useMutation({ mutationFn: write, onSuccess: (file) => downloadFile(file) });
  return (
    <>
      <LoadingButton variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
        {label}
      </LoadingButton>
      {exporting.isError && (
        <Text c="red" size="sm" role="alert" w="100%">
          {failedMessage}
        </Text>
      )}
    </>
  );
}
