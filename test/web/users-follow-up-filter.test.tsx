import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersScreen } from '../../web/src/features/users/components/users-screen';
import {
  decodeListState,
  defaultListState,
  encodeListState,
  type ListState,
} from '../../web/src/features/users/list-state';
import * as apiClient from '../../web/src/lib/api-client';
import { renderWithRouter } from './render';

const now = new Date('2026-06-15T16:00:00Z');

function show(scope: 'admin' | 'agent', state: ListState = defaultListState) {
  const onStateChange = vi.fn();
  renderWithRouter(
    <UsersScreen scope={scope} state={state} onStateChange={onStateChange} onOpen={vi.fn()} now={now} />,
  );
  return { onStateChange };
}

// A spy, not a module mock, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockResolvedValue({ items: [], total: 0, from: 0, size: 50 });
});

describe("the agent's follow-up filter (issue 29)", () => {
  it('filters the follow-ups due, soonest first, back on page 1 (QA 60a L2: the sort chosen before stayed)', async () => {
    const { onStateChange } = show('agent', { ...defaultListState, sort: 'averageSessionDuration.desc', page: 3 });

    fireEvent.click(await screen.findByRole('radio', { name: 'Follow-up due' }));

    await waitFor(() =>
      expect(onStateChange).toHaveBeenCalledWith({
        ...defaultListState,
        followUp: 'due',
        sort: 'followUp.asc',
        page: 1,
      }),
    );
  });

  it('puts the default sort back when it leaves the follow-ups due, unless another sort was chosen since', async () => {
    const { onStateChange } = show('agent', { ...defaultListState, followUp: 'due', sort: 'followUp.asc' });

    fireEvent.click(await screen.findByRole('radio', { name: 'All contacts' }));

    await waitFor(() => expect(onStateChange).toHaveBeenCalledWith({ ...defaultListState, followUp: undefined }));
    cleanup();
    const chosen = show('agent', { ...defaultListState, followUp: 'due', sort: 'lastLoginAt.desc' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Suggested follow-up' }));
    await waitFor(() =>
      expect(chosen.onStateChange).toHaveBeenCalledWith({
        ...defaultListState,
        followUp: 'suggested',
        sort: 'lastLoginAt.desc',
      }),
    );
  });

  it('says there is nothing due, and offers the follow-up date among the sorts', async () => {
    show('agent', { ...defaultListState, followUp: 'due' });

    expect(await screen.findByText('No follow-ups due.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Follow-up date' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Follow-up due' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is one radio group, one Tab stop whose arrow keys move the filter (QA 55a: three Tab stops)', async () => {
    show('agent');

    const group = await screen.findByRole('radiogroup', { name: 'Follow-ups' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'All contacts',
      'Follow-up due',
      'Suggested follow-up',
    ]);
    // Radios of one name are one Tab stop in every browser, and arrows move among them.
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios[0]!.name).not.toBe('');
  });

  it('is not on the admin Users screen', async () => {
    show('admin');

    await screen.findByRole('checkbox', { name: 'Agents' });
    expect(screen.queryByRole('radio', { name: 'Follow-up due' })).toBeNull();
  });

  it('keeps the filter in the list URL', () => {
    const state: ListState = { ...defaultListState, followUp: 'suggested', sort: 'followUp.asc' };

    expect(decodeListState(encodeListState(state))).toEqual(state);
  });
});
