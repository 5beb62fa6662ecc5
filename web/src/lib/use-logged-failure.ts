import { useEffect } from 'react';

/**
 * Logs a failed load to the console once per failure (document 2 §8 "Analytics load failures:
 * logged to the console; the block stays empty"): the page itself shows nothing for it.
 */
export function useLoggedFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`${what} could not be loaded`, error);
  }, [error, what]);
}
