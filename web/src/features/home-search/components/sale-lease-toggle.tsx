import type { KeyboardEvent } from 'react';
import type { RouteSaleType } from '../hooks/use-search-navigation';
import classes from './sale-lease-toggle.module.css';

const options: { value: RouteSaleType; label: string }[] = [
  { value: 'sale', label: 'For Sale' },
  { value: 'lease', label: 'For Lease' },
];

/** The sale/lease toggle (document 3 §2.5): a two-option radio group, arrow keys included. */
export function SaleLeaseToggle({
  value,
  onChange,
}: {
  value: RouteSaleType;
  onChange: (value: RouteSaleType) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      onChange(value === 'sale' ? 'lease' : 'sale');
    }
  };
  return (
    <div role="radiogroup" aria-label="Sale or lease" className={classes.toggle} onKeyDown={onKeyDown}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={option.value === value ? 0 : -1}
          className={classes.option}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
