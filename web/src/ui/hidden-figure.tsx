import { VisuallyHidden } from '@mantine/core';
import { hiddenPrice } from '@shared/search/listing-labels';

/**
 * A figure a visitor may not see (document 3 §8 "Missing numbers"): '****' to the eye, `spoken`
 * to a screen reader. An `aria-label` on the paragraph around it was not read (a paragraph takes
 * no name), so "star star star star" was (QA 75c L6).
 */
export function HiddenFigure({ spoken, testId }: { spoken: string; testId?: string }) {
  return (
    <>
      <span aria-hidden="true" data-testid={testId}>
        {hiddenPrice}
      </span>
      <VisuallyHidden component="span">{spoken}</VisuallyHidden>
    </>
  );
}
