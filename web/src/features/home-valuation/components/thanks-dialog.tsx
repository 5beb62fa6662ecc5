import { Button, Modal, Text } from '@mantine/core';
import { homeValueMessages } from '@shared/home-value/messages';
import { useFocusReturn } from '../../../ui/use-focus-return';

/** After Next (document 3 §2.7 step 3): the thanks dialog, verbatim. */
export function ThanksDialog({ onClose }: { onClose: () => void }) {
  useFocusReturn();
  return (
    <Modal opened onClose={onClose} withCloseButton={false} centered>
      <Text mb="lg">{homeValueMessages.thanks}</Text>
      <Button fullWidth onClick={onClose}>
        Close
      </Button>
    </Modal>
  );
}
