import { UnstyledButton } from '@mantine/core';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './tab-list.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface TabListProps<V extends string> {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  variant: 'underline' | 'pills';
  /** Hidden under 768 px, where a dropdown stands in (document 1 §2.2, §2.3). */
  visibleFrom?: 'sm';
}

/**
 * Tabs that choose what the page shows (the community, the property type): a WAI-ARIA tab
 * list with arrow keys between tabs and Enter to choose. Mantine's Tabs would bring a chunk
 * of floating-position code along with its direction provider.
 */
export function TabList<V extends string>({ items, value, onChange, label, variant, visibleFrom }: TabListProps<V>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    let next: HTMLButtonElement | undefined;
    if (event.key in keys) next = tabs[(index + keys[event.key]! + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs.at(-1);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={classes.list}
      data-variant={variant}
      data-visible-from={visibleFrom}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <UnstyledButton
            key={item.value}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            className={classes.tab}
            data-selected={selected || undefined}
            onClick={() => !selected && onChange(item.value)}
          >
            {item.label}
          </UnstyledButton>
        );
      })}
    </div>
  );
}
