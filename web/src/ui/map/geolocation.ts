import { useCallback, useState } from 'react';

/** Document 1 §8 and document 3 §8: what the banner says for each way geolocation fails. */
export const geolocationMessages = {
  1: 'The geolocation information was denied.',
  2: 'The geolocation failed because one or several internal sources of position returned an internal error.',
  3: 'Timeout',
  4: "Your browser doesn't support geolocation.",
} as const;
export type GeolocationFailure = keyof typeof geolocationMessages;

/** The failure code of a GeolocationPositionError (1 denied, 2 unavailable, 3 timeout). */
export function failureOf(error: Pick<GeolocationPositionError, 'code'>): GeolocationFailure {
  return error.code === 1 || error.code === 2 || error.code === 3 ? error.code : 2;
}

/**
 * Asks the browser where the user is. `locate(onPosition)` calls back with the position, or
 * sets `error` to the spec's message for the failure (4 when the browser has no geolocation);
 * `dismiss()` clears it.
 */
export function useGeolocation() {
  const [error, setError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = useCallback((onPosition: (position: { lat: number; lon: number }) => void) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setError(geolocationMessages[4]);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setError(null);
        onPosition({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      (failure) => {
        setLocating(false);
        setError(geolocationMessages[failureOf(failure)]);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }, []);

  return { locate, locating, error, dismiss: useCallback(() => setError(null), []) };
}
