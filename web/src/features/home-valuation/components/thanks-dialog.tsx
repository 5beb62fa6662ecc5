import { Button, Modal } from '@mantine/core';
import { homeValueMessages } from '@shared/home-value/messages';
import { useFocusReturn } from '../../../ui/use-focus-return';

/**
 * After Next (document 3 §2.7 step 3): the thanks dialog, verbatim. Its message is its title (as
 * it looked, plain text), so a screen reader names the dialog by it as it opens: without a title
 * the dialog had no name.
 */
export function ThanksDialog({ onClose }: { onClose: () => void }) {
  useFocusReturn();
  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Modal.Title fw={400} fz="md" lh={1.55} mb="lg">
            {homeValueMessages.thanks}
          </Modal.Title>
          <Button fullWidth onClick={onClose}>
            Close
          </Button>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
