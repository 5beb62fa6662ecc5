/**
 * The site's one way of handing the browser a file to save (issue 27: it was written four
 * times). A link named `filename`, clicked and removed; the page stays where it is.
 */
function clickDownload(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves a file from a (signed) link: the server's link carries `Content-Disposition:
 * attachment`, so the browser downloads it; `download` names it too where the link is
 * same-origin (the local stack).
 */
export function saveDownload(url: string, filename: string): void {
  clickDownload(url, filename);
}

/** Saves a file made in the browser (a PDF, a CSV of the selected rows). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  clickDownload(url, filename);
  // Some browsers read the object URL after click() returns; give them time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
