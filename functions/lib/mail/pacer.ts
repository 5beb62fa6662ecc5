/** Sends are spaced `gapMs` apart within one process (a run, or one worker): the newsletter's, the contact import's. */
export function pacer(gapMs: number): () => Promise<void> {
  let next = Date.now();
  return async () => {
    const wait = next - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    next = Math.max(next, Date.now()) + gapMs;
  };
}
