import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FontWeight } from '@shared/pdf/model';
import type { PdfFontFiles } from '@shared/pdf/render-pdf-lib';

/** The Inter TTFs the browser fetches, read from node_modules for Node tests and the bench. */
const inter = (file: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../../node_modules/@expo-google-fonts/inter/${file}`, import.meta.url))),
  );

/** Each weight's file in @expo-google-fonts/inter (document 3 §9.3's seven weights). */
export const interFontFiles: Record<FontWeight, string> = {
  thin: '100Thin/Inter_100Thin.ttf',
  regular: '400Regular/Inter_400Regular.ttf',
  medium: '500Medium/Inter_500Medium.ttf',
  semibold: '600SemiBold/Inter_600SemiBold.ttf',
  bold: '700Bold/Inter_700Bold.ttf',
  extrabold: '800ExtraBold/Inter_800ExtraBold.ttf',
  black: '900Black/Inter_900Black.ttf',
};

/** The sold report's three weights, as the browser gives them. */
export const soldReportWeights: readonly FontWeight[] = ['regular', 'semibold', 'bold'];

/** The given weights' files (the sold report's three by default; `allInterFonts` for seven). */
export const interFonts = (weights: readonly FontWeight[] = soldReportWeights): PdfFontFiles =>
  Object.fromEntries(weights.map((weight) => [weight, inter(interFontFiles[weight])]));

export const allInterFonts = (): PdfFontFiles => interFonts(Object.keys(interFontFiles) as FontWeight[]);

const publicFile = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../web/public/images/${name}`, import.meta.url))));

/** The default headshot and logo the browser falls back to. */
export const defaultImages = () => ({
  headshot: publicFile('default-headshot.png'),
  logo: publicFile('default-logo.png'),
});
