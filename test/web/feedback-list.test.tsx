import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackItem } from '@shared/feedback';
import { FeedbackList } from '../../web/src/features/feedback/components/feedback-list';
import { stubApi } from './api-stub';
import { renderWithRouter } from './render';
import * as authSession from '../../web/src/lib/auth-session';

// Spies, not module mocks, so this file shares the module graph (vitest.config.ts); undone after each test.
beforeEach(() => {
  vi.spyOn(authSession, 'currentIdToken').mockImplementation(async () => 'admin-id-token');
});

afterEach(() => vi.unstubAllGlobals());

const fromOlivia: FeedbackItem = {
  id: 'f-2',
  rate: 'positive',
  description: 'The sold reports are great.',
  page: '/neighbourhood/casa-loma',
  user: { id: 'u-olivia', name: 'Olivia Chen' },
  createdAt: '2026-06-15T03:30:00.000Z',
};
const fromVisitor: FeedbackItem = {
  id: 'f-1',
  rate: 'negative',
  description: '',
  page: '/home-search',
  user: null,
  createdAt: '2026-06-14T12:00:00.000Z',
};

describe("the admin's feedback list (DECISIONS row 41)", () => {
  it('says so when there is no feedback yet', async () => {
    stubApi(() => ({ body: { items: [] } }));
    renderWithRouter(<FeedbackList />);

    expect(await screen.findByText(/No feedback yet/)).toBeTruthy();
  });

  it("shows each item's rate, text, page, sender or 'Visitor', and Toronto date", async () => {
    stubApi(() => ({ body: { items: [fromOlivia, fromVisitor] } }));
    renderWithRouter(<FeedbackList />);

    const [first, second] = await screen.findAllByTestId('feedback-item');
    const one = within(first!);
    expect(one.getByText('Positive')).toBeTruthy();
    expect(one.getByText('The sold reports are great.')).toBeTruthy();
    expect(one.getByText('/neighbourhood/casa-loma')).toBeTruthy();
    expect(one.getByText('Olivia Chen')).toBeTruthy();
    // 03:30 UTC on the 15th is the evening of the 14th in Toronto.
    expect(one.getByText('2026-06-14')).toBeTruthy();
    const two = within(second!);
    expect(two.getByText('Negative')).toBeTruthy();
    expect(two.getByText('Visitor')).toBeTruthy();
    expect(two.getByText('No comment')).toBeTruthy();
  });

  it('loads older feedback with the cursor the server handed out', async () => {
    const paths: string[] = [];
    stubApi((path) => {
      paths.push(path);
      return { body: path.includes('cursor=') ? { items: [fromVisitor] } : { items: [fromOlivia], next: 'abc' } };
    });
    renderWithRouter(<FeedbackList />);

    fireEvent.click(await screen.findByRole('button', { name: 'Show older feedback' }));

    expect(await screen.findByText('Visitor')).toBeTruthy();
    expect(paths).toEqual(['/admin/feedback', '/admin/feedback?cursor=abc']);
    expect(screen.queryByRole('button', { name: 'Show older feedback' })).toBeNull();
  });

  it('says the list could not be loaded when the call fails', async () => {
    stubApi(() => ({ status: 500, body: { message: 'Internal error' } }));
    renderWithRouter(<FeedbackList />);

    expect(await screen.findByText('The feedback could not be loaded. Please try again later.')).toBeTruthy();
  });
});
