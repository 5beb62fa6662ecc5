/**
 * The e-mail of the last sign-in, kept so the form can offer it again (DECISIONS row 29:
 * remember the e-mail, never the password). Sign-out removes it (document 1 §4.4).
 */
const key = 'gtaHomes.email';

export function rememberedEmail(): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string): void {
  try {
    localStorage.setItem(key, email);
  } catch {
    // Private mode or storage disabled: nothing to remember, nothing breaks.
  }
}

export function forgetRememberedEmail(): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
