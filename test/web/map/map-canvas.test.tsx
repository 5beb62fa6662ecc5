import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setWebConfig } from '../../../web/src/lib/web-config';
import { client1Config } from '../stored-session-fixture';

/*
 * react-map-gl calls map.setStyle whenever the mapStyle prop is another object, and a setStyle
 * removes the sources and layers the pages added (they are added, tiled and drawn again): on
 * the search map that happened at every render, e.g. when the markers arrived.
 */
const seen = vi.hoisted(() => ({ styles: [] as unknown[] }));
vi.mock('react-map-gl/maplibre', () => ({
  default: ({ mapStyle, children }: { mapStyle: unknown; children?: ReactNode }) => {
    seen.styles.push(mapStyle);
    return <div>{children}</div>;
  },
  AttributionControl: () => null,
}));
vi.mock('maplibre-gl', () => ({ setWorkerUrl: () => undefined }));

const { MapCanvas } = await import('../../../web/src/ui/map/map-canvas');

beforeEach(() => setWebConfig(client1Config));

describe('the map canvas', () => {
  it('keeps one style object across renders, so the pages’ layers are not removed and drawn again', () => {
    const { rerender } = render(<MapCanvas label="Map of listings" minZoom={8} />);
    rerender(<MapCanvas label="Map of listings" minZoom={9} />);
    rerender(<MapCanvas label="Map of listings" minZoom={10} />);

    expect(seen.styles).toHaveLength(3);
    expect(new Set(seen.styles).size).toBe(1);
  });
});
