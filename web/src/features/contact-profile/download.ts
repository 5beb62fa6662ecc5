/**
 * Saves a file the server put in storage: its signed link answers with
 * `Content-Disposition: attachment; filename=…`, so following it saves the file and leaves the
 * page where it is. `download` names it too where the link is same-origin (the local stack).
 */
export function downloadFrom(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
