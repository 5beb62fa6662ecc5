import type { HomeValuation } from '@shared/home-value/types';
import { Modal, Text } from '@mantine/core';
import { listingLastSale } from '@shared/home-value/last-sale';
import { formFromValuation } from '../valuation-form';
import { DetailsForm } from './details-form';
import { useFocusReturn } from '../../../ui/use-focus-return';

export interface DetailsModalProps {
  valuation: HomeValuation;
  signedIn: boolean;
  onClose: () => void;
  onUpdated: (valuation: HomeValuation) => void;
  onUpdateFailed: (reason?: string) => void;
}

/** The details form in a modal, in update mode (document 3 §2.7 step 2). */
export default function DetailsModalContent({
  valuation,
  signedIn,
  onClose,
  onUpdated,
  onUpdateFailed,
}: DetailsModalProps) {
  useFocusReturn();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Property details</Text>} size="lg" centered>
      <DetailsForm
        initial={formFromValuation(valuation)}
        valuationId={valuation.id}
        factsStamp={valuation.factsStamp}
        signedIn={signedIn}
        recordedSale={listingLastSale(valuation.lastListing)}
        onUpdated={(updated) => {
          onUpdated(updated);
          onClose();
        }}
        onUpdateFailed={onUpdateFailed}
      />
    </Modal>
  );
}
