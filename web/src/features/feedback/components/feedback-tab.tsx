import { Button } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { feedbackTexts } from '@shared/feedback';
import classes from './feedback-tab.module.css';

// The panel (its form, the call, the drawer) loads on the first open: every page carries the
// tab, so the first load stays small (test/bench/web-bundles.ts).
const FeedbackPanel = lazy(() => import('./feedback-panel').then((module) => ({ default: module.FeedbackPanel })));

/**
 * The feedback widget's side tab (document 2 §2 "Feedback widget", DECISIONS row 25): on every
 * page, for visitors and users. Closing the panel puts the focus back on the tab.
 */
export function FeedbackTab() {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const tab = useRef<HTMLButtonElement>(null);

  function close() {
    setOpened(false);
    tab.current?.focus();
  }

  return (
    <>
      <Button
        ref={tab}
        className={classes.tab}
        size="compact-md"
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {feedbackTexts.tab}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <FeedbackPanel opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
