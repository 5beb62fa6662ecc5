import { Modal, Text } from '@mantine/core';
import type { HomeValuation } from '@shared/home-value/types';
import { formFromValuation } from '../valuation-form';
import { DetailsForm } from './details-form';

/** The details form in a modal, in update mode (document 3 §2.7 step 2). */
export function DetailsModal({
  valuation,
  signedIn,
  onClose,
  onUpdated,
  onUpdateFailed,
}: {
  valuation: HomeValuation;
  signedIn: boolean;
  onClose: () => void;
  onUpdated: (valuation: HomeValuation) => void;
  onUpdateFailed: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Property details</Text>} size="lg" centered>
      <DetailsForm
        initial={formFromValuation(valuation)}
        valuationId={valuation.id}
        signedIn={signedIn}
        onUpdated={(updated) => {
          onUpdated(updated);
          onClose();
        }}
        onUpdateFailed={onUpdateFailed}
      />
    </Modal>
  );
}
