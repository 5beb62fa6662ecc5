import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterOf } from '@shared/search/search-params';
import type { PropertiesAnswer } from '@shared/search/types';
import type { FollowUp } from '@shared/users';
import { Gallery } from '../../web/src/features/home-search/components/gallery';
import * as apiClient from '../../web/src/lib/api-client';
import { setTestWebConfig } from './api-stub';
import { person, showContact, stubContactApi } from './contact-detail-render';
import { ProfileTab } from '../../web/src/features/contact-profile/components/profile-tab';
import { adminViewer, listItem, managedProfile, renderInDashboard } from './contact-profile-render';
import { summaries } from './fixtures/listings';
import { fixUpFocus, pressEnter } from './focus-fixup';
import { renderWithRouter } from './render';
import { typeText } from './type-text';

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Whether assistive technology hears the button as unavailable (disabled, or aria-disabled). */
const unavailable = (button: HTMLElement) => button.matches(':disabled, [aria-disabled="true"]');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a button that loads keeps the keyboard user where they were (QA 48c M1)', () => {
  beforeEach(setTestWebConfig);

  it("keeps the focus on the gallery's Load More while the next page loads, and loads it once", async () => {
    const nextPage = deferred<PropertiesAnswer>();
    const send = vi.spyOn(apiClient, 'sendRequest').mockImplementation(async (path: string) => {
      const from = Number(new URLSearchParams(path.split('?')[1]).get('from') ?? 0);
      return from === 0 ? { total: 45, hits: summaries(20, 0) } : nextPage.promise;
    });
    renderWithRouter(<Gallery filter={filterOf({}, 'Sale')} ready onSortChange={vi.fn()} />);
    const loadMore = await screen.findByRole('button', { name: 'Load More' });

    pressEnter(loadMore);
    await waitFor(() => expect(unavailable(loadMore)).toBe(true));
    fixUpFocus();
    expect(document.activeElement).toBe(loadMore);
    pressEnter(loadMore);
    expect(send).toHaveBeenCalledTimes(2);

    nextPage.resolve({ total: 45, hits: summaries(20, 20) });
    await waitFor(() => expect(screen.getAllByTestId('property-card')).toHaveLength(40));
    expect(document.activeElement).toBe(loadMore);
    expect(unavailable(loadMore)).toBe(false);
  });

  it("keeps the focus on the follow-up's Save while it saves, and saves once", async () => {
    const saved = deferred<void>();
    const followUp: FollowUp = { date: '2026-06-20', note: 'Ask about the spring listing' };
    stubContactApi(({ method, path }) => {
      if (path === '/users/c1' && method === 'GET') return { body: person('c1', { followUp }) };
      if (path === '/users/c1/follow-up' && method === 'POST') return { body: { followUp } };
      return undefined;
    });
    // The POST answers when the test lets it.
    const stubbed = globalThis.fetch;
    let posts = 0;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts += 1;
        await saved.promise;
      }
      return stubbed(url, init);
    });
    showContact('c1');
    const note = await screen.findByLabelText(/^Note\b/);
    typeText(note, ' soon');
    const save = screen.getByRole('button', { name: 'Save' });

    pressEnter(save);
    await waitFor(() => expect(unavailable(save)).toBe(true));
    fixUpFocus();
    expect(document.activeElement).toBe(save);
    pressEnter(save);
    saved.resolve();

    await waitFor(() => expect(unavailable(save)).toBe(false));
    expect(posts).toBe(1);
    expect(document.activeElement).toBe(save);
  });

  it('gives the focus back to the Agent switch once a role change is confirmed, while the profile reloads', async () => {
    const profile = managedProfile();
    const changed = deferred<void>();
    const reloaded = deferred<typeof profile>();
    let reads = 0;
    vi.spyOn(apiClient, 'sendRequest').mockImplementation(async (path: string, request?: { method?: string }) => {
      if (request?.method === 'PUT') return changed.promise;
      if (path === '/profiles/c1') return (reads += 1) === 1 ? profile : reloaded.promise;
      return {};
    });
    renderInDashboard(<ProfileTab user={listItem(profile)} />, adminViewer);
    const agent = await screen.findByRole('switch', { name: 'Agent' });
    agent.focus();
    fireEvent.click(agent);
    const confirm = await screen.findByRole('button', { name: 'Make agent' });

    pressEnter(confirm);
    await waitFor(() => expect(unavailable(confirm)).toBe(true));
    fixUpFocus();
    expect(document.activeElement).toBe(confirm);
    changed.resolve();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((done) => setTimeout(done, 60));
    fixUpFocus();
    expect(document.activeElement).toBe(agent);
    reloaded.resolve({ ...profile, roles: ['agent'] });
    await waitFor(() => expect(unavailable(agent)).toBe(false));
  });
});
