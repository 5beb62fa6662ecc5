import type { Page } from 'playwright-core';

/**
 * What does not reflow at the page's current width (WCAG 1.4.10, at 320 px): a page wider than
 * the screen (a sideways scroll), and a button's label or a segmented control cut off by its own
 * box (Mantine keeps them on one line and hides the rest). One line per problem.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  // No named inner functions: a loader's keep-names transform would wrap them in a helper the
  // page does not have.
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) problems.push(`the page is ${scrollWidth} px wide on a ${clientWidth} px screen`);
    for (const element of document.querySelectorAll('.mantine-Button-label, .mantine-SegmentedControl-root')) {
      const cut = element.scrollWidth - element.clientWidth;
      if (cut > 1 && element.getClientRects().length > 0) {
        problems.push(`"${(element.textContent ?? '').trim().slice(0, 60)}" is cut off by ${cut} px`);
      }
    }
    return problems;
  });
}
