import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as signOutApi from '../../web/src/features/auth/api/sign-out';
import { useSignOut } from '../../web/src/features/auth/hooks/use-sign-out';
import {
  storedEstimation,
  storedInfo,
  storeEstimation,
  storeInfo,
} from '../../web/src/features/home-valuation/valuation-storage';
import * as reload from '../../web/src/lib/full-reload';
import { valuation } from './fixtures/valuations';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('signing out (document 1 §4.4)', () => {
  it("leaves nothing of the user's valuation in the tab for whoever comes next (QA 39 L3)", async () => {
    vi.spyOn(signOutApi, 'signOutOfCognito').mockResolvedValue();
    const reloaded = vi.spyOn(reload, 'fullReload').mockImplementation(() => undefined);
    // A signed-in owner's valuation: its last listing's sold price and date came with it.
    storeInfo({ locationId: '12-elm-avenue-toronto', address: '12 Elm Avenue, Toronto' });
    storeEstimation(valuation());
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSignOut(), { wrapper });

    await result.current('/');

    expect(storedInfo()).toBeUndefined();
    expect(storedEstimation()).toBeUndefined();
    expect(reloaded).toHaveBeenCalledWith('/');
  });
});
