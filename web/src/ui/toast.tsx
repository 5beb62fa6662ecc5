import { Notification, Portal, VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/**
 * Document 2 §8 "Toast notifications have types success, warning, error and are dismissible".
 * One toast at a time, kept outside any page so that a page can show it and then navigate
 * away (the invite form: 'Invite successfully sent.' over the users list). `<ToastOutlet />`
 * is mounted once by the dashboard layout; a toast goes after 5 seconds or when closed.
 */
export interface Toast {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

const shownMs = 5000;
let current: Toast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(toast: Toast | null) {
  current = toast;
  clearTimeout(timer);
  if (toast) timer = setTimeout(() => set(null), shownMs);
  for (const listener of listeners) listener();
}

export function showToast(toast: Toast): void {
  set(toast);
}

export function dismissToast(): void {
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const colors: Record<Toast['tone'], string> = { success: 'brand', warning: 'yellow', error: 'red' };

export function ToastOutlet() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const urgent = toast !== null && toast.tone !== 'success';
  return (
    <>
      {/* What a screen reader says: regions there before any toast, the message put in them (a
          live region added with its text already in it is often not read: QA 48c L1). */}
      <VisuallyHidden role="status">{toast && !urgent ? toast.text : ''}</VisuallyHidden>
      <VisuallyHidden role="alert">{urgent ? toast.text : ''}</VisuallyHidden>
      {toast && (
        <Portal>
          <Notification
            // Seen, not announced: the regions above say it (Mantine's own role is alert).
            role="none"
            color={colors[toast.tone]}
            onClose={dismissToast}
            closeButtonProps={{ 'aria-label': 'Dismiss' }}
            withBorder
            style={{
              position: 'fixed',
              right: 16,
              bottom: 16,
              zIndex: 400,
              maxWidth: 'calc(100vw - 32px)',
              width: 360,
            }}
          >
            {toast.text}
          </Notification>
        </Portal>
      )}
    </>
  );
}
