/**
 * The sign-in page's `e` query parameter (document 1 §4.3): an e-mail address, plain or in
 * base64 (links in e-mails carry it encoded). Anything that does not give an address is ignored.
 */
export function emailFromParam(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  if (raw.includes('@')) return raw;
  try {
    const base64 = raw.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const decoded = new TextDecoder().decode(bytes).trim();
    return /^[^\s@]+@[^\s@]+$/.test(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}
