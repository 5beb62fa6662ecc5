import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkBar } from '../../web/src/features/users/components/bulk-bar';
import * as apiClient from '../../web/src/lib/api-client';
import { sendRequest } from '../../web/src/lib/api-client';
import { pressEnter } from './focus-fixup';
import { renderWithRouter } from './render';
import { invited, person } from './user-list-fixtures';

// A spy, not a module mock, so this file shares the module graph (vitest.config.ts).
beforeEach(() => {
  vi.spyOn(apiClient, 'sendRequest').mockImplementation(async () => ({}));
});

describe("the bulk actions' result takes the focus from the buttons gone with the question (QA 74b M1b)", () => {
  it('after Set follow-up, Save and Skip them', async () => {
    const held = { date: '2026-11-20', note: 'Check in after the open house weekend' };
    const selected = [person('1', 'Liam'), person('2', 'Stella', { followUp: held })];
    renderWithRouter(<BulkBar scope="agent" selected={selected} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });
    pressEnter(screen.getByRole('button', { name: 'Save follow-up' }));

    pressEnter(await screen.findByRole('button', { name: 'Skip it' }));

    const result = await screen.findByTestId('bulk-result');
    expect(result.textContent).toMatch(/^Follow-up set for 1 contact\. 1 contact skipped/);
    await waitFor(() => expect(document.activeElement).toBe(result));
  });

  it('after Save when no contact had a follow-up', async () => {
    renderWithRouter(<BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });

    pressEnter(screen.getByRole('button', { name: 'Save follow-up' }));

    const result = await screen.findByTestId('bulk-result');
    await waitFor(() => expect(document.activeElement).toBe(result));
  });

  it('after Resend', async () => {
    vi.mocked(sendRequest).mockImplementation(async (path?: string) =>
      path === '/invitations/budget' ? { daily: null, left: 0 } : { message: 'Invitation resent.' },
    );
    renderWithRouter(<BulkBar scope="agent" selected={[invited('Hannah'), invited('Omar')]} onClear={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitations' }));
    const resend = await screen.findByRole('button', { name: 'Resend' });
    await waitFor(() => expect(resend.hasAttribute('disabled')).toBe(false));

    pressEnter(resend);

    const result = await screen.findByTestId('bulk-result');
    expect(result.textContent).toMatch(/^Invitation resent to 2 contacts\./);
    await waitFor(() => expect(document.activeElement).toBe(result));
  });

  it('leaves the focus where the user put it while the run went on', async () => {
    let finish: () => void = () => {};
    vi.mocked(sendRequest).mockImplementation(() => new Promise((resolve) => (finish = () => resolve({}))));
    renderWithRouter(
      <>
        <button type="button">Elsewhere</button>
        <BulkBar scope="agent" selected={[person('1', 'Liam')]} onClear={vi.fn()} />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set follow-up' }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Call about the spring market' } });
    pressEnter(screen.getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() => expect(sendRequest).toHaveBeenCalled());
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();

    finish();

    await screen.findByTestId('bulk-result');
    expect(document.activeElement).toBe(elsewhere);
  });
});
