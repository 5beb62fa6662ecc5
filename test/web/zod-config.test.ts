import { describe, expect, it } from 'vitest';
import '../../web/src/lib/zod-config';
import * as z from 'zod';
import { config } from 'zod/v4/core';

describe("the browser's zod setting (no eval under the site's CSP)", () => {
  it('is the one zod reads, so object schemas parse without compiling code', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Ada', extra: 1 })).toEqual({ name: 'Ada' });
  });
});
