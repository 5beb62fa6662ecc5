import { Notification, Portal } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';

export interface ToastMessage {
  tone: 'success' | 'error';
  text: string;
}

/** Document 3 §8 "Notifications": a dismissible message in the corner, gone after 5 seconds. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), 5000);
    return () => window.clearTimeout(timer);
  }, [toast]);
  const show = useCallback((message: ToastMessage) => setToast(message), []);
  const view = toast && (
    <Portal>
      <Notification
        role={toast.tone === 'error' ? 'alert' : 'status'}
        color={toast.tone === 'error' ? 'red' : 'brand'}
        onClose={() => setToast(null)}
        withBorder
        style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 400, maxWidth: 'calc(100vw - 32px)', width: 360 }}
      >
        {toast.text}
      </Notification>
    </Portal>
  );
  return { show, view };
}
