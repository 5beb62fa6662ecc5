import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { probeEmail } from '../../web/src/features/auth/api/probe-email';
import { probeDebounceMs } from '../../web/src/features/auth/hooks/use-email-probe';
import { useSignInFlow } from '../../web/src/features/auth/hooks/use-sign-in-flow';
import { testQueryClient } from './render';

vi.mock('../../web/src/features/auth/api/probe-email', () => ({ probeEmail: vi.fn() }));
vi.mock('../../web/src/features/auth/api/sign-in', () => ({ signInWithPassword: vi.fn(), preloadSignIn: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
);

function renderFlow(options: Partial<Parameters<typeof useSignInFlow>[0]> = {}) {
  return renderHook(() => useSignInFlow({ onSignedIn: vi.fn(), ...options }), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(probeEmail).mockResolvedValue({ kind: 'notAuthorized' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(probeEmail).mockReset();
});

describe('the e-mail probe (document 1 §4.3)', () => {
  it('tries the address 300 ms after the user stops typing, and moves on by its outcome', async () => {
    const { result } = renderFlow();
    act(() => result.current.emailChanged('olivia@example.com'));

    await act(() => vi.advanceTimersByTimeAsync(probeDebounceMs - 1));
    expect(probeEmail).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(probeEmail).toHaveBeenCalledExactlyOnceWith('olivia@example.com');
    expect(result.current.state.step).toBe('signIn');
  });

  it('restarts the wait on every keystroke and tries only the last address', async () => {
    const { result } = renderFlow();
    act(() => result.current.emailChanged('olivia@example.c'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => result.current.emailChanged('olivia@example.co'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => result.current.emailChanged('olivia@example.com'));
    await act(() => vi.advanceTimersByTimeAsync(probeDebounceMs));

    expect(probeEmail).toHaveBeenCalledExactlyOnceWith('olivia@example.com');
  });

  it('does not try something that is not an e-mail address', async () => {
    const { result } = renderFlow();
    act(() => result.current.emailChanged('olivia@'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(probeEmail).not.toHaveBeenCalled();
  });

  it('tries at once on Next, without waiting', async () => {
    const { result } = renderFlow();
    act(() => result.current.emailChanged('Olivia@Example.com'));
    await act(async () => result.current.submitEmail());
    expect(probeEmail).toHaveBeenCalledExactlyOnceWith('olivia@example.com');
  });

  it('prefills and tries the address of the e link at once', async () => {
    const { result } = renderFlow({ initialEmail: 'hannah.lee@example.com', autoSubmit: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(probeEmail).toHaveBeenCalledWith('hannah.lee@example.com');
    expect(result.current.state).toMatchObject({ email: 'hannah.lee@example.com', step: 'signIn' });
  });

  it('clears the password and starts over when the address changes after the probe', async () => {
    const { result } = renderFlow();
    act(() => result.current.emailChanged('olivia@example.com'));
    await act(() => vi.advanceTimersByTimeAsync(probeDebounceMs));
    act(() => result.current.passwordChanged('Secret-1!'));

    act(() => result.current.emailChanged('liam@example.com'));
    expect(result.current.state).toMatchObject({ step: 'email', password: '' });
    await act(() => vi.advanceTimersByTimeAsync(probeDebounceMs));
    expect(probeEmail).toHaveBeenLastCalledWith('liam@example.com');
  });
});
