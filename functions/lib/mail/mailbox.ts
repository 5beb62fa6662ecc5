/**
 * Mailboxes for the From header. SES takes `Name <address>`; a name outside printable ASCII
 * must be an RFC 2047 encoded word, and no name may carry a line break (a header injection).
 */

/** The bare address of `Name <address>` or of a bare address. */
export function addressOf(mailbox: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/** The display name of `Name <address>`, unquoted; undefined for a bare address. */
export function displayNameOf(mailbox: string): string | undefined {
  const name = /^\s*(.*?)\s*<[^<>]+>\s*$/.exec(mailbox)?.[1];
  if (!name) return undefined;
  return name.replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
}

/** At most this many bytes of UTF-8 per encoded word: its base64 stays within RFC 2047's 75 characters. */
const wordBytes = 45;

function encodedWords(name: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const character of name) {
    if (Buffer.byteLength(chunk + character) > wordBytes) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(' ');
}

/** `"Name" <address>`: the name cleaned of control characters, quoted or encoded as it needs. */
export function mailbox(displayName: string, address: string): string {
  const name = displayName
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  if (!name) return address;
  const phrase = /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/(["\\])/g, '\\$1')}"` : encodedWords(name);
  return `${phrase} <${address}>`;
}
