import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useDeleteValuation } from '../api/delete-valuation';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';

/** Remove Valuation on the summary (document 3 §2.8): the owner confirms, then goes back to the list. */
export function RemoveValuationDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteValuation();
  useFocusReturn();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Remove Valuation</Text>} centered>
      <Text mb="lg">This removes the valuation and its history for good.</Text>
      {remove.isError && (
        <Alert color="red" variant="light" mb="md" role="alert">
          {remove.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <LoadingButton
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(id, {
              onSuccess: () =>
                void navigate({ to: '/home-valuation/$type', params: { type: 'property-valuation' }, replace: true }),
            })
          }
        >
          Remove Valuation
        </LoadingButton>
      </Group>
    </Modal>
  );
}
