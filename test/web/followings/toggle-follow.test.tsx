import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Followings } from '@shared/followings';
import * as apiClient from '../../../web/src/lib/api-client';
import { useToggleFollow } from '../../../web/src/features/followings/api/change-following';
import { useFollowings } from '../../../web/src/features/followings/api/get-followings';
import { api } from '../../../web/src/lib/api/client';
import { testQueryClient } from '../render';

let request: MockInstance<typeof apiClient.sendRequest>;

const followed: Followings = { neighbourhoods: { annex: '2026-05-01T12:00:00.000Z' }, properties: {} };

/** A promise the test settles when it wants, so it can look at the screen while the call is out. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(api.user.getMyFollowings.key(), followed);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => ({ followings: useFollowings(true), toggle: useToggleFollow() }), { wrapper });
  return { queryClient, view };
}

// A spy, not a module mock, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  request = vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

describe('following a neighbourhood (document 1 §4.2, §8)', () => {
  it('shows the follow at once, and reverts it when the call fails', async () => {
    const call = deferred<Followings>();
    request.mockReturnValueOnce(call.promise);
    const { view } = setUp();

    act(() => view.result.current.toggle.mutate({ kind: 'neighbourhoods', id: 'casa-loma', follow: true }));

    await waitFor(() =>
      expect(Object.keys(view.result.current.followings.neighbourhoods)).toEqual(['annex', 'casa-loma']),
    );
    expect(request).toHaveBeenCalledWith('/followings/neighbourhoods/casa-loma', { method: 'PUT' });

    await act(async () => call.reject(new Error('network down')));

    await waitFor(() => expect(view.result.current.followings).toEqual(followed));
  });

  it('shows the unfollow at once, and reverts it when the call fails', async () => {
    const call = deferred<Followings>();
    request.mockReturnValueOnce(call.promise);
    const { view } = setUp();

    act(() => view.result.current.toggle.mutate({ kind: 'neighbourhoods', id: 'annex', follow: false }));

    await waitFor(() => expect(view.result.current.followings.neighbourhoods).toEqual({}));
    expect(request).toHaveBeenCalledWith('/followings/neighbourhoods/annex', { method: 'DELETE' });

    await act(async () => call.reject(new Error('500')));

    await waitFor(() => expect(view.result.current.followings).toEqual(followed));
  });

  it("keeps the server's answer when the call succeeds", async () => {
    const answer: Followings = {
      neighbourhoods: { annex: followed.neighbourhoods.annex!, 'casa-loma': '2026-05-02T09:00:00.000Z' },
      properties: {},
    };
    request.mockResolvedValueOnce(answer);
    const { view, queryClient } = setUp();

    act(() => view.result.current.toggle.mutate({ kind: 'neighbourhoods', id: 'casa-loma', follow: true }));

    await waitFor(() => expect(queryClient.getQueryData(api.user.getMyFollowings.key())).toEqual(answer));
  });

  it('with two stars in flight, a failure undoes only its own change', async () => {
    const first = deferred<Followings>();
    const second = deferred<Followings>();
    request.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { view } = setUp();

    act(() => view.result.current.toggle.mutate({ kind: 'neighbourhoods', id: 'casa-loma', follow: true }));
    act(() => view.result.current.toggle.mutate({ kind: 'neighbourhoods', id: 'leaside', follow: true }));
    await waitFor(() =>
      expect(Object.keys(view.result.current.followings.neighbourhoods)).toEqual(['annex', 'casa-loma', 'leaside']),
    );

    await act(async () => first.reject(new Error('500')));
    await waitFor(() =>
      expect(Object.keys(view.result.current.followings.neighbourhoods)).toEqual(['annex', 'leaside']),
    );

    const answer: Followings = {
      neighbourhoods: { annex: followed.neighbourhoods.annex!, leaside: '2026-05-02T09:00:00.000Z' },
      properties: {},
    };
    await act(async () => second.resolve(answer));
    await waitFor(() => expect(view.result.current.followings).toEqual(answer));
  });

  it('a visitor follows nothing and the followings are not loaded', () => {
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useFollowings(false), { wrapper });
    expect(result.current).toEqual({ neighbourhoods: {}, properties: {} });
    expect(request).not.toHaveBeenCalled();
  });
});
