import { createPropertyExpression, latest, type StylePropertySpecification } from '@maplibre/maplibre-gl-style-spec';
import type { LayerProps } from 'react-map-gl/maplibre';
import { describe, expect, it } from 'vitest';
import { fillLayer, labelLayer, outlineLayer } from '../../../web/src/features/sold-reports/components/map/map-layers';

/*
 * The neighbourhood map's paint, evaluated as maplibre evaluates it (its style-spec package,
 * which maplibre-gl itself uses): followed outlines take their own colour from the ids alone.
 */

type Paint = Record<string, unknown>;
/** A style layer's paint and zoom (LayerProps also admits custom layers, which have neither). */
const styleOf = (layer: LayerProps) => layer as { paint: Paint; minzoom?: number };

/** `property`: where the value sits in the style spec, e.g. `paint_fill.fill-color`. */
function evaluate(property: string, value: unknown, id: string, featureState: Record<string, boolean> = {}) {
  const [group, name] = property.split('.') as [string, string];
  const spec = (latest as unknown as Record<string, Record<string, StylePropertySpecification>>)[group]![name]!;
  const parsed = createPropertyExpression(value, `layers[0].${group.split('_')[0]}.${name}`, spec);
  if (parsed.result !== 'success') throw new Error(JSON.stringify(parsed.value));
  const feature = { type: 'Polygon' as const, properties: { id }, id };
  return parsed.value.evaluate({ zoom: 13 }, feature, featureState) as unknown;
}

const colour = (value: unknown) => JSON.stringify(value);

describe('the neighbourhood map layers (document 1 §2.4)', () => {
  it('colour followed neighbourhoods apart from the others', () => {
    const paint = styleOf(fillLayer(['annex'])).paint;

    const annex = evaluate('paint_fill.fill-color', paint['fill-color'], 'annex');
    const casaLoma = evaluate('paint_fill.fill-color', paint['fill-color'], 'casa-loma');

    expect(colour(annex)).not.toBe(colour(casaLoma));
    expect(
      colour(evaluate('paint_line.line-color', styleOf(outlineLayer(['annex'])).paint['line-color'], 'annex')),
    ).toBe(colour(annex));
    expect(colour(evaluate('paint_fill.fill-color', styleOf(fillLayer([])).paint['fill-color'], 'annex'))).toBe(
      colour(casaLoma),
    );
  });

  it('fill a hovered neighbourhood more, and the selected one most', () => {
    const opacity = styleOf(fillLayer([])).paint['fill-opacity'];

    const plain = evaluate('paint_fill.fill-opacity', opacity, 'annex') as number;
    const hovered = evaluate('paint_fill.fill-opacity', opacity, 'annex', { hover: true }) as number;
    const selected = evaluate('paint_fill.fill-opacity', opacity, 'annex', { hover: true, selected: true }) as number;

    expect(plain).toBeLessThan(hovered);
    expect(hovered).toBeLessThan(selected);
  });

  it('show the outlines from zoom 12 and the names from zoom 14 (document 1 §9)', () => {
    expect(styleOf(fillLayer([])).minzoom).toBe(12);
    expect(styleOf(outlineLayer([])).minzoom).toBe(12);
    expect(styleOf(labelLayer).minzoom).toBe(14);
  });
});
