import { useEffect, useState } from 'react';
import { torontoDate } from '@shared/format/dates';

/** A day in Toronto and the instant it was read at: stable all day, so memos keyed on it hold. */
export interface TorontoDay {
  /** `YYYY-MM-DD`, America/Toronto. */
  day: string;
  now: Date;
}

const hourFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * How long until Toronto's next midnight, read as if the day had 24 hours. On the day the clocks
 * change it is an hour off either way; the hook reads the day again when the timer fires, and
 * waits again if it came early.
 */
export function msToTorontoMidnight(now: Date): number {
  const parts = Object.fromEntries(hourFormat.formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const elapsed = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000;
  return Math.max(1000, 86_400_000 - elapsed - now.getMilliseconds());
}

function read(): TorontoDay {
  const now = new Date();
  return { day: torontoDate(now), now };
}

/**
 * Today in Toronto, for a screen that can stay open overnight (QA 48a M1): it renders again when
 * the day changes, at midnight, or when the tab comes back after sleeping past it (a background
 * tab's timers are held back, and a laptop's sleep stops them).
 */
export function useTorontoDay(): TorontoDay {
  const [current, setCurrent] = useState(read);
  useEffect(() => {
    const refresh = () => setCurrent((seen) => (torontoDate(new Date()) === seen.day ? seen : read()));
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      timer = setTimeout(
        () => {
          refresh();
          wait();
        },
        msToTorontoMidnight(new Date()) + 50,
      );
    };
    wait();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return current;
}
