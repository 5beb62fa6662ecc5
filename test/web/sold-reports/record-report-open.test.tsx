import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as apiClient from '../../../web/src/lib/api-client';
import { useRecordReportOpen } from '../../../web/src/features/sold-reports/hooks/use-record-report-open';
import { acceptAll } from '../../../web/src/lib/consent';

let request: MockInstance<typeof apiClient.sendRequest>;

beforeEach(() => {
  // A spy, not a module mock, so this file shares the module graph (vitest.config.ts); undone after each test.
  request = vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => Promise.resolve(undefined));
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/sold-report/annex/2026-4/condo');
});
// The jsdom this file shares with others (vitest.config.ts) goes back to the address it had.
const startAddress = window.location.href;
afterEach(() => window.history.replaceState(null, '', startAddress));

type Props = Parameters<typeof useRecordReportOpen>[0];

describe('openSoldReport (document 1 §7.4)', () => {
  it("records the report's neighbourhood, month, type, page and the newsletter link's parameters", () => {
    acceptAll();
    const onRecorded = vi.fn();
    renderHook(() =>
      useRecordReportOpen({
        neighbourhoodId: 'annex',
        month: '2026-04',
        type: 'condo',
        link: { email: 'olivia.chen@example.com', month: '202604', user: 'u-1' },
        onRecorded,
      }),
    );

    expect(request).toHaveBeenCalledTimes(1);
    const [path, options] = request.mock.calls[0]!;
    expect(path).toBe('/events');
    expect(options).toMatchObject({
      method: 'POST',
      body: {
        type: 'openSoldReport',
        neighbourhoodId: 'annex',
        month: '2026-04',
        propertyType: 'condo',
        path: '/sold-report/annex/2026-4/condo',
        link: { email: 'olivia.chen@example.com', month: '202604', user: 'u-1' },
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(onRecorded).toHaveBeenCalledTimes(1);
  });

  it('records once per neighbourhood and month: a type change is the same report, a month change a new one', () => {
    const base: Props = { neighbourhoodId: 'annex', month: '2026-04', type: 'condo', link: {} };
    const { rerender } = renderHook((props: Props) => useRecordReportOpen(props), { initialProps: base });

    rerender({ ...base, type: 'detatched' });
    expect(request).toHaveBeenCalledTimes(1);
    expect((request.mock.calls[0]![1] as { body: object }).body).not.toHaveProperty('link');

    rerender({ ...base, month: '2026-03' });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('sends no analytics session before Accept all (DECISIONS row 44): the open is account activity, not a tracked visit', () => {
    renderHook(() => useRecordReportOpen({ neighbourhoodId: 'annex', month: '2026-04', type: 'condo', link: {} }));

    expect(request).toHaveBeenCalledTimes(1);
    expect((request.mock.calls[0]![1] as { body: object }).body).not.toHaveProperty('sessionId');
    expect(sessionStorage.length).toBe(0);
  });
});
