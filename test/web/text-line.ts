/**
 * A `getByText` matcher for a line whose text is split across elements (a part kept on one line
 * by a span of its own): the innermost element whose whole text is `text`.
 */
export const wholeLine =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
