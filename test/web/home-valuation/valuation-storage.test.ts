import { afterEach, describe, expect, it } from 'vitest';
import { pendingClaim, rememberClaim } from '../../../web/src/features/home-valuation/pending-claim';
import {
  storedEstimation,
  storedInfo,
  storeEstimation,
  storeInfo,
} from '../../../web/src/features/home-valuation/valuation-storage';
import { valuation } from '../fixtures/valuations';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const info = {
  locationId: '12-elm-avenue-toronto',
  address: '12 Elm Avenue, Toronto',
  type: 'detatched' as const,
  bedroom: 3,
  bathroom: 2,
  parking: 1,
};

describe('what the valuation flow keeps between its steps (document 3 §2.7)', () => {
  it('reads back what it stored', () => {
    storeInfo(info);
    storeEstimation(valuation());
    rememberClaim({ id: 'val_0000000001', claimSecret: 'secret' });
    expect(storedInfo()).toEqual(info);
    expect(storedEstimation()).toEqual(valuation());
    expect(pendingClaim()).toEqual({ id: 'val_0000000001', claimSecret: 'secret' });
  });

  it('ignores a stored info state of the wrong shape instead of trusting it', () => {
    const wrong = [
      { address: '12 Elm Avenue, Toronto' },
      { ...info, locationId: 12 },
      { ...info, type: 'castle' },
      { ...info, bedroom: 'three' },
      { ...info, lastListing: 'E9001101' },
      ['12-elm-avenue-toronto'],
      'text',
      null,
    ];
    for (const value of wrong) {
      sessionStorage.setItem('homeValuation.info', JSON.stringify(value));
      expect(storedInfo(), JSON.stringify(value)).toBeUndefined();
    }
    sessionStorage.setItem('homeValuation.info', '{not json');
    expect(storedInfo()).toBeUndefined();
  });

  it('ignores a stored estimation of the wrong shape instead of showing it', () => {
    const { request: _request, ...noRequest } = valuation();
    const wrong = [
      noRequest,
      { ...valuation(), instanceValue: '1250000' },
      { ...valuation(), id: undefined },
      { ...valuation(), confirmed: 'no' },
      { ...valuation(), request: { locationId: '12-elm-avenue-toronto' } },
      42,
    ];
    for (const value of wrong) {
      sessionStorage.setItem('homeValuation.estimation', JSON.stringify(value));
      expect(storedEstimation(), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('ignores a remembered claim of the wrong shape instead of sending it', () => {
    for (const value of [{ id: 'val_0000000001' }, { id: 1, claimSecret: 'secret' }, 'val_0000000001']) {
      localStorage.setItem('homeValuation.claim', JSON.stringify(value));
      expect(pendingClaim(), JSON.stringify(value)).toBeUndefined();
    }
  });
});
