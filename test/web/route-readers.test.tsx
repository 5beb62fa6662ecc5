import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { webConfigDefaults } from '@shared/web-config-defaults';
import { readPropertyDetailsSearch } from '../../web/src/features/property-details/details-search';
import { ApiError, sendRequest } from '../../web/src/lib/api-client';
import { booleanValue, oneOf, parseParams, textValue } from '../../web/src/lib/route-params';
import { readWebConfig, setWebConfig } from '../../web/src/lib/web-config';
import { createAppRouter } from '../../web/src/router';
import { renderRouter, testQueryClient } from './render';
import { soldReportFixture } from '../shared/pdf/sold-report-fixture';
import * as authSession from '../../web/src/lib/auth-session';
import * as apiClient from '../../web/src/lib/api-client';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(async () => undefined);
  vi.spyOn(authSession, 'hasStoredSession').mockImplementation(() => false);
  vi.spyOn(authSession, 'loadCognito').mockImplementation(() => undefined as never);
  vi.spyOn(authSession, 'loadCognitoSignIn').mockImplementation(() => new Promise(() => {}));
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(() => undefined as never);
});

const settings = {
  apiUrl: '/api',
  photosUrl: '/p',
  region: 'ca-central-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
};

describe('/config.json', () => {
  it('reads the settings, with the default product name and brokerage when the file has none', () => {
    expect(readWebConfig({ ...settings, mapStyleUrl: 'https://tiles.example/style.json', extra: 1 })).toEqual({
      ...settings,
      mapStyleUrl: 'https://tiles.example/style.json',
      ...webConfigDefaults,
    });
    expect(readWebConfig({ ...settings, productName: 'Lakeview Homes' }).productName).toBe('Lakeview Homes');
  });

  it('refuses a file without a required setting, or with a setting that is not text', () => {
    const { apiUrl: _apiUrl, ...withoutApiUrl } = settings;
    expect(() => readWebConfig(withoutApiUrl)).toThrow('apiUrl is missing');
    expect(() => readWebConfig({ ...settings, userPoolEndpoint: 9229 })).toThrow('userPoolEndpoint is not text');
    expect(() => readWebConfig('settings')).toThrow('not an object');
  });

  it("reads the Google Analytics report's URL, absent when the file has none", () => {
    const url = 'https://analytics.google.com/analytics/web/#/p123/reports';
    expect(readWebConfig({ ...settings, googleAnalyticsUrl: url }).googleAnalyticsUrl).toBe(url);
    expect(readWebConfig(settings).googleAnalyticsUrl).toBeUndefined();
  });
});

describe('the readers of route params and search values', () => {
  it('reads text within its length, true or false, and one of a list; anything else as absent', () => {
    expect(textValue('casa-loma', 80)).toBe('casa-loma');
    expect(textValue('', 80)).toBe('');
    expect(textValue('', 100, 1)).toBeUndefined();
    expect(textValue('x'.repeat(81), 80)).toBeUndefined();
    expect(textValue(42)).toBeUndefined();
    expect(booleanValue(true)).toBe(true);
    expect(booleanValue('true')).toBeUndefined();
    expect(oneOf(['map', 'gallery'] as const, 'gallery')).toBe('gallery');
    expect(oneOf(['map', 'gallery'] as const, 'boat')).toBeUndefined();
    expect(oneOf(['map', 'gallery'] as const, 1)).toBeUndefined();
    expect(oneOf(['map', 'gallery'] as const, ['map'])).toBeUndefined();
  });

  it('makes a path that its reader refuses a Not Found', () => {
    const parse = parseParams((raw) => (raw.id === 'ok' ? { id: 'ok' } : undefined));
    expect(parse({ id: 'ok' })).toEqual({ id: 'ok' });
    let thrown: unknown;
    try {
      parse({ id: 'no' });
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });

  it("reads the details page's MLS number as text, from the key-less value or from mls", () => {
    expect(readPropertyDetailsSearch({ '': ' C1234567 ' })).toEqual({ '': 'C1234567', mls: undefined });
    expect(readPropertyDetailsSearch({ mls: 12345678 })).toEqual({ '': '12345678', mls: undefined });
    expect(readPropertyDetailsSearch({})).toEqual({ mls: undefined });
  });
});

describe('the sold report route', () => {
  beforeEach(() => setWebConfig({ ...settings, productName: 'GTA Homes' }));

  it('shows Not Found for a neighbourhood id that the API refuses as malformed', async () => {
    vi.mocked(sendRequest).mockImplementation(async (path: string) => {
      if (path.startsWith('/soldreports/Not_A_Slug')) {
        throw new ApiError(400, {
          message: 'The neighbourhood id is not valid.',
          field: 'neighbourhoodId',
          issues: [{ field: 'neighbourhoodId', message: 'The neighbourhood id is not valid.' }],
        });
      }
      throw new Error(`unexpected call ${path}`);
    });
    const history = createMemoryHistory({ initialEntries: ['/sold-report/Not_A_Slug'] });
    const queryClient = testQueryClient();
    renderRouter(createAppRouter(queryClient, history), queryClient);

    expect(await screen.findByRole('heading', { name: 'Neighbourhood not found' })).toBeTruthy();
  });

  it.each([
    ['/sold-report/casa-loma/2026-03', '202603', '/sold-report/casa-loma/2026-3'],
    ['/sold-report/casa-loma/2026-03/condo', '202603', '/sold-report/casa-loma/2026-3/condo'],
    ['/sold-report/casa-loma/2026-13', undefined, '/sold-report/casa-loma'],
    ['/sold-report/casa-loma/2026-13/condo', undefined, '/sold-report/casa-loma/condo'],
    ['/sold-report/casa-loma/2026-3/condos', '202603', '/sold-report/casa-loma/2026-3'],
  ])(
    'opens %s, a month or type written another way or wrong, on the report it means, and writes its address',
    async (path, time, written) => {
      const calls: string[] = [];
      vi.mocked(sendRequest).mockImplementation(async (url: string) => {
        calls.push(url);
        if (url.startsWith('/soldreports/casa-loma')) return soldReportFixture({ sales: { detatched: 3, condo: 3 } });
        throw new Error(`unexpected call ${url}`);
      });
      const history = createMemoryHistory({ initialEntries: [path] });
      const queryClient = testQueryClient();
      renderRouter(createAppRouter(queryClient, history), queryClient);

      expect(await screen.findByRole('heading', { name: /Casa Loma/ }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Neighbourhood not found' })).toBeNull();
      if (time) expect(calls.some((url) => url.includes(`time=${time}`))).toBe(true);
      await vi.waitFor(() => expect(history.location.pathname).toBe(written));
    },
  );
});
