/**
 * windows-1252 ships its types as an ambient module that its package.json "exports" does not
 * point to, so TypeScript cannot find them: the one function we use, as that file declares it.
 */
declare module 'windows-1252' {
  export function decode(buffer: Uint8Array | string, options?: { mode: 'fatal' | 'replacement' }): string;
}
