/** Lower case without accents, so 'é' finds 'e' and sorts beside it. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Apostrophes, straight, curly or modifier letter. */
export const apostrophes = /['‘’ʼ]/g;

/**
 * A name, an e-mail or a query as the people searches compare them: folded, with apostrophes,
 * straight or curly, left out, so that "O'Brien", "O’Brien" (as a phone's keyboard types it)
 * and "obrien" are one word (QA 53 M1).
 */
export const searchText = (text: string): string => fold(text).replace(apostrophes, '');
