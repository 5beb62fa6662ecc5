// windows-1252 ships its types as an ambient module that its package.json "exports" does not
// point to, so TypeScript is shown them here.
/// <reference path="../node_modules/windows-1252/windows-1252.d.ts" />
