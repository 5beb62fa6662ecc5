import type { ValuationRequest, ValueExplanation } from '@shared/home-value/types';
import type { ValuationEstimate } from '@shared/valuation/types';

/** What a valuation keeps of an estimate (`ValuationRecord` value fields). */
export interface StoredValue {
  instanceValue: number;
  instanceValueDate: string;
  lowerRange: number;
  upperRange: number;
  explanation?: ValueExplanation;
}

/**
 * The value, its range and day, and what the own sale and the improvements did to it, the
 * improvements named by the owner's own words. A sale that counts for less than half a percent
 * keeps why (`setAside`: none learned yet, its age, or how far it lies from similar sales), so
 * the owner reads that rather than "0%" (issue 25).
 */
export function storedValue(result: ValuationEstimate, request: ValuationRequest): StoredValue {
  const { carriedSale, saleBeforeIndex, factsVsListing, improvements } = result.explanation;
  const owned = request.homeImprovements ?? [];
  const explanation: ValueExplanation = {
    ...(carriedSale && {
      carriedSale: {
        date: carriedSale.date,
        price: carriedSale.price,
        source: carriedSale.source,
        carriedPrice: Math.round(carriedSale.carriedPrice),
        weight: carriedSale.weight,
        blendValue: carriedSale.blendValue,
        ...(carriedSale.factsChanged &&
          Math.abs(carriedSale.factsChanged.added) >= 1 && {
            factsChanged: carriedSale.factsChanged,
          }),
        ...(Math.round(carriedSale.weight * 100) === 0 && { setAside: carriedSale.limitedBy }),
      },
    }),
    ...(saleBeforeIndex && { saleBeforeIndex }),
    ...(factsVsListing && Math.abs(factsVsListing.added) >= 1 && { factsVsListing }),
    ...(improvements && {
      improvements: {
        items: improvements.effects.flatMap((effect, i) => {
          const item = owned[i];
          if (!item) return [];
          return [
            {
              randomId: item.randomId,
              area: item.area,
              cost: item.cost,
              completionDate: item.completionDate,
              added: Math.round(effect.added),
              beforeLastSale: effect.beforeLastSale,
              ...(effect.commonElement && { commonElement: true }),
              ...(effect.inFacts && !effect.beforeLastSale && { inFacts: effect.inFacts }),
              ...(effect.factWorth !== undefined && { factWorth: effect.factWorth }),
              ...(effect.bathroomsHeld !== undefined &&
                effect.inFacts?.includes('bathrooms') &&
                !effect.beforeLastSale && { bathroomsHeld: effect.bathroomsHeld }),
              ...(effect.capped && { capped: true }),
            },
          ];
        }),
        added: Math.round(improvements.added),
        capped: improvements.capped,
      },
    }),
  };
  return {
    instanceValue: Math.round(result.value),
    instanceValueDate: result.date,
    lowerRange: Math.round(result.lowerRange),
    upperRange: Math.round(result.upperRange),
    ...(Object.keys(explanation).length > 0 && { explanation }),
  };
}
