import { cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Marker } from '@shared/search/types';
import { HomeSearch } from '../../../web/src/features/home-search/components/home-search';
import { stubApi } from '../api-stub';
import { summary } from '../fixtures/listings';
import { renderWithRouter } from '../render';

// jsdom draws no WebGL: the map is its children, and a marker the button it holds.
vi.mock('react-map-gl/maplibre', () => import('./map-gl-mock'));
vi.mock('maplibre-gl', () => ({ setWorkerUrl: () => undefined }));

const corners = { topLeft: '43.70,-79.45', bottomRight: '43.64,-79.35', zoom: 14 };
const cluster: Marker = {
  mid: 'c1',
  type: 'cluster',
  kind: 'active',
  count: 2,
  ids: ['W100', 'W200'],
  location: { lat: 43.67, lon: -79.4 },
};
const quickView = {
  body: {
    hits: [summary({ mls: 'W100', address: '1 Front St W' }), summary({ mls: 'W200', address: '2 Front St W' })],
  },
};
const api = (path: string) =>
  path.startsWith('/markers')
    ? { body: { total: 2, markers: [cluster] } }
    : path.startsWith('/quickview')
      ? quickView
      : { body: { neighbourhoods: [] } };

function renderMap(search: typeof corners) {
  return renderWithRouter(
    <HomeSearch mapType="map" saleType="sale" search={search} sessionReady onOpenListing={() => undefined} />,
  );
}

describe("the map's open list and Back", () => {
  beforeEach(() => sessionStorage.clear());

  // QA 75c: on a phone a listing opens in the same tab, and Back found the cluster's list closed.
  it('opens again the list that was open when the page was left, on the same search only', async () => {
    stubApi(api);

    renderMap(corners);
    fireEvent.click(await screen.findByRole('button', { name: '2 listings on the market' }));
    await screen.findByRole('region', { name: 'Listings here' });
    await screen.findByText(/1 Front St W/);

    // The listing's page replaces the map in the tab; Back loads the map on the same search.
    cleanup();
    renderMap(corners);
    await screen.findByRole('region', { name: 'Listings here' });
    const marker = await screen.findByRole('button', { name: '2 listings on the market' });
    expect(marker.getAttribute('aria-pressed')).toBe('true');

    // Another search starts with nothing open.
    cleanup();
    renderMap({ ...corners, zoom: 15, topLeft: '43.69,-79.44' });
    await screen.findByRole('button', { name: '2 listings on the market' });
    expect(screen.queryByRole('region', { name: 'Listings here' })).toBeNull();
  });

  it('stays closed once closed', async () => {
    stubApi(api);

    renderMap(corners);
    fireEvent.click(await screen.findByRole('button', { name: '2 listings on the market' }));
    const list = await screen.findByRole('region', { name: 'Listings here' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(list.isConnected).toBe(false);

    cleanup();
    renderMap(corners);
    await screen.findByRole('button', { name: '2 listings on the market' });
    expect(screen.queryByRole('region', { name: 'Listings here' })).toBeNull();
  });
});
