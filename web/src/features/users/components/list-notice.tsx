import { Alert } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import '../../../lib/list-notice';

/**
 * What a contact's page sent back here did (list-notice.ts): on the users lists, and on an agent's
 * Contact List (the route composes it there), until it is closed or the list moves on.
 * It takes the focus, so a screen reader says it (a live region drawn with its text is often
 * not read), and gives it to the page when closed. Said once: the history entry forgets it, so a
 * reload, or Back then Forward, does not say it again.
 */
export function ListNotice() {
  const router = useRouter();
  const arrived = useRouterState({ select: (state) => state.location.state.listNotice });
  const href = useRouterState({ select: (state) => state.location.href });
  const [notice, setNotice] = useState<{ text: string; href: string } | null>(null);
  // The entry's notice, taken into this state as it arrives (React's "adjusting state when a
  // value changes": during the render, not in an effect); `taken` until the entry has forgotten it.
  const [taken, setTaken] = useState<string | undefined>();
  if (arrived !== taken) {
    setTaken(arrived);
    if (arrived) setNotice({ text: arrived, href });
  }
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!arrived) return;
    const { location } = router.history;
    router.history.replace(location.href, { ...location.state, listNotice: undefined });
  }, [arrived, router]);
  const shown = notice !== null && notice.href === href ? notice.text : null;
  useEffect(() => {
    if (shown) alert.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      color="teal"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => {
        setNotice(null);
        document.getElementById('page-content')?.focus();
      }}
      data-testid="list-notice"
    >
      {shown}
    </Alert>
  );
}
