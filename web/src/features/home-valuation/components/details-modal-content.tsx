import type { HomeValuation } from '@shared/home-value/types';
import { Modal, Text } from '@mantine/core';
import { listingLastSale } from '@shared/home-value/last-sale';
import { homeValueMessages } from '@shared/home-value/messages';
import { formFromValuation } from '../valuation-form';
import { DetailsForm } from './details-form';
import type { ToastMessage } from './toast-view';
import { useFocusReturn } from '../../../ui/use-focus-return';

export interface DetailsModalProps {
  valuation: HomeValuation;
  signedIn: boolean;
  onClose: () => void;
  /**
   * What the save did, for the caller's toast. Worded here, not by the caller: the service's
   * messages then load with the form, not with the page (1.3 KB gzipped of the summary's first load).
   */
  onToast: (message: ToastMessage) => void;
}

/** The details form in a modal, in update mode (document 3 §2.7 step 2). */
export default function DetailsModalContent({ valuation, signedIn, onClose, onToast }: DetailsModalProps) {
  useFocusReturn();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Property details</Text>} size="lg" centered>
      <DetailsForm
        initial={formFromValuation(valuation)}
        valuationId={valuation.id}
        factsStamp={valuation.factsStamp}
        signedIn={signedIn}
        recordedSale={listingLastSale(valuation.lastListing)}
        onUpdated={() => {
          onToast({ tone: 'success', text: homeValueMessages.updated });
          onClose();
        }}
        onUpdateFailed={(reason) => onToast({ tone: 'error', text: reason ?? homeValueMessages.updateFailed })}
      />
    </Modal>
  );
}
