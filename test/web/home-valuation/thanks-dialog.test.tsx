import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeValueMessages } from '@shared/home-value/messages';
import { ThanksDialog } from '../../../web/src/features/home-valuation/components/thanks-dialog';
import { renderWithRouter } from '../render';

describe("the valuation's thanks dialog (document 3 §2.7 step 3)", () => {
  it('is named by its message, which a screen reader reads as the dialog opens (QA 48c)', async () => {
    const { unmount } = renderWithRouter(<ThanksDialog onClose={vi.fn()} />);

    expect(await screen.findByRole('dialog', { name: homeValueMessages.thanks })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    // Closed before the file ends: the focus goes back 20 ms later, while the page still exists.
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
});
