/**
 * A route's `head`: the page's name, which the browser's tab shows after it ("Sign In · GTA
 * Homes", ui/use-document-title.ts) and a screen reader hears when a link opens the page. A page
 * whose name is its data's (a listing's address) says so itself with useDocumentTitle.
 */
export const pageHead = (title: string) => ({ meta: [{ title }] });
