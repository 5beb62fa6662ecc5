import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { chooseAgentMessage } from '@shared/contact-import';
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
  /** The caller is an agent too: no agent chosen is their own contacts; else one must be (DECISIONS row 45). */
  ownContacts: boolean;
  busy: boolean;
  onSend: (choice: ImportChoice) => void;
  onCancel: () => void;
}

/** The file, the agent (admins), 'Send Invite' and Cancel. */
export function ImportFileForm({ chooseAgent, ownContacts, busy, onSend, onCancel }: ImportFileFormProps) {
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [agentId, setAgentId] = useState('');
  const [noAgent, setNoAgent] = useState(false);
  const agentSelect = useRef<HTMLSelectElement>(null);
  const agents = useAgentOptions(chooseAgent);
  // An admin who is not an agent has no contacts of their own: the agent is asked for before the
  // upload, not after it (QA 62b L4: the file went up, then the server refused it).
  const send = () => {
    if (!file) return;
    if (chooseAgent && !ownContacts && !agentId) {
      setNoAgent(true);
      agentSelect.current?.focus();
      return;
    }
    onSend({ file, ...(agentId && { agentId }) });
  };

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
          ref={agentSelect}
          label="Agent"
          description="The agent the contacts are for."
          value={agentId}
          onChange={(event) => {
            setAgentId(event.currentTarget.value);
            setNoAgent(false);
          }}
          data={[
            {
              value: '',
              label: agents.isPending ? 'Loading agents…' : ownContacts ? 'My own contacts' : 'Choose an agent',
            },
            ...(agents.data ?? []),
          ]}
          error={agents.isError ? 'The agents could not be loaded.' : noAgent ? chooseAgentMessage : undefined}
          disabled={busy}
          maw={420}
        />
      )}
      <Group gap="sm">
        <LoadingButton onClick={send} disabled={!file || busy} loading={busy}>
          Send Invite
        </LoadingButton>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
