import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhotoCarousel } from '../../web/src/features/property-details/components/photo-carousel';
import { setWebConfig } from '../../web/src/lib/web-config';
import { theme } from '../../web/src/ui/theme';

const photos = ['p/C1/1.jpg', 'p/C1/2.jpg', 'p/C1/3.jpg'];
const label = '12 King St E';

function renderCarousel(list = photos) {
  return render(
    <MantineProvider theme={theme} env="test">
      <PhotoCarousel photos={list} label={label} />
    </MantineProvider>,
  );
}

const carousel = () => screen.getByRole('region', { name: `Photos of ${label}` });
const shown = () => within(carousel()).getByAltText(/^Photo \d of 3/);

beforeEach(() => {
  setWebConfig({
    apiUrl: '/api',
    photosUrl: 'https://photos.test',
    region: 'r',
    userPoolId: 'p',
    userPoolClientId: 'c',
  });
});

describe("a listing's photos (document 3 §2.6)", () => {
  it('steps with Previous and Next, wrapping at either end, and counts where it is', () => {
    renderCarousel();
    expect(shown().getAttribute('src')).toBe('https://photos.test/p/C1/1.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown().getAttribute('alt')).toBe(`Photo 2 of 3, ${label}`);
    expect(within(carousel()).getByText('2 / 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown().getAttribute('src')).toBe('https://photos.test/p/C1/3.jpg');
    expect(within(carousel()).getByText('3 / 3')).toBeTruthy();
  });

  it('steps with the arrow keys and the thumbnails', () => {
    renderCarousel();
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(shown().getAttribute('alt')).toBe(`Photo 3 of 3, ${label}`);
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(shown().getAttribute('alt')).toBe(`Photo 1 of 3, ${label}`);

    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(shown().getAttribute('alt')).toBe(`Photo 2 of 3, ${label}`);
    expect(screen.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens full screen on the photo shown, steps there too, and the carousel follows', async () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open the photos full screen' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByText(`${label} · 2 / 3`)).toBeTruthy();

    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText(`${label} · 3 / 3`)).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByAltText(`Photo 1 of 3, ${label}`)).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(within(viewer).getByText(`${label} · 3 / 3`)).toBeTruthy();
    // The carousel's own photo (the first: the viewer may be drawn inside it, without a portal).
    expect(
      within(carousel())
        .getAllByAltText(/^Photo \d of 3/)[0]!
        .getAttribute('alt'),
    ).toBe(`Photo 3 of 3, ${label}`);
  });

  it('offers no stepping for a single photo, and says when there is none', () => {
    const { unmount } = renderCarousel(photos.slice(0, 1));
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show photo 1' })).toBeNull();
    unmount();
    renderCarousel([]);
    expect(screen.getByText('No photos yet')).toBeTruthy();
  });
});
