import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { SignInPrompt, signInPromptTitle } from '../sign-in-prompt';
import { useFocusReturn } from '../../../../ui/use-focus-return';

/**
 * The index's overlay for visitors (document 1 §2.3): sign in, or 'Skip for now', which is
 * remembered in local storage. Escape or the backdrop closes it for this visit only. Loaded
 * only for visitors who have not skipped it.
 */
export default function SoldPropertiesOverlay({ onSkip }: { onSkip: () => void }) {
  const [closed, setClosed] = useState(false);
  useFocusReturn(!closed);
  return (
    <Modal
      opened={!closed}
      onClose={() => setClosed(true)}
      withCloseButton={false}
      centered
      radius="lg"
      padding="xl"
      size="md"
      overlayProps={{ backgroundOpacity: 0.45, blur: 3 }}
    >
      <SignInPrompt
        focusedOnOpen
        title={
          <Modal.Title fz={{ base: 20, sm: 22 }} fw={700}>
            {signInPromptTitle}
          </Modal.Title>
        }
      >
        <Button variant="subtle" color="gray" onClick={onSkip}>
          Skip for now
        </Button>
      </SignInPrompt>
    </Modal>
  );
}
