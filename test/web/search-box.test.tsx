import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '../../web/src/ui/search-box';
import { theme } from '../../web/src/ui/theme';

const groups = [{ label: 'Places', items: [{ key: 'street:dundas-st-w', label: 'Dundas St W' }] }];

function Box() {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      label="Search by address"
      placeholder="Address"
      value={value}
      onChange={setValue}
      groups={value ? groups : []}
      onSelect={() => undefined}
    />
  );
}

/** Focuses the box and types into it, its suggestions open. */
function typed(text: string) {
  render(
    <MantineProvider theme={theme} env="test">
      <Box />
    </MantineProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Search by address' }) as HTMLInputElement;
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('Escape in the search box (QA 48c M6)', () => {
  it('closes the suggestions and keeps the focus in the box and its text', () => {
    const box = typed('dundas');
    expect(screen.getByRole('option', { name: 'Dundas St W' })).toBeTruthy();

    fireEvent.keyDown(box, { key: 'Escape' });

    expect(screen.queryByRole('option', { name: 'Dundas St W' })).toBeNull();
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('dundas');
  });

  it('clears the text once the suggestions are closed, the focus still in the box', () => {
    const box = typed('dundas');

    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'Escape' });

    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
  });
});

describe('the search box as a screen reader hears it (QA 48c)', () => {
  it('is a combobox that lists its suggestions, expanded only while they show', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Box />
      </MantineProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Search by address' });
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    act(() => box.focus());
    // Open but with nothing to list: not expanded, and no list named.
    expect(box.getAttribute('aria-expanded')).not.toBe('true');
    expect(box.getAttribute('aria-controls')).toBeNull();

    fireEvent.change(box, { target: { value: 'dundas' } });

    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
  });
});
