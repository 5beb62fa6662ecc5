import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnSteps } from '../../web/src/ui/use-drawn-steps';

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

  it('never counts past the parts there are', async () => {
    const { result } = renderHook(() => useDrawnSteps(1));
    await new Promise((done) => setTimeout(done, 50));
    expect(result.current).toBe(1);
  });
});
