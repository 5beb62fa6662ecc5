import type { HomeValuation } from '@shared/home-value/types';
import { api } from '../../../lib/api/client';

/** `POST /homevalue/{id}/claim`: the signed-in visitor takes the valuation they made anonymously (DECISIONS row 7). */
export function claimValuation(id: string, secret: string): Promise<HomeValuation> {
  return api.homeValue.claimValuation({ params: { id }, body: { secret } });
}
