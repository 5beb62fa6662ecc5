import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ToastMessage } from './toast-view';

// Shown after an action, never on arrival: its notification's code loads with the first one.
const ToastView = lazy(() => import('./toast-view'));

export type { ToastMessage };

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
    <Suspense fallback={null}>
      <ToastView toast={toast} onClose={() => setToast(null)} />
    </Suspense>
  );
  return { show, view };
}
