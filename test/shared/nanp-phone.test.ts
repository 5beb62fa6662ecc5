import { createRequire } from 'node:module';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import nanpMetadata from '@shared/validation/nanp-phone-metadata.json';
import { isCanadianPhone } from '@shared/validation/phone';
import { normalisePhone } from '../../functions/user/invitations/contact-import/read-contacts';

type Metadata = {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
};

describe('North American phone metadata', () => {
  it("is the installed libphonenumber-js's min metadata cut to calling code 1", () => {
    const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as Metadata;
    const regions = full.country_calling_codes['1'] ?? [];
    // Regenerate (after an upgrade) with the same cut, written to shared/validation/nanp-phone-metadata.json.
    expect(nanpMetadata).toEqual({
      version: full.version,
      country_calling_codes: { '1': regions },
      countries: Object.fromEntries(regions.map((region) => [region, full.countries[region]])),
      nonGeographic: {},
    });
  });

  it('judges Canadian numbers as the whole-world metadata does', () => {
    const samples = ['416-979-1234', '905-555-0123', '123-456-7890', '647-000-1111', '212-555-0199', '4169791234'];
    for (const sample of samples) {
      expect(isCanadianPhone(sample), sample).toBe(isValidPhoneNumber(sample.replace(/\D/g, ''), 'CA'));
    }
    expect(isCanadianPhone('416-979-1234')).toBe(true);
    expect(isCanadianPhone('123-456-7890')).toBe(false);
  });

  it('normalises North American numbers written every way, and refuses others', () => {
    expect(normalisePhone('+1 (416) 979-1234')).toBe('416-979-1234');
    expect(normalisePhone('416.979.1234')).toBe('416-979-1234');
    expect(normalisePhone('+44 20 7946 0958')).toBeUndefined();
  });
});
