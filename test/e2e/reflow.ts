import type { Page } from 'playwright-core';

/**
 * What does not reflow at the page's current width (WCAG 1.4.10, at 320 px): a page wider than
 * the screen (a sideways scroll), a button's label or a segmented control cut off by its own box
 * (Mantine keeps them on one line and hides the rest), and text that runs past a box around it
 * (a figure in a card too narrow for it: the card cuts it off, or it runs into its neighbour).
 * One line per problem.
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
    // Each piece of text against the boxes around it, from the nearest out: running past one is a
    // problem, whether the box lets it spill or cuts it off. The walk stops at a box that clips or
    // scrolls on purpose (an ellipsis, a scrolling table, a visually hidden label: what passes it
    // is not seen, or is seen by scrolling), and after one taken out of the flow (a tooltip, a
    // badge placed over its parent). Inline boxes are skipped: their lines are the text's own.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('svg, script, style, noscript, template')) continue;
      // The words' extent, not the node's: spaces kept by pre-wrap hang past the line's end unseen.
      const text = { left: Infinity, right: -Infinity };
      for (const word of node.textContent.matchAll(/\S+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 && rect.height === 0) continue;
          text.left = Math.min(text.left, rect.left);
          text.right = Math.max(text.right, rect.right);
        }
      }
      if (text.left === Infinity) continue;
      // The boxes the text can spill from: those around it up to the first that clips or is out
      // of the flow. A box that clips is one too, unless it clips on purpose: an ellipsis says
      // the text goes on, a scroller shows the rest by scrolling, and text in a box clipped to
      // nothing (a visually hidden label) is not seen at all. Else (an Alert's message, a card
      // with rounded corners) what passes its edge is cut off unseen.
      const boxes: { box: Element; edges: DOMRect }[] = [];
      let hidden = false;
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.display === 'inline' || style.display === 'contents') continue;
        const edges = box.getBoundingClientRect();
        if (style.overflowX !== 'visible') {
          // Mantine's 1 px is a rem: 1.25 px with larger text.
          hidden = edges.width <= 2 || edges.height <= 2;
          const onPurpose =
            style.textOverflow === 'ellipsis' || style.overflowX === 'auto' || style.overflowX === 'scroll';
          if (!hidden && !onPurpose) boxes.push({ box, edges });
          break;
        }
        boxes.push({ box, edges });
        if (style.position === 'absolute' || style.position === 'fixed') break;
      }
      if (hidden) continue;
      for (const { box, edges } of boxes) {
        const spill = Math.round(Math.max(text.right - edges.right, edges.left - text.left));
        if (spill > 2) {
          problems.push(
            `the text "${(node.textContent ?? '').trim().slice(0, 60)}" spills ${spill} px out of a ${box.tagName.toLowerCase()} around it`,
          );
          break;
        }
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
