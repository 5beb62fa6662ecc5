import { InputBase } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MaskedInputProps } from './masked-input';

// react-imask is ~17 KB gzipped: a form that is a page's first load (Invite new user) shows a
// plain field at once and the masked one as soon as its code is there. The value is the
// form's, so what was typed meanwhile stays; the mask takes it over from then on.
const MaskedInput = lazy(() => import('./masked-input').then((module) => ({ default: module.MaskedInput })));

/** `MaskedInput`, loaded after the page: the same props, the same field meanwhile. */
export function LazyMaskedInput(props: MaskedInputProps) {
  const { mask: _mask, value, onChange, ...rest } = props;
  return (
    <Suspense
      fallback={
        <InputBase
          inputMode="numeric"
          {...rest}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      }
    >
      <MaskedInput {...props} />
    </Suspense>
  );
}
