import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SearchBoxItem {
  key: string;
  label: string;
  description?: string;
}

export interface SearchBoxGroup {
  label: string;
  items: SearchBoxItem[];
}

export interface SearchBoxProps {
  /** Accessible name of the input. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  groups: SearchBoxGroup[];
  onSelect: (item: SearchBoxItem) => void;
  loading?: boolean;
  /** Shown when the text is long enough and nothing matched. */
  emptyText?: string;
  leftSection?: ReactNode;
}

/**
 * The maps' search box (document 1 §2.4, document 3 §2.3): it opens on click, lists grouped
 * results, moves with the arrow keys, picks with Enter or a click, and closes on Escape.
 * Debouncing the text before fetching is the caller's (300 ms in the spec).
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  groups,
  onSelect,
  loading,
  emptyText,
  leftSection,
}: SearchBoxProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const byKey = new Map(groups.flatMap((group) => group.items.map((item) => [item.key, item])));
  const nothing = value.trim().length > 0 && !loading && byKey.size === 0;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const item = byKey.get(key);
        if (item) onSelect(item);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          aria-label={label}
          placeholder={placeholder}
          value={value}
          leftSection={leftSection}
          rightSection={loading ? <Loader size={14} /> : null}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              combobox.closeDropdown();
              event.currentTarget.blur();
            }
          }}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          radius="md"
          size="md"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={byKey.size === 0 && !nothing}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label={label}>
          {nothing && <Combobox.Empty>{emptyText ?? 'No results'}</Combobox.Empty>}
          {groups
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <Combobox.Group label={group.label} key={group.label}>
                {group.items.map((item) => (
                  <Combobox.Option value={item.key} key={item.key}>
                    <Text size="sm" fw={500}>
                      {item.label}
                    </Text>
                    {item.description && (
                      <Text size="xs" c="dimmed">
                        {item.description}
                      </Text>
                    )}
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
