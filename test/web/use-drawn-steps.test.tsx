import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnSteps } from '../../web/src/ui/use-drawn-steps';

/** Lets a few frames and timers go by (jsdom's frames are timers too). */
const someFrames = () => new Promise((done) => setTimeout(done, 100));

describe('a page drawn in steps (issue 26)', () => {
  it('draws its first part at once and one more part per step, after a paint, until all are drawn', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useDrawnSteps(4);
      seen.push(drawn);
      return drawn;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(4));
    // Every step in order, none skipped: each part gets a commit of its own.
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4]);
  });

  it('stops once every part is drawn: no step is scheduled, nor the page drawn again, past the last', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useDrawnSteps(3);
      seen.push(drawn);
      return drawn;
    });
    await waitFor(() => expect(result.current).toBe(3));

    await someFrames();

    // One render per step, and none after the last (the answer is clamped, the renders are not).
    expect(seen).toEqual([1, 2, 3]);
  });

  it('draws a page of one part once, and schedules nothing', async () => {
    const seen: number[] = [];
    renderHook(() => seen.push(useDrawnSteps(1)));

    await someFrames();

    expect(seen).toEqual([1]);
  });
});
