import type { Page } from 'playwright-core';

/** What Tab reached on a page, and the stops without a visible focus ring. */
export interface FocusRingReport {
  /** How many different elements took the focus. */
  reached: number;
  /** One line per stop without a ring: the element, then its outline as computed. */
  problems: string[];
}

/**
 * Presses Tab `presses` times from the top of the page and checks, at each stop, that the
 * focused element draws an outline at least 2 px wide in a colour that is not transparent
 * (the site's ring, or a component's own). A link that covers a card shows its ring on the
 * card (`:focus-within`), and a visually hidden input on its label: for those the nearest
 * ancestor, or the label, may carry it.
 */
export async function focusRingProblems(page: Page, presses: number): Promise<FocusRingReport> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen = new Set<string>();
  const problems: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    // No named inner functions: a loader's keep-names transform would wrap them in a helper
    // the page does not have.
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const hasRing = (node: Element | null) => {
        if (!node) return false;
        const style = getComputedStyle(node);
        const transparent = style.outlineColor === 'transparent' || /rgba\(.*,\s*0\)$/.test(style.outlineColor);
        return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2 && !transparent;
      };
      const input = element instanceof HTMLInputElement ? element : null;
      const ringed =
        hasRing(element) ||
        (input?.labels ? [...input.labels].some((label) => hasRing(label)) : false) ||
        hasRing(element.parentElement) ||
        hasRing(element.parentElement?.parentElement ?? null) ||
        hasRing(element.closest('article'));
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.getAttribute('name');
      const path = [element.tagName.toLowerCase(), element.id && `#${element.id}`, name && `"${name}"`]
        .filter(Boolean)
        .join(' ');
      const style = getComputedStyle(element);
      return {
        path,
        key: `${path}@${Math.round(element.getBoundingClientRect().top + window.scrollY)}`,
        ringed,
        outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      };
    });
    if (!stop) continue;
    if (seen.has(stop.key)) continue;
    seen.add(stop.key);
    if (!stop.ringed) problems.push(`${stop.path}: outline ${stop.outline}`);
  }
  return { reached: seen.size, problems };
}
