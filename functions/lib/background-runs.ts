/**
 * Job runs that a request starts and does not wait for, when they run in this process (the
 * local stack and tests; in AWS the request invokes the job's own Lambda instead): the delete
 * job, a contact import. Tests wait for them with `backgroundRunsSettled`.
 */
const running = new Set<Promise<unknown>>();

export function runInBackground(run: () => Promise<unknown>, onError: (error: unknown) => void): void {
  const started = run()
    .catch(onError)
    .finally(() => running.delete(started));
  running.add(started);
}

/** For tests: waits until the runs started so far (and any they started) have ended. */
export async function backgroundRunsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
