import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeSearch } from '../../../web/src/features/home-search/components/home-search';
import { stubApi } from '../api-stub';
import { renderWithRouter } from '../render';

// jsdom draws no WebGL: the map is its children, which is all the count needs.
vi.mock('react-map-gl/maplibre', () => import('./map-gl-mock'));
vi.mock('maplibre-gl', () => ({ setWorkerUrl: () => undefined }));

const corners = { topLeft: '43.70,-79.45', bottomRight: '43.64,-79.35', zoom: 14 };

describe("the map search's count of listings", () => {
  // QA L2: over the map (top left on a phone, top centre wider), the count hid a marker.
  it('has a line of its own between the filter bar and the map, over no marker', async () => {
    stubApi((path) =>
      path.startsWith('/markers') ? { body: { total: 1_048, markers: [] } } : { body: { neighbourhoods: [] } },
    );

    renderWithRouter(
      <HomeSearch mapType="map" saleType="sale" search={corners} sessionReady onOpenListing={() => undefined} />,
    );

    const count = await screen.findByTestId('map-count');
    await waitFor(() => expect(count.textContent).toBe('1,048 listings'));
    const search = screen.getByPlaceholderText(/Address, MLS/);
    const map = await screen.findByRole('region', { name: 'Map of listings' });
    // In the page's column, after the bar and before the map's area: not drawn over the map.
    expect(search.compareDocumentPosition(count) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(count.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(count.parentElement?.contains(search)).toBe(true);
  });
});
