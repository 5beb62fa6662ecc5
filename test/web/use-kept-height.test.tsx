import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptHeight } from '../../web/src/ui/use-kept-height';

/** A box as a browser lays it out: `height` tall while loading, its top `top` px down the window. */
function Box({ pending, top, height }: { pending: boolean; top: number; height: number }) {
  const room = useKeptHeight<HTMLDivElement>(pending);
  return (
    <div
      data-testid="box"
      ref={(element) => {
        room.ref(element);
        if (!element) return;
        Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => (pending ? height : 40) });
        element.getBoundingClientRect = () => ({ top }) as DOMRect;
      }}
      style={room.style}
    />
  );
}

describe('a box that keeps its room while its content loads (CLS)', () => {
  it('keeps the height it had while loading when the reader can see it, so a shorter answer moves nothing on screen', () => {
    const view = render(<Box pending top={300} height={720} />);

    view.rerender(<Box pending={false} top={300} height={720} />);

    expect(view.getByTestId('box').style.minHeight).toBe('720px');
  });

  it('takes the final height in one go when it is below the window', () => {
    const view = render(<Box pending top={window.innerHeight + 200} height={720} />);

    view.rerender(<Box pending={false} top={window.innerHeight + 200} height={720} />);

    expect(view.getByTestId('box').style.minHeight).toBe('');
  });

  it('holds no height when its answer was there from the start', () => {
    const view = render(<Box pending={false} top={300} height={720} />);

    expect(view.getByTestId('box').style.minHeight).toBe('');
  });
});
