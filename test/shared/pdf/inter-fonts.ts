import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PdfFontFiles } from '@shared/pdf/render-pdf-lib';

/** The Inter TTFs the browser fetches, read from node_modules for Node tests and the bench. */
const inter = (file: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../../node_modules/@expo-google-fonts/inter/${file}`, import.meta.url))),
  );

export const interFonts = (): PdfFontFiles => ({
  regular: inter('400Regular/Inter_400Regular.ttf'),
  semibold: inter('600SemiBold/Inter_600SemiBold.ttf'),
  bold: inter('700Bold/Inter_700Bold.ttf'),
});

const publicFile = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../web/public/images/${name}`, import.meta.url))));

/** The default headshot and logo the browser falls back to. */
export const defaultImages = () => ({
  headshot: publicFile('default-headshot.png'),
  logo: publicFile('default-logo.png'),
});
