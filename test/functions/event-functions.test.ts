import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventFunctions } from '../../functions/services';

describe('the event functions of our own', () => {
  it.each(eventFunctions.map((fn) => [fn.name, fn] as const))(
    '%s has an entry that exports a handler',
    async (_name, call) => {
      expect(existsSync(new URL(`../../${call.entry}`, import.meta.url))).toBe(true);
      const entry = (await import(`../../${call.entry}`)) as { handler?: unknown };
      expect(typeof entry.handler).toBe('function');
    },
    // Importing an entry loads its whole service: seconds on a busy machine.
    30_000,
  );
});
