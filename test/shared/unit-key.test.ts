import { describe, expect, it } from 'vitest';
import { unitKey } from '@shared/listing';

describe('a unit as a reader takes it', () => {
  it('is the same unit whatever its case, its dashes, spaces and signs, and its leading zeros', () => {
    for (const [typed, listed] of [
      ['ph-01', 'PH1'],
      ['#01203', '1203'],
      ['01203', '1203'],
      ['th 5', 'TH5'],
      ['12 - 03', '12-3'],
    ]) {
      expect(unitKey(typed!), typed).toBe(unitKey(listed!));
    }
  });

  it('keeps a dash between numbers: 1-12 and 11-2 are two units (review 39 L11)', () => {
    expect(unitKey('1-12')).not.toBe(unitKey('11-2'));
    expect(unitKey('1-12')).not.toBe(unitKey('112'));
  });

  it('tells a unit spelt with other letters from the listed one', () => {
    expect(unitKey('U1203')).not.toBe(unitKey('1203'));
  });
});
