import { existsSync, readFileSync } from 'node:fs';

/**
 * The codes cognito-local "mails" (sign-up, resend, password reset) are printed in its log
 * (DATA_DIR/cognito/cognito-local.log), one "Confirmation Code Delivery" box per message:
 * the tests read them there, as a user would read their inbox.
 */
export function latestCode(logPath: string, email: string): string | undefined {
  if (!existsSync(logPath)) return undefined;
  // Written without colours (infra/local/stand-ins/cognito-local.ts); boxes are drawn with │ characters.
  const text = readFileSync(logPath, 'utf8');
  const deliveries = text.split('Confirmation Code Delivery').slice(1);
  for (const delivery of deliveries.reverse()) {
    if (!new RegExp(`Destination:\\s+${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(delivery)) continue;
    const code = /Code:\s+(\d+)/.exec(delivery)?.[1];
    if (code) return code;
  }
  return undefined;
}

/**
 * Waits for a code newer than `previous` (cognito-local writes its log asynchronously), 20 s
 * at most so that a hang fails.
 */
export async function waitForCode(logPath: string, email: string, previous?: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = latestCode(logPath, email);
    if (code && code !== previous) return code;
    if (Date.now() > deadline) throw new Error(`No new code for ${email} in ${logPath}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
