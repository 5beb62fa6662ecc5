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

/** The option value of "Try again"; no result key starts with a space. */
const retryKey = ' retry';

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
  /** The search failed: the list says so, with a Try again option, instead of the empty text. */
  failure?: { text: string; onRetry: () => void };
  leftSection?: ReactNode;
  /** Show the label above the input (otherwise it is the input's accessible name only). */
  visibleLabel?: boolean;
  /** Marks the field required (an asterisk on the visible label). */
  required?: boolean;
}

/**
 * The maps' search box (document 1 §2.4, document 3 §2.3): it opens on click, lists grouped
 * results, moves with the arrow keys, picks with Enter or a click, and closes on Escape (a second
 * Escape clears the text).
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
  failure,
  leftSection,
  visibleLabel,
  required,
}: SearchBoxProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const byKey = new Map(groups.flatMap((group) => group.items.map((item) => [item.key, item])));
  const settled = value.trim().length > 0 && !loading;
  const failed = settled && failure !== undefined;
  const nothing = settled && !failed && byKey.size === 0;
  const shown = byKey.size > 0 || nothing || failed;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        if (key === retryKey) return failure?.onRetry();
        const item = byKey.get(key);
        if (item) onSelect(item);
        combobox.closeDropdown();
      }}
    >
      {/* The ARIA combobox pattern: a screen reader says "combobox" (`withExpandedAttribute`), and
          "expanded", and the list it controls, only while a list shows (Mantine's would say so of an
          open, empty dropdown). */}
      <Combobox.Target
        withExpandedAttribute
        {...{
          'aria-expanded': combobox.dropdownOpened && shown,
          // null, not undefined: Mantine's props drop an undefined value, and its own would stay.
          'aria-controls': combobox.dropdownOpened && shown ? combobox.listId : null,
        }}
      >
        <TextInput
          {...(visibleLabel ? { label, withAsterisk: required } : { 'aria-label': label })}
          placeholder={placeholder}
          value={value}
          aria-autocomplete="list"
          leftSection={leftSection}
          rightSection={loading ? <Loader size={14} /> : null}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          // Escape closes the suggestions (Combobox.Target does); with none showing it clears the
          // text, as a search field does. The focus stays in the box.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !(combobox.dropdownOpened && shown) && value) onChange('');
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
      <Combobox.Dropdown hidden={!shown}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label="Search suggestions">
          {nothing && <Combobox.Empty>{emptyText ?? 'No results'}</Combobox.Empty>}
          {failed && (
            <>
              <Combobox.Empty role="alert" c="red.8">
                {failure.text}
              </Combobox.Empty>
              <Combobox.Option value={retryKey} fw={600}>
                Try again
              </Combobox.Option>
            </>
          )}
          {!failed &&
            groups
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
