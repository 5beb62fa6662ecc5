import { useEffect, useState } from 'react';
import { torontoDate, torontoTimeZone } from '@shared/format/dates';

/** A day in Toronto and the instant it was read at: stable all day, so memos keyed on it hold. */
export interface TorontoDay {
  /** `YYYY-MM-DD`, America/Toronto. */
  day: string;
  now: Date;
}

const hourFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: torontoTimeZone,
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * How long until Toronto's next midnight, read off the wall clock as if the day had 24 hours: on
 * the day the clocks change it is an hour off before the change, right after it. The hook never
 * waits longer than `longestWait`, so its last wait starts after the change (and a laptop that
 * slept through midnight is caught within the hour, focus or not).
 */
export function msToTorontoMidnight(now: Date): number {
  const parts = Object.fromEntries(hourFormat.formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const elapsed = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000;
  return Math.max(1000, 86_400_000 - elapsed - now.getMilliseconds());
}

const longestWait = 3_600_000;

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
        Math.min(msToTorontoMidnight(new Date()) + 50, longestWait),
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
