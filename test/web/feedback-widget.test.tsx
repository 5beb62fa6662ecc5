import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackTab } from '../../web/src/features/feedback/components/feedback-tab';
import { stubApi, type StubAnswer } from './api-stub';
import { renderWithRouter } from './render';

vi.mock('../../web/src/lib/auth-session', () => ({ currentIdToken: vi.fn(async () => undefined) }));

beforeAll(() => {
  // jsdom has no document.fonts, which the autosizing text area listens to.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const texts = {
  title: 'Your opinion matters to us (for real).',
  question: 'Were you satisfied with your experience with us?',
  comment: 'Any additional feedback, ideas, comments?',
  send: 'Send your feedback',
  thanks: "We've received your feedback!",
  apology: 'Sorry, it was not possible to send your feedback this time.',
};

/** Renders the tab with the API answering `answer`, and opens the panel (loaded on first open). */
async function openPanel(answer: StubAnswer = { status: 204 }) {
  const fetchStub = stubApi(() => answer);
  renderWithRouter(<FeedbackTab />);
  const tab = await screen.findByRole('button', { name: 'Feedback' });
  fireEvent.click(tab);
  await screen.findByText(texts.title);
  /** What was sent: path, method and JSON body of each call. */
  const sent = () =>
    fetchStub.mock.calls.map(([url, init]) => ({
      path: url.replace(/^\/api/, ''),
      method: init?.method,
      body: JSON.parse(String(init?.body)) as unknown,
    }));
  return { tab, sent };
}

describe('the feedback widget (document 2 §2 "Feedback widget")', () => {
  it('loads and calls nothing until the tab is clicked', async () => {
    const fetchStub = stubApi(() => ({ status: 204 }));
    renderWithRouter(<FeedbackTab />);

    expect(await screen.findByRole('button', { name: 'Feedback' })).toBeTruthy();
    expect(screen.queryByText(texts.title)).toBeNull();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("opens the panel with the spec's texts, the send button disabled until a rate is chosen", async () => {
    await openPanel();

    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText(texts.question)).toBeTruthy();
    expect(screen.getByLabelText(texts.comment)).toBeTruthy();
    const send = screen.getByRole('button', { name: texts.send }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Positive' }));

    expect(send.disabled).toBe(false);
  });

  it('sends the rate, the text and the page, then shows the thanks', async () => {
    const { sent } = await openPanel({ status: 204 });

    fireEvent.click(screen.getByRole('radio', { name: 'Negative' }));
    fireEvent.change(screen.getByLabelText(texts.comment), { target: { value: '  The map is slow.  ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.send }));

    expect(await screen.findByText(texts.thanks)).toBeTruthy();
    expect(sent()).toEqual([
      {
        path: '/users/feedback',
        method: 'POST',
        body: { rate: 'negative', description: 'The map is slow.', page: window.location.pathname },
      },
    ]);
  });

  it('shows the apology when the call fails, and logs it only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openPanel({ status: 429, body: { message: 'Too many attempts' } });

    fireEvent.click(screen.getByRole('radio', { name: 'Positive' }));
    fireEvent.click(screen.getByRole('button', { name: texts.send }));

    expect(await screen.findByText(texts.apology)).toBeTruthy();
    expect(screen.queryByText('Too many attempts')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('clears the form on close and puts the focus back on the tab', async () => {
    const { tab } = await openPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Positive' }));
    fireEvent.change(screen.getByLabelText(texts.comment), { target: { value: 'Draft' } });

    fireEvent.click(screen.getByRole('button', { name: 'Close feedback' }));

    await waitFor(() => expect(screen.queryByText(texts.title)).toBeNull());
    expect(document.activeElement).toBe(tab);
    fireEvent.click(tab);
    await screen.findByText(texts.title);
    expect((screen.getByLabelText(texts.comment) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Positive' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: texts.send }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes on Escape, back to the form after a thanks', async () => {
    const { tab } = await openPanel({ status: 204 });
    fireEvent.click(screen.getByRole('radio', { name: 'Positive' }));
    fireEvent.click(screen.getByRole('button', { name: texts.send }));
    await screen.findByText(texts.thanks);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    await waitFor(() => expect(screen.queryByText(texts.thanks)).toBeNull());
    expect(document.activeElement).toBe(tab);
    fireEvent.click(tab);
    expect(await screen.findByRole('button', { name: texts.send })).toBeTruthy();
    expect(screen.queryByText(texts.thanks)).toBeNull();
  });
});
