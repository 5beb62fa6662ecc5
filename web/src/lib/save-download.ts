/**
 * Saves a file from a (signed) link: the server's link carries `Content-Disposition:
 * attachment`, so the browser downloads it and stays on the page.
 */
export function saveDownload(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
