import type { Page } from 'playwright-core';

/**
 * What does not reflow at the page's current width (WCAG 1.4.10, at 320 px): a page wider than
 * the screen (a sideways scroll), a button's label or a segmented control cut off by its own box
 * (Mantine keeps them on one line and hides the rest), and text wider than its own box (a figure
 * in a card too narrow for it: the card cuts it off, or it runs into its neighbour). One line per
 * problem. The last sees text held by the element itself; text in an inline element alone in its
 * block, or a flex item exactly as wide as its text, spills past a box this does not measure.
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
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      // Text the element itself holds, in a box that lets it spill: a box that clips or ellipsises
      // its text on purpose (overflow other than visible) and a visually hidden one (1 px) are not.
      if (style.overflowX !== 'visible' || style.display === 'inline' || element.clientWidth <= 1) continue;
      if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
        continue;
      const spill = element.scrollWidth - element.clientWidth;
      if (spill > 2 && element.getClientRects().length > 0) {
        problems.push(
          `the text "${(element.textContent ?? '').trim().slice(0, 60)}" spills ${spill} px out of its box`,
        );
      }
    }
    return problems;
  });
}

/**
 * Runs `check` with the browser's default font size at `pixels` (a reader's "larger text" in the
 * browser's settings: rem sizes and em media queries grow with it, the screen does not), then
 * puts the usual 16 px back.
 */
export async function withDefaultFontSize<T>(page: Page, pixels: number, check: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: pixels } });
    // CSS follows at once (rem sizes, em media queries). Chromium sends no media-query change
    // event for it, so a useMediaQuery hook keeps its answer: none of the site's hooks asks
    // below 48em, where 16 and 20 px differ at 320 px.
    const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    if (rootSize !== `${pixels}px`) throw new Error(`The page's root font size is ${rootSize}, not ${pixels}px`);
    return await check();
  } finally {
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } });
    await cdp.detach();
  }
}
