import { Notification, Portal } from '@mantine/core';

export interface ToastMessage {
  tone: 'success' | 'error';
  text: string;
}

/** The toast itself, in the corner: loaded when a first one is shown (toast.tsx). */
export default function ToastView({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  return (
    <Portal>
      <Notification
        role={toast.tone === 'error' ? 'alert' : 'status'}
        color={toast.tone === 'error' ? 'red' : 'brand'}
        onClose={onClose}
        withBorder
        style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 400, maxWidth: 'calc(100vw - 32px)', width: 360 }}
      >
        {toast.text}
      </Notification>
    </Portal>
  );
}
