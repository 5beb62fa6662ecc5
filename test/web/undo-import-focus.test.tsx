import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportProgress } from '@shared/contact-import';
import { ImportProgressPanel } from '../../web/src/features/import-contacts/components/import-progress-panel';
import * as apiClient from '../../web/src/lib/api-client';
import { sendRequest } from '../../web/src/lib/api-client';
import { pressEnter } from './focus-fixup';
import { renderWithRouter } from './render';

const importId = '5f0c1a52-7d1e-4c51-9a3c-2f2d7c1e9b10';

const progress = (extra: Partial<ImportProgress>): ImportProgress => ({
  id: importId,
  agentId: 'agent-david',
  fileName: 'contacts.csv',
  status: 'done',
  read: 3,
  invited: 3,
  skipped: 0,
  rejected: 0,
  emailsSent: 3,
  emailsTotal: 3,
  hasReport: false,
  undoable: true,
  createdAt: '2026-06-15T12:00:00.000Z',
  updatedAt: '2026-06-15T12:00:00.000Z',
  ...extra,
});

// A spy, not a module mock, so this file shares the module graph (vitest.config.ts).
beforeEach(() => {
  let status: ImportProgress['status'] = 'done';
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(async (path: string, request?: { method?: string }) => {
    if (path === `/imports/${importId}/undo` && request?.method === 'POST') status = 'undoing';
    // The job's undo step ends by the next poll.
    else if (status === 'undoing') status = 'undone';
    return status === 'done'
      ? progress({})
      : progress({ status, undoable: false, withdrawn: status === 'undone' ? 3 : 0, kept: 0 });
  });
});

describe('undo import (QA 74b M1c)', () => {
  it('puts the focus on the message saying the import was undone, the Undo button being gone', async () => {
    renderWithRouter(<ImportProgressPanel importId={importId} />);
    pressEnter(await screen.findByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo import' });

    pressEnter(within(dialog).getByRole('button', { name: 'Undo import' }));

    await screen.findByText('Import undone: 3 invitations taken back.');
    expect(screen.queryByRole('button', { name: 'Undo import' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Import undone: 3 invitations taken back.'));
    expect(vi.mocked(sendRequest).mock.calls.filter((call) => call[1]?.method === 'POST')).toHaveLength(1);
  });

  it('takes no focus when an import already undone is shown', async () => {
    vi.mocked(sendRequest).mockResolvedValue(progress({ status: 'undone', undoable: false, withdrawn: 3, kept: 0 }));
    renderWithRouter(<ImportProgressPanel importId={importId} />);

    await screen.findByText('Import undone: 3 invitations taken back.');

    expect(document.activeElement).toBe(document.body);
  });
});
