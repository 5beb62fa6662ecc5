import { env } from './env';

/** The injected clock: every "now" of handlers and jobs reads it (DESIGN "Controls"). */
export interface Clock {
  now(): Date;
}

/** Real time, unless `NOW` pins an instant for tests and local runs. */
export const clock: Clock = {
  now: () => {
    const pinned = env().NOW;
    return pinned ? new Date(pinned) : new Date();
  },
};
