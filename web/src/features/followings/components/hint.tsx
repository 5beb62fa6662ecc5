import { useId, type ReactElement } from 'react';
import { cloneElement } from 'react';
import classes from './hint.module.css';

interface HintProps {
  label: string;
  /** Hidden, e.g. while the control says something else. */
  disabled?: boolean;
  align?: 'center' | 'start';
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A small tip shown on hover and keyboard focus, in CSS alone: the follow controls carry one
 * on every list row, and a floating-position library would add ~18 KB to the page for it.
 */
export function Hint({ label, disabled, align = 'center', children }: HintProps) {
  const id = useId();
  if (disabled) return children;
  return (
    <span className={classes.host}>
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className={classes.tip} data-align={align}>
        {label}
      </span>
    </span>
  );
}
