import { useEffect, useState } from 'react';

/** Seconds left until `expiresAtMs`, ticking once a second; 0 once it has passed. */
export function useSecondsLeft(expiresAtMs: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAtMs === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAtMs]);
  if (expiresAtMs === undefined) return undefined;
  return Math.max(0, Math.ceil((expiresAtMs - now) / 1000));
}

/** m:ss, as the countdown under the code shows it. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
