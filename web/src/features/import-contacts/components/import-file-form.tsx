import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useAgentOptions } from '../../../lib/agent-options';
import { contactsFileProblem } from '../contacts-file';
import { CsvDropZone } from './csv-drop-zone';
import { LoadingButton } from '../../../ui/loading-button';

export interface ImportChoice {
  file: File;
  /** Empty: the caller's own contacts. */
  agentId?: string;
}

interface ImportFileFormProps {
  /** Admins choose the agent; an agent imports for themselves (document 2 §2, §6). */
  chooseAgent: boolean;
  busy: boolean;
  onSend: (choice: ImportChoice) => void;
  onCancel: () => void;
}

/** The file, the agent (admins), 'Send Invite' and Cancel. */
export function ImportFileForm({ chooseAgent, busy, onSend, onCancel }: ImportFileFormProps) {
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [agentId, setAgentId] = useState('');
  const agents = useAgentOptions(chooseAgent);

  const choose = (chosen: File) => {
    const found = contactsFileProblem(chosen);
    setProblem(found);
    setFile(found ? undefined : chosen);
  };

  return (
    <Stack gap="md">
      <CsvDropZone file={file} onChoose={choose} disabled={busy} />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {chooseAgent && (
        <NativeSelect
          label="Agent"
          description="The agent the contacts are for."
          value={agentId}
          onChange={(event) => setAgentId(event.currentTarget.value)}
          data={[
            { value: '', label: agents.isPending ? 'Loading agents…' : 'Choose an agent' },
            ...(agents.data ?? []),
          ]}
          error={agents.isError ? 'The agents could not be loaded.' : undefined}
          disabled={busy}
          maw={420}
        />
      )}
      <Group gap="sm">
        <LoadingButton
          onClick={() => file && onSend({ file, ...(agentId && { agentId }) })}
          disabled={!file || busy}
          loading={busy}
        >
          Send Invite
        </LoadingButton>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
