import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnv } from '../../../functions/lib/env';

describe("the functions' environment", () => {
  const before = process.env.PRINT_DESK_EMAIL;
  afterEach(() => {
    if (before === undefined) delete process.env.PRINT_DESK_EMAIL;
    else process.env.PRINT_DESK_EMAIL = before;
    resetEnv();
  });

  it('takes the print desk address as given', () => {
    process.env.PRINT_DESK_EMAIL = 'print@maple.example';
    resetEnv();

    expect(env().PRINT_DESK_EMAIL).toBe('print@maple.example');
  });

  it('refuses a print desk address that is not an e-mail address', () => {
    process.env.PRINT_DESK_EMAIL = 'the print desk';
    resetEnv();

    expect(() => env()).toThrow(/PRINT_DESK_EMAIL/);
  });
});
