import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StrongPasswordInput } from '../../web/src/ui/strong-password-input';
import { renderWithRouter } from './render';

const hint =
  'Must have a minimum of 8 characters and contain at least one number, one uppercase and lowercase letter and one special character, please do not use any of this characters ~ ` \' " or whitespace.';

function Field() {
  const [value, setValue] = useState('');
  return <StrongPasswordInput label="Password" name="password" value={value} onChange={setValue} />;
}

describe('the strong-password live hint (document 1 §5.2)', () => {
  it('shows the rule while typing and marks it met once the password is strong', async () => {
    renderWithRouter(<Field />);
    const message = await screen.findByText(hint);
    expect(message.dataset.met).toBe('false');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'weak password' } });
    expect(screen.getByText(hint).dataset.met).toBe('false');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Strong-pass-2026!' } });
    expect(screen.getByText(hint, { exact: false }).dataset.met).toBe('true');
  });

  it('marks the field invalid while it shows a message, tied to it, which Mantine leaves out of its password input', async () => {
    renderWithRouter(
      <StrongPasswordInput label="Password" name="password" value="" error="Required" onChange={() => {}} />,
    );
    const message = await screen.findByText('Required');
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    // Another refusal than the rule keeps the rule as the hint.
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('is not marked invalid without a message', async () => {
    renderWithRouter(<Field />);
    expect((await screen.findByLabelText('Password')).getAttribute('aria-invalid')).toBeNull();
  });

  // QA 53b: a refused weak password showed the rule twice, as the hint and as the message, and a
  // screen reader read the field's description twice.
  it('says the rule once when the refusal is the rule itself: as the message, not the hint too', async () => {
    renderWithRouter(
      <StrongPasswordInput label="Password" name="password" value="weakpass" error={hint} onChange={() => {}} />,
    );

    const input = await screen.findByLabelText('Password');
    expect(screen.getAllByText(hint)).toHaveLength(1);
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.filter((text) => text.includes(hint))).toHaveLength(1);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
