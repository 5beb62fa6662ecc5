import { imageKind } from '@shared/pdf/image-kind';

const imageTimeoutMs = 8000;

/** A file's bytes; throws on any answer but 2xx. */
export async function fetchBytes(url: string, init?: RequestInit): Promise<Uint8Array> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The agent's image when it loads as PNG or JPEG in time, else the default one: a missing,
 * slow, refused or unreadable picture must not stop the report (document 3 §9.4).
 */
export async function imageOrDefault(url: string | undefined, defaultUrl: string): Promise<Uint8Array> {
  if (url) {
    try {
      const bytes = await fetchBytes(url, { credentials: 'omit', signal: AbortSignal.timeout(imageTimeoutMs) });
      if (imageKind(bytes)) return bytes;
    } catch {
      // Fall through to the default image.
    }
  }
  return fetchBytes(defaultUrl);
}
